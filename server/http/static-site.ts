import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  loadPrerenderedPages,
  registerPrerenderedPages,
  sendPage,
  type PageVariant,
} from "./prerendered-pages.ts";

// Vite's hashed bundles live flat in /assets/; anything deeper (brochures, downloads) keeps its name across builds.
const HASHED_ASSET = /^\/assets\/[^/]+-[A-Za-z0-9_-]{8,}\.(?:js|css|woff2|svg|png|jpg|webp)$/;

// Generated at build (scripts/generate-feeds.ts, scripts/generate-calendars.ts). An Atom file names its encoding in its
// XML declaration, so it needs no charset parameter (RFC 7303).
const TEXT_TYPES: Record<string, string> = {
  ".atom": "application/atom+xml",
  ".ics": "text/calendar; charset=utf-8",
};

/**
 * Serves the prerendered site: /vision and /vision/ both answer build/client/vision/index.html (from memory),
 * precompressed .br/.gz files are used when the client accepts them, hashed assets are cached for a year, HTML is
 * revalidated.
 */
export async function registerStaticSite(
  app: FastifyInstance,
  staticDir: string,
  options: { pageVariant?: PageVariant } = {},
) {
  if (!fs.existsSync(path.join(staticDir, "index.html"))) {
    throw new Error(`No built site in ${staticDir}: run "npm run build" first (npm start does it for you).`);
  }
  const pages = loadPrerenderedPages(staticDir);
  const notFoundPage = pages.get("/404");
  if (!notFoundPage) throw new Error(`No 404 page in ${staticDir}: the build is incomplete.`);
  registerPrerenderedPages(app, pages, options.pageVariant);

  await app.register(fastifyStatic, {
    root: staticDir,
    prefix: "/",
    index: ["index.html"],
    redirect: false,
    preCompressed: true,
    cacheControl: false,
    serveDotFiles: false,
    setHeaders(reply, filePath) {
      // For a precompressed file, decide by the file it stands for.
      const original = filePath.replace(/\.(?:br|gz)$/, "");
      const urlPath = "/" + path.relative(staticDir, original).split(path.sep).join("/");
      if (HASHED_ASSET.test(urlPath)) {
        reply.header("cache-control", "public, max-age=31536000, immutable");
      } else if (original.endsWith(".html")) {
        reply.header("cache-control", "no-cache");
      } else {
        reply.header("cache-control", "public, max-age=3600");
      }
      // Feeds and calendars: their registered media types (the precompressed variants get the same from the library).
      const textType = TEXT_TYPES[path.extname(original)];
      if (textType) reply.header("content-type", textType);
      // Generated downloads (brochures, briefs, asset archives) save under their own file name.
      if (/\.(?:pdf|zip)$/.test(original)) {
        reply.header("content-disposition", `attachment; filename="${path.basename(original)}"`);
      }
    },
  });

  return async function sendNotFoundPage(request: FastifyRequest, reply: FastifyReply) {
    if (request.method !== "GET" && request.method !== "HEAD") {
      return reply.status(404).send({ message: "Not found." });
    }
    return sendPage(request, reply, notFoundPage, 404);
  };
}
