import type { APIRoute } from "astro";
import { logoPng } from "../files/logo.ts";
import { RASTER_LOGO } from "../lib/json-ld/core.ts";

// /logo.png: the collective's mark as a 512 px PNG, the logo its Organization structured data names.
export const GET: APIRoute = () =>
  new Response(new Uint8Array(logoPng(RASTER_LOGO.size)), { headers: { "content-type": "image/png" } });
