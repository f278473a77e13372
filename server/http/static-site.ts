import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  loadPrerenderedPages,
  NOT_FOUND_ROUTE,
  registerPrerenderedPages,
  sendPage,
  type PageVariant,
} from "./prerendered-pages.ts";
import { loadMemoryFile, sendMemoryFile } from "./memory-files.ts";

// The build's hashed bundles live flat in /assets/ as <name>.<hash>.<ext> (Astro's naming: a dot before the hash);
// anything deeper (brochures, downloads) keeps its name across builds.
const HASHED_ASSET = /^\/assets\/[^/]+\.[A-Za-z0-9_-]{8,}\.(?:js|css|woff2|svg|png|jpg|webp)$/;
const IMMUTABLE = "public, max-age=31536000, immutable";
const ASSET_TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".woff2": "font/woff2",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
};

/**
 * Paths never answered from the disk: every HTML file (pages come from memory, under their canonical URL only; 404.html
 * and any fallback file the build leaves are no pages), the precompressed twins (.br, .gz: sent in place of their
 * original when the client accepts them, never on their own; so no download may end in .br or .gz) and directories.
 */
const NOT_A_FILE = /(?:\.html|\.br|\.gz|\/)$/i;

// Generated at build (app/files/feeds.ts, app/files/calendars.ts, app/files/citations.ts). An Atom file names its
// encoding in its XML declaration, so it needs no charset parameter (RFC 7303). Citations: BibTeX, RIS and CSL-JSON
// under the media types reference managers know (a CSL-JSON file ends in .csl.json).
const TEXT_TYPES: Record<string, string> = {
  ".atom": "application/atom+xml",
  ".ics": "text/calendar; charset=utf-8",
  ".bib": "application/x-bibtex; charset=utf-8",
  ".ris": "application/x-research-info-systems; charset=utf-8",
  ".csl.json": "application/vnd.citationstyles.csl+json; charset=utf-8",
};

/** The registered type of a generated text file, by its extension ("x.csl.json" by ".csl.json", not ".json"). */
function textTypeOf(file: string): string | undefined {
  const name = path.basename(file);
  const extension = Object.keys(TEXT_TYPES).find((ending) => name.endsWith(ending));
  return extension ? TEXT_TYPES[extension] : undefined;
}

/**
 * Serves the prerendered site: /vision answers build/client/vision/index.html (from memory) and /vision/ or
 * /vision/index.html redirect to it; precompressed .br/.gz files are used when the client accepts them, hashed assets
 * are cached for a year, HTML is revalidated. Everything else (unknown paths, /404, 404.html, the build's .br/.gz twins
 * and other HTML files) answers the not-found page with status 404.
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
  const notFoundPage = pages.get(NOT_FOUND_ROUTE);
  if (!notFoundPage) throw new Error(`No 404 page in ${staticDir}: the build is incomplete.`);
  registerPrerenderedPages(app, pages, options.pageVariant);
  registerHashedAssets(app, staticDir);

  await app.register(fastifyStatic, {
    root: staticDir,
    prefix: "/",
    index: false,
    redirect: false,
    allowedPath: (pathname) => !NOT_A_FILE.test(pathname),
    preCompressed: true,
    cacheControl: false,
    serveDotFiles: false,
    setHeaders(reply, filePath) {
      // For a precompressed file, decide by the file it stands for.
      const original = filePath.replace(/\.(?:br|gz)$/, "");
      const urlPath = "/" + path.relative(staticDir, original).split(path.sep).join("/");
      // (No HTML comes from the disk: pages are sent from memory with no-cache, prerendered-pages.ts.)
      if (HASHED_ASSET.test(urlPath)) {
        reply.header("cache-control", IMMUTABLE);
      } else {
        reply.header("cache-control", "public, max-age=3600");
      }
      // Feeds, calendars and citations: their registered media types (the precompressed variants get the same
      // from the library).
      const textType = textTypeOf(original);
      if (textType) reply.header("content-type", textType);
      // Generated downloads (brochures, briefs, papers, asset archives, citations) save under their own file name.
      if (/\.(?:pdf|zip|bib|ris|csl\.json)$/.test(original)) {
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

/**
 * The hashed bundles (scripts, styles, fonts: 1.8 MB with their twins) are what every page asks for, so they are held
 * in memory like the pages and answered without a stat or a stream per request (bench/RUNS.md). Their own
 * routes take precedence over the file server's wildcard.
 */
function registerHashedAssets(app: FastifyInstance, staticDir: string) {
  const dir = path.join(staticDir, "assets");
  if (!fs.existsSync(dir)) return;
  for (const name of fs.readdirSync(dir)) {
    const urlPath = `/assets/${name}`;
    if (!HASHED_ASSET.test(urlPath)) continue;
    const file = loadMemoryFile(path.join(dir, name));
    const type = ASSET_TYPES[path.extname(name)]!;
    app.get(urlPath, (request, reply) =>
      sendMemoryFile(request, reply.header("content-type", type).header("cache-control", IMMUTABLE), file),
    );
  }
}
