// /sitemap.xml and /robots.txt, served by the endpoints app/pages/sitemap.xml.ts and app/pages/robots.txt.ts from the
// pages in content/page-titles.yaml, so a new page appears in the sitemap once it has its title there.
import type { PageInfo } from "../content/schema.ts";

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** The paths search engines may list, sorted: pages reached only from emails (noindex) stay out. */
export function indexablePagePaths(pages: Record<string, PageInfo>): string[] {
  return Object.values(pages)
    .filter((page) => !page.noindex)
    .map((page) => page.path)
    .sort();
}

export function buildSitemap(siteUrl: string, paths: readonly string[]): string {
  const urls = paths
    .map((p) => `  <url>\n    <loc>${escapeXml(new URL(p, siteUrl).href)}</loc>\n  </url>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function buildRobots(siteUrl: string): string {
  // The API is not content; everything else may be crawled.
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${new URL("/sitemap.xml", siteUrl).href}\n`;
}
