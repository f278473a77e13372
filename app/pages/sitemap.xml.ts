import type { APIRoute } from "astro";
import { detailPages } from "../content/detail-pages.ts";
import { entries, pageTitles } from "../content/entries.ts";
import { site } from "../content/site.ts";
import { buildSitemap, indexablePagePaths } from "../files/sitemap.ts";

// /sitemap.xml: every page search engines may list: content/page-titles.yaml without the noindex pages, and the page
// of every article, whitepaper, project and Research Center item.
export const GET: APIRoute = async () => {
  const entryPages = detailPages({
    articles: await entries("articles"),
    whitepapers: await entries("whitepapers"),
    projects: await entries("projects"),
    publications: await entries("publications"),
    datasets: await entries("datasets"),
    aiModels: await entries("aiModels"),
    reports: await entries("reports"),
  });
  return new Response(
    buildSitemap(
      site.url,
      [...indexablePagePaths(await pageTitles()), ...entryPages.map((page) => page.path)].sort(),
    ),
    { headers: { "content-type": "application/xml" } },
  );
};
