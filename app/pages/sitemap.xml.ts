import type { APIRoute } from "astro";
import { entries, pageTitles } from "../content/entries.ts";
import { researchItemPages } from "../content/research-pages.ts";
import { site } from "../content/site.ts";
import { buildSitemap, indexablePagePaths } from "../files/sitemap.ts";

// /sitemap.xml: every page search engines may list (content/page-titles.yaml without the noindex pages), and the
// Research Center's item pages.
export const GET: APIRoute = async () => {
  const items = researchItemPages({
    publications: await entries("publications"),
    datasets: await entries("datasets"),
    aiModels: await entries("aiModels"),
    reports: await entries("reports"),
  });
  const paths = [...indexablePagePaths(await pageTitles()), ...items.map((item) => item.path)].sort();
  return new Response(buildSitemap(site.url, paths), { headers: { "content-type": "application/xml" } });
};
