import type { APIRoute } from "astro";
import { entries, pageTitles } from "../../content/entries.ts";
import { insightsFeed } from "../../files/feeds.ts";

// /insights/feed.atom: the Insights articles, newest first.
export const GET: APIRoute = async () =>
  new Response(insightsFeed(await entries("articles"), await pageTitles()), {
    headers: { "content-type": "application/atom+xml" },
  });
