import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { identityOf, loadMemoryFile, sendMemoryFile, type MemoryFile } from "./memory-files.ts";

type PageVariants = MemoryFile;

/** The route of the not-found page in the map loadPrerenderedPages returns; it is never served as a page. */
export const NOT_FOUND_ROUTE = "/404";

/**
 * The routes of the prerendered pages and their files: "/" for index.html, "/vision" for vision/index.html. The
 * not-found page (404.html at the root, as Astro writes it) is not among them.
 */
export function prerenderedPageFiles(staticDir: string): Map<string, string> {
  const routes = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === "index.html") {
        const relative = path.relative(staticDir, dir).split(path.sep).join("/");
        routes.set(relative === "" ? "/" : `/${relative}`, full);
      }
    }
  };
  walk(staticDir);
  return routes;
}

/**
 * The prerendered pages are few and small, so their brotli and gzip twins are held in memory and answered without
 * touching the disk: several times the throughput of streaming each file (bench/RUNS.md).
 *
 * Keyed by canonical route (prerenderedPageFiles); the not-found page is under NOT_FOUND_ROUTE.
 */
export function loadPrerenderedPages(staticDir: string): Map<string, PageVariants> {
  const pages = new Map<string, PageVariants>();
  for (const [route, file] of prerenderedPageFiles(staticDir)) pages.set(route, loadMemoryFile(file));
  const notFound = path.join(staticDir, "404.html");
  if (fs.existsSync(notFound)) pages.set(NOT_FOUND_ROUTE, loadMemoryFile(notFound));
  return pages;
}

/** Sends one page in the best encoding the client accepts, with revalidation by ETag. */
export function sendPage(request: FastifyRequest, reply: FastifyReply, page: PageVariants, status = 200) {
  reply.status(status).header("content-type", "text/html; charset=utf-8").header("cache-control", "no-cache");
  return sendMemoryFile(request, reply, page);
}

/**
 * Another version of a page for one request, e.g. a form page with the problems of a form sent without JavaScript
 * (server/forms/flash-pages.ts); undefined sends the prerendered page as it is, unless the variant answered the
 * request itself (a redirect).
 */
export type PageVariant = (
  request: FastifyRequest,
  reply: FastifyReply,
  urlPath: string,
  /** The prerendered page's HTML, read when a variant needs it. */
  html: () => Promise<Buffer>,
) => Promise<string | undefined>;

/**
 * One canonical URL per page, without a trailing slash ("/vision", and "/" for the home page). The other spellings of
 * it answer 301 to the canonical one with the query string kept: "/vision/" (the router ignores a trailing slash, so it
 * reaches the page's route and is told apart by its raw URL) and "/vision/index.html" ("/index.html" for home). The
 * redirect only ever names a page of the build, so it cannot be turned into an open redirect. Only GET and HEAD are
 * redirected; other methods on a page's URL keep the JSON 404 of any unknown route.
 */
export function registerPrerenderedPages(
  app: FastifyInstance,
  pages: Map<string, PageVariants>,
  variant?: PageVariant,
) {
  for (const [urlPath, page] of pages) {
    if (urlPath === NOT_FOUND_ROUTE) continue;
    // What a client sends for the canonical URL (the same as urlPath for the site's ASCII routes).
    const canonical = encodeURI(urlPath);
    app.get(urlPath, async (request: FastifyRequest, reply: FastifyReply) => {
      if (pathOf(request.url) !== canonical) return redirectTo(request, reply, canonical);
      const html = variant ? await variant(request, reply, urlPath, () => identityOf(page)) : undefined;
      // A variant may have answered itself (a redirect).
      if (reply.sent) return reply;
      if (html === undefined) return sendPage(request, reply, page);
      // Made for this visitor only: never stored by a cache, never revalidated.
      return reply
        .header("content-type", "text/html; charset=utf-8")
        .header("cache-control", "no-store")
        .send(html);
    });
    app.get(urlPath === "/" ? "/index.html" : `${urlPath}/index.html`, async (request, reply) =>
      redirectTo(request, reply, canonical),
    );
  }
}

function pathOf(url: string): string {
  const query = url.indexOf("?");
  return query === -1 ? url : url.slice(0, query);
}

/** 301 to a page's canonical URL, with the request's query string as it was sent. */
function redirectTo(request: FastifyRequest, reply: FastifyReply, canonical: string) {
  const query = request.url.indexOf("?");
  return reply.redirect(query === -1 ? canonical : canonical + request.url.slice(query), 301);
}
