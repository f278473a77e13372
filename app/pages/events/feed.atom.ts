import type { APIRoute } from "astro";
import { entries, pageTitles } from "../../content/entries.ts";
import { eventsFeed } from "../../files/feeds.ts";

// /events/feed.atom: the upcoming events, most recently announced first.
export const GET: APIRoute = async () =>
  new Response(eventsFeed(await entries("upcomingEvents"), await pageTitles()), {
    headers: { "content-type": "application/atom+xml" },
  });
