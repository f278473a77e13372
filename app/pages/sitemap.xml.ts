import type { APIRoute } from "astro";
import { pageTitles } from "../content/entries.ts";
import { site } from "../content/site.ts";
import { buildSitemap, indexablePagePaths } from "../files/sitemap.ts";

// /sitemap.xml: every page search engines may list (content/page-titles.yaml without the noindex pages).
export const GET: APIRoute = async () =>
  new Response(buildSitemap(site.url, indexablePagePaths(await pageTitles())), {
    headers: { "content-type": "application/xml" },
  });
