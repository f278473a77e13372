// /sitemap.xml and /robots.txt, generated at build time from the pages Astro wrote, so a new page appears in the
// sitemap without anyone remembering to add it. Called by scripts/site-files.ts.
import fs from "node:fs";
import path from "node:path";
import { indexablePaths } from "../app/content/pages.ts";
import { site } from "../app/content/site.ts";
import { prerenderedRoutes } from "./prerendered-routes.ts";

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
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

/** Writes sitemap.xml and robots.txt into the built site folder. */
export function writeSitemap(outDir: string): number {
  // Pages reached only from emails (noindex) stay out.
  const paths = prerenderedRoutes(outDir).filter((p) => indexablePaths.includes(p));
  fs.writeFileSync(path.join(outDir, "sitemap.xml"), buildSitemap(site.url, paths));
  fs.writeFileSync(path.join(outDir, "robots.txt"), buildRobots(site.url));
  return paths.length;
}
