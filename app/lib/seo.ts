import type { MetaDescriptor } from "react-router";
import { pages, type PageInfo, type PageKey } from "../content/pages.ts";
import { site } from "../content/site.ts";

/** Meta tags of a page: title (site-wide template), description, canonical URL and Open Graph. */
export function pageMeta(key: PageKey): MetaDescriptor[] {
  const page: PageInfo = pages[key];
  const title = key === "home" || key === "register" ? page.title : `${page.title} | ${site.name}`;
  const url = new URL(page.path, site.url).href;
  return [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    ...(page.noindex ? [{ name: "robots", content: "noindex" }] : []),
  ];
}
