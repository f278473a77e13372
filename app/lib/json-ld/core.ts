// Schema.org JSON-LD of the pages, typed with schema-dts: what search engines read to show jobs, events, articles and
// breadcrumbs. pageMeta (../seo.ts) puts one JSON-LD document in each page's <head>. The builders of the home, careers,
// events and insights nodes live in their own modules so that only the route that needs one loads it.
import type { BreadcrumbList, Organization, Thing } from "schema-dts";
import { pages, type PageInfo } from "../../content/pages.ts";
import { site } from "../../content/site.ts";

/** Absolute URL of a path (or path#anchor) on the public site. */
export function absoluteUrl(pathAndHash: string): string {
  return new URL(pathAndHash, `${site.url}/`).href;
}

export const organizationId = absoluteUrl("/#organization");
export const organizationLogo = absoluteUrl("/favicon.svg");

/** The PNG logo written at build from /favicon.svg (app/pages/logo.png.ts): search engines want a raster image. */
export const RASTER_LOGO = { path: "/logo.png", size: 512 } as const;

/** The collective where a node names it (hiring organisation, organiser, publisher); described in full on the home page. */
export function organizationReference(): Organization {
  return {
    "@type": "Organization",
    "@id": organizationId,
    name: site.name,
    url: absoluteUrl("/"),
    logo: absoluteUrl(RASTER_LOGO.path),
  };
}

/**
 * Home › (each parent page that exists) › this page, by the segments of its path; `leaf` names a page that is not in
 * content/page-titles.yaml (an article, a project).
 */
export function breadcrumbs(path: string, leaf?: PageInfo): BreadcrumbList | undefined {
  if (path === "/") return undefined;
  const byPath = new Map<string, PageInfo>(
    Object.values(pages as Record<string, PageInfo>).map((p) => [p.path, p]),
  );
  if (leaf) byPath.set(leaf.path, leaf);
  const trail: PageInfo[] = [pages.home];
  const segments = path.split("/").filter(Boolean);
  segments.forEach((_, index) => {
    const page = byPath.get(`/${segments.slice(0, index + 1).join("/")}`);
    if (page) trail.push(page);
  });
  return {
    "@type": "BreadcrumbList",
    itemListElement: trail.map((page, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: page.path === "/" ? "Home" : page.title,
      item: absoluteUrl(page.path),
    })),
  };
}

/** The one JSON-LD document of a page: every node in an @graph. */
export function jsonLdGraph(nodes: readonly Thing[]) {
  return { "@context": "https://schema.org" as const, "@graph": nodes };
}
