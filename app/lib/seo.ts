import type { Thing } from "schema-dts";
import { pages, type PageInfo, type PageKey } from "../content/pages.ts";
import { site } from "../content/site.ts";
import { absoluteUrl, breadcrumbs, jsonLdGraph } from "./json-ld/core.ts";

/** Size of every share image (the Open Graph and Twitter large-card size). */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

/** Where the build writes a page's share image: /og/home.png, /og/services-bioai-platform.png, ... */
export function shareImagePath(pagePath: string): string {
  const slug = pagePath === "/" ? "home" : pagePath.replace(/^\/+|\/+$/g, "").replace(/\//g, "-");
  return `/og/${slug}.png`;
}

/** The image of an article in its structured data: a share card of its title, as /og/insights-<slug>.png. */
export const articleImagePath = (slug: string) => `/og/insights-${slug}.png`;

/** The image of an upcoming event in its structured data, as /og/events-<slug>.png. */
export const eventImagePath = (slug: string) => `/og/events-${slug}.png`;

/** One element of a page's <head> (rendered by app/components/layout/page-head.tsx). */
export type HeadTag =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: "link"; rel: string; href: string; type?: string; title?: string }
  | { "script:ld+json": object };

/** A feed the page offers to feed readers (`<link rel="alternate">`). */
export interface FeedLink {
  title: string;
  path: string;
}

export interface PageMetaOptions {
  /** Schema.org nodes of the page's content; the breadcrumb trail of an inner page is added here. */
  structuredData?: readonly Thing[];
  feeds?: readonly FeedLink[];
  /** Further <meta name> tags, such as a paper's Highwire citation_* tags. */
  tags?: readonly { name: string; content: string }[];
}

/** A page made from a content entry (an article, a project): described by the entry, not content/page-titles.yaml. */
export interface EntryPageMeta {
  page: PageInfo;
  /** Its share image, such as /og/insights-<slug>.png; by default the one named after its path. */
  image?: string;
  /** Open Graph article facts: dates and the author's page. */
  article?: { published: string; modified: string; author: string; section: string };
}

/**
 * The page's <title>: "<page> | Verdant Collective", except on the home page, whose title already leads with the name,
 * and the register page, whose title is fixed as it stands.
 */
export function pageTitle(key: PageKey): string {
  const page: PageInfo = pages[key];
  return key === "home" || key === "register" ? page.title : `${page.title} | ${site.name}`;
}

/**
 * Everything in a page's <head> besides the document's own tags: title, description, canonical URL, Open Graph and
 * Twitter card with the page's share image, feed links, and one JSON-LD document.
 */
export function pageMeta(key: PageKey, options: PageMetaOptions = {}): HeadTag[] {
  return headTags({ page: pages[key] }, pageTitle(key), options);
}

/** The same for a page made from a content entry: "<entry title> | Verdant Collective". */
export function entryPageMeta(entry: EntryPageMeta, options: PageMetaOptions = {}): HeadTag[] {
  return headTags(entry, `${entry.page.title} | ${site.name}`, options);
}

function headTags(entry: EntryPageMeta, title: string, options: PageMetaOptions): HeadTag[] {
  const { page, article } = entry;
  const url = absoluteUrl(page.path);
  const image = absoluteUrl(entry.image ?? shareImagePath(page.path));
  const trail = breadcrumbs(page.path, page);
  const nodes: Thing[] = [...(trail ? [trail] : []), ...(options.structuredData ?? [])];
  const noindex = "noindex" in page && page.noindex;
  return [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    ...(options.feeds ?? []).map((feed) => ({
      tagName: "link" as const,
      rel: "alternate",
      type: "application/atom+xml",
      title: feed.title,
      href: feed.path,
    })),
    { property: "og:type", content: article ? "article" : "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(SHARE_IMAGE.width) },
    { property: "og:image:height", content: String(SHARE_IMAGE.height) },
    { property: "og:image:alt", content: page.title },
    ...(article
      ? [
          { property: "article:published_time", content: article.published },
          { property: "article:modified_time", content: article.modified },
          { property: "article:author", content: absoluteUrl(article.author) },
          { property: "article:section", content: article.section },
        ]
      : []),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
    ...(options.tags ?? []).map((tag) => ({ name: tag.name, content: tag.content })),
    ...(noindex ? [{ name: "robots", content: "noindex" }] : []),
    ...(nodes.length > 0 ? [{ "script:ld+json": jsonLdGraph(nodes) }] : []),
  ];
}
