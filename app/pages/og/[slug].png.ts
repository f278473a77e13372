import type { APIRoute, GetStaticPaths } from "astro";
import { pageTitles } from "../../content/entries.ts";
import type { PageInfo } from "../../content/schema.ts";
import { shareImagePath } from "../../lib/seo.ts";
import { shareImageRenderer } from "../../../scripts/generate-share-images.ts";

// /og/<page>.png: the share image (Open Graph, Twitter card) of every page.
export const getStaticPaths = (async () =>
  Object.values(await pageTitles()).map((page) => ({
    params: { slug: shareImagePath(page.path).replace(/^\/og\/|\.png$/g, "") },
    props: { page },
  }))) satisfies GetStaticPaths;

let render: ReturnType<typeof shareImageRenderer> | undefined;

export const GET: APIRoute<{ page: PageInfo }> = async ({ props: { page } }) => {
  render ??= shareImageRenderer();
  return new Response(new Uint8Array(await render(page)), { headers: { "content-type": "image/png" } });
};
