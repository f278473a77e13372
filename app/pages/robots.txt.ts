import type { APIRoute } from "astro";
import { site } from "../content/site.ts";
import { buildRobots } from "../files/sitemap.ts";

export const GET: APIRoute = () =>
  new Response(buildRobots(site.url), { headers: { "content-type": "text/plain" } });
