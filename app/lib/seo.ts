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
  const page: PageInfo = pages[key];
  return headTags(page, pageTitle(key), breadcrumbs(page.path), options);
}

/** A page of one item of a collection (a publication, a dataset, ...), which has no entry in content/page-titles.yaml. */
export interface ItemPage {
  path: string;
  title: string;
  description: string;
}

export interface ItemPageMetaOptions extends PageMetaOptions {
  /** Further <meta name> tags, such as a paper's Highwire citation_* tags. */
  tags?: readonly { name: string; content: string }[];
}

/** The head of an item's page: as pageMeta, with the item as the last step of its breadcrumb trail. */
export function itemPageMeta(item: ItemPage, options: ItemPageMetaOptions = {}): HeadTag[] {
  const tags = headTags(item, `${item.title} | ${site.name}`, breadcrumbs(item.path, item), options);
  return [...tags.slice(0, -1), ...(options.tags ?? []), ...tags.slice(-1)];
}

function headTags(
  page: PageInfo | ItemPage,
  title: string,
  trail: ReturnType<typeof breadcrumbs>,
  options: PageMetaOptions,
): HeadTag[] {
  const url = absoluteUrl(page.path);
  const image = absoluteUrl(shareImagePath(page.path));
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
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(SHARE_IMAGE.width) },
    { property: "og:image:height", content: String(SHARE_IMAGE.height) },
    { property: "og:image:alt", content: page.title },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
    ...(noindex ? [{ name: "robots", content: "noindex" }] : []),
    ...(nodes.length > 0 ? [{ "script:ld+json": jsonLdGraph(nodes) }] : []),
  ];
}
