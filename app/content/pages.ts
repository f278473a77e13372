// Title, description and path of every public page (content/page-titles.yaml): the single source for <title>, meta
// tags, the sitemap and tests. Node only (read at build); an island gets what it needs as props.
import { content } from "./load.ts";
import type { PageInfo } from "./schema.ts";

export type { PageInfo, PageKey } from "./schema.ts";

export const pages = content().pages;

/** The pages search engines may list (the sitemap's entries). */
export const indexablePaths: readonly string[] = Object.values(pages as Record<string, PageInfo>)
  .filter((page) => !page.noindex)
  .map((page) => page.path);
