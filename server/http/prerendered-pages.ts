import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

interface PageVariants {
  identity: Buffer;
  br: Buffer | undefined;
  gzip: Buffer | undefined;
  etag: string;
}

/**
 * The prerendered pages are few and small, so they are held in memory with their brotli and gzip twins and answered
 * without touching the disk: several times the throughput of streaming each file (docs/performance.md).
 */
export function loadPrerenderedPages(staticDir: string): Map<string, PageVariants> {
  const pages = new Map<string, PageVariants>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === "index.html" || (dir === staticDir && entry.name === "404.html")) {
        const relative =
          entry.name === "404.html"
            ? "404"
            : path.relative(staticDir, path.dirname(full)).split(path.sep).join("/");
        const identity = fs.readFileSync(full);
        const read = (suffix: string) =>
          fs.existsSync(full + suffix) ? fs.readFileSync(full + suffix) : undefined;
        pages.set(relative === "" ? "/" : `/${relative}`, {
          identity,
          br: read(".br"),
          gzip: read(".gz"),
          etag: `"${createHash("sha256").update(identity).digest("base64url").slice(0, 27)}"`,
        });
      }
    }
  };
  walk(staticDir);
  return pages;
}

/** Sends one page in the best encoding the client accepts, with revalidation by ETag. */
export function sendPage(request: FastifyRequest, reply: FastifyReply, page: PageVariants, status = 200) {
  reply
    .status(status)
    .header("content-type", "text/html; charset=utf-8")
    .header("cache-control", "no-cache")
    .header("vary", "accept-encoding");
  if (status === 200) {
    reply.header("etag", page.etag);
    if (request.headers["if-none-match"] === page.etag) return reply.status(304).send();
  }
  const accepted = String(request.headers["accept-encoding"] ?? "");
  if (page.br && /\bbr\b/.test(accepted)) return reply.header("content-encoding", "br").send(page.br);
  if (page.gzip && /\bgzip\b/.test(accepted)) return reply.header("content-encoding", "gzip").send(page.gzip);
  return reply.send(page.identity);
}

/**
 * Another version of a page for one request, e.g. a form page with the problems of a form sent without JavaScript
 * (server/forms/flash-pages.ts); undefined sends the prerendered page as it is.
 */
export type PageVariant = (
  request: FastifyRequest,
  reply: FastifyReply,
  urlPath: string,
  html: Buffer,
) => Promise<string | undefined>;

export function registerPrerenderedPages(
  app: FastifyInstance,
  pages: Map<string, PageVariants>,
  variant?: PageVariant,
) {
  for (const [urlPath, page] of pages) {
    if (urlPath === "/404") continue;
    // The server ignores trailing slashes, so /vision/ is answered by this route too.
    app.get(urlPath, async (request: FastifyRequest, reply: FastifyReply) => {
      const html = variant ? await variant(request, reply, urlPath, page.identity) : undefined;
      if (html === undefined) return sendPage(request, reply, page);
      // Made for this visitor only: never stored by a cache, never revalidated.
      return reply
        .header("content-type", "text/html; charset=utf-8")
        .header("cache-control", "no-store")
        .send(html);
    });
  }
}
