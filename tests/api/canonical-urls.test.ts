import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import http from "node:http";
import { brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseLabel } from "../support/test-database.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

// Runs against the production build (npm test builds first): Astro writes <route>/index.html per page, 404.html at
// the root, and a .br and a .gz twin beside each text file.
const clientDir = path.resolve("build/client");

const IMMUTABLE = "public, max-age=31536000, immutable";

/** One request as a browser sends it, without following a redirect. */
function get(server: TestServer, urlPath: string, method = "GET"): Promise<Response> {
  return fetch(server.url + urlPath, {
    method,
    redirect: "manual",
    headers: { "accept-encoding": "br, gzip" },
  });
}

/** One GET with exactly the Accept-Encoding given ("" for none), its body as sent on the wire. */
function rawGet(
  server: TestServer,
  urlPath: string,
  acceptEncoding: string,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      server.url + urlPath,
      { headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
        response.on("error", reject);
      },
    );
    request.on("error", reject);
  });
}

/** The first file of one of the build's folders whose name ends with `suffix`. */
function firstFile(folder: string, suffix: string): string {
  const name = fs
    .readdirSync(path.join(clientDir, folder))
    .sort()
    .find((file) => file.endsWith(suffix));
  if (!name) throw new Error(`no ${suffix} file in ${clientDir}/${folder}: run "npm run build"`);
  return `/${folder}/${name}`;
}

/** A hashed bundle of the build (/assets/<name>.<hash>.<ext>), read from the build rather than named by hand. */
function hashedAsset(extension: string): string {
  const name = fs
    .readdirSync(path.join(clientDir, "assets"))
    .find((file) => new RegExp(`^[^.]+\\.[A-Za-z0-9_-]{8}\\.${extension}$`).test(file));
  if (!name) throw new Error(`no hashed .${extension} file in ${clientDir}/assets: run "npm run build"`);
  return `/assets/${name}`;
}

async function expectNotFoundPage(response: Response, notFoundHtml: string, label: string) {
  expect(response.status, label).toBe(404);
  expect(response.headers.get("content-type"), label).toBe("text/html; charset=utf-8");
  expect(response.headers.get("location"), label).toBeNull();
  expect(await response.text(), label).toBe(notFoundHtml);
}

describe(`one canonical URL per page on ${databaseLabel()}`, () => {
  let server: TestServer;
  let notFoundHtml: string;
  beforeAll(async () => {
    server = await startTestServer();
    notFoundHtml = fs.readFileSync(path.join(clientDir, "404.html"), "utf8");
  });
  afterAll(async () => {
    await server.close();
  });

  it("answers a page at its canonical URL, without a trailing slash, and the home page at /", async () => {
    for (const [url, file] of [
      ["/vision", "vision/index.html"],
      ["/", "index.html"],
      ["/services/genomic-data", "services/genomic-data/index.html"],
    ] as const) {
      const response = await get(server, url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get("content-type"), url).toBe("text/html; charset=utf-8");
      expect(response.headers.get("cache-control"), url).toBe("no-cache");
      expect(response.headers.get("etag"), url).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
      expect(await response.text(), url).toBe(fs.readFileSync(path.join(clientDir, file), "utf8"));
    }
  });

  it("redirects /vision/ to /vision with 301", async () => {
    const response = await get(server, "/vision/");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/vision");
  });

  it("redirects /vision/index.html to /vision and /index.html to / with 301", async () => {
    for (const [url, location] of [
      ["/vision/index.html", "/vision"],
      ["/index.html", "/"],
      ["/services/genomic-data/", "/services/genomic-data"],
      ["/services/genomic-data/index.html", "/services/genomic-data"],
      // Another spelling of the same path is not another URL of the page either.
      ["/vi%73ion", "/vision"],
    ] as const) {
      const response = await get(server, url);
      expect(response.status, url).toBe(301);
      expect(response.headers.get("location"), url).toBe(location);
    }
  });

  it("keeps the query string in the redirect: /vision/?a=1 → /vision?a=1", async () => {
    for (const [url, location] of [
      ["/vision/?a=1", "/vision?a=1"],
      ["/vision/index.html?a=1&b=two", "/vision?a=1&b=two"],
      ["/index.html?utm_source=newsletter", "/?utm_source=newsletter"],
    ] as const) {
      const response = await get(server, url);
      expect(response.status, url).toBe(301);
      expect(response.headers.get("location"), url).toBe(location);
    }
  });

  it("redirects HEAD like GET, and the redirect is no HTML page", async () => {
    const head = await get(server, "/vision/", "HEAD");
    expect(head.status).toBe(301);
    expect(head.headers.get("location")).toBe("/vision");
    const response = await get(server, "/vision/");
    expect(response.headers.get("content-type") ?? "").not.toContain("text/html");
    expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
  });

  it("answers the build's artefacts (.gz and .br twins, 404.html, a fallback file) with the 404 page", async () => {
    for (const url of [
      "/index.html.gz",
      "/index.html.br",
      "/vision/index.html.br",
      "/vision/index.html.gz",
      "/404.html",
      "/404.html.br",
      "/__spa-fallback.html",
      "/sitemap.xml.gz",
      `${hashedAsset("js")}.br`,
    ]) {
      await expectNotFoundPage(await get(server, url), notFoundHtml, url);
    }
  });

  it("answers /404 and unknown paths with the 404 page", async () => {
    for (const url of ["/404", "/404/", "/nope", "/nope/", "/vision/nope", "/assets", "/assets/", "/og/"]) {
      await expectNotFoundPage(await get(server, url), notFoundHtml, url);
    }
    const head = await get(server, "/404", "HEAD");
    expect(head.status).toBe(404);
    expect(head.headers.get("content-type")).toBe("text/html; charset=utf-8");
  });

  it("answers other methods on unknown paths and on a page's other spellings with JSON 404", async () => {
    for (const url of ["/nope", "/404", "/vision/"]) {
      const response = await server.request("POST", url, { body: {} });
      expect(response.status, url).toBe(404);
      expect(response.headers.get("content-type"), url).toContain("application/json");
      expect(await response.json(), url).toEqual({ message: "Not found." });
    }
  });

  it("serves the site's files: assets, downloads, share images, illustrations, feeds, calendars and the rest", async () => {
    for (const [url, type] of [
      [hashedAsset("js"), "javascript"],
      [hashedAsset("woff2"), "font/woff2"],
      [firstFile("assets/pdfs", ".pdf"), "application/pdf"],
      [firstFile("og", ".png"), "image/png"],
      [firstFile("illustrations", ".svg"), "image/svg+xml"],
      ["/sitemap.xml", "application/xml"],
      ["/robots.txt", "text/plain"],
      ["/favicon.ico", "image/"],
      ["/search-index.json", "application/json"],
      ["/insights/feed.atom", "application/atom+xml"],
      ["/events/calendar.ics", "text/calendar"],
    ] as const) {
      const response = await get(server, url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get("content-type"), url).toContain(type);
    }
  });

  it("sends a precompressed twin in place of its file when the client accepts it", async () => {
    const response = await get(server, "/sitemap.xml");
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(await response.text()).toBe(fs.readFileSync(path.join(clientDir, "sitemap.xml"), "utf8"));
  });

  it("answers a page and a hashed bundle in the encoding asked for, each with one ETag", async () => {
    // A bundle large enough for the build to have compressed it.
    const bundle = fs
      .readdirSync(path.join(clientDir, "assets"))
      .find((file) => file.endsWith(".js") && fs.existsSync(path.join(clientDir, "assets", `${file}.br`)));
    expect(bundle).toBeDefined();
    for (const [url, file] of [
      ["/vision", "vision/index.html"],
      [`/assets/${bundle}`, `assets/${bundle}`],
    ] as const) {
      const expected = fs.readFileSync(path.join(clientDir, file));
      const etags = new Set<string | null>();
      for (const [accept, encoding] of [
        ["br", "br"],
        ["gzip", "gzip"],
        ["identity", null],
        ["", null],
      ] as const) {
        // Node's fetch would ask for compression itself and decompress: a raw request shows the bytes sent.
        const raw = await rawGet(server, url, accept);
        expect(raw.status, `${url} ${accept}`).toBe(200);
        expect(raw.headers["content-encoding"] ?? null, `${url} ${accept}`).toBe(encoding);
        expect(raw.headers.vary, `${url} ${accept}`).toContain("accept-encoding");
        const body =
          encoding === "br"
            ? brotliDecompressSync(raw.body)
            : encoding === "gzip"
              ? gunzipSync(raw.body)
              : raw.body;
        expect(body.equals(expected), `${url} ${accept}`).toBe(true);
        etags.add(raw.headers.etag ?? null);
      }
      expect([...etags], url).toHaveLength(1);
      expect([...etags][0], url).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    }
  });

  it("caches a hashed asset for a year as immutable, and other files for an hour", async () => {
    for (const url of [hashedAsset("js"), hashedAsset("woff2")]) {
      const response = await get(server, url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get("cache-control"), url).toBe(IMMUTABLE);
    }
    for (const url of ["/sitemap.xml", "/favicon.ico"]) {
      expect((await get(server, url)).headers.get("cache-control"), url).toBe("public, max-age=3600");
    }
  });

  it("leaves the API's trailing slash alone: /api/health/ answers, POST /api/contact/ is not redirected", async () => {
    const health = await get(server, "/api/health/");
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: "ok" });
    const contact = await server.request("POST", "/api/contact/", { body: {} });
    expect(contact.status).toBe(400);
    expect(contact.headers.get("location")).toBeNull();
  });
});

describe("files the server never answers, even when the build leaves them", () => {
  // A stand-in build with a fallback file and stray HTML beside the pages, laid out like build/.
  let root: string;
  let server: TestServer;
  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "verdant-canonical-"));
    const client = path.join(root, "client");
    fs.mkdirSync(path.join(client, "vision"), { recursive: true });
    fs.writeFileSync(path.join(root, "csp-manifest.json"), JSON.stringify({ version: 1, pages: {} }));
    fs.writeFileSync(path.join(client, "index.html"), "<!doctype html><title>Home</title>");
    const vision = "<!doctype html><title>Vision</title>";
    fs.writeFileSync(path.join(client, "vision", "index.html"), vision);
    fs.writeFileSync(path.join(client, "vision", "index.html.gz"), gzipSync(vision));
    fs.writeFileSync(path.join(client, "404.html"), "<!doctype html><title>Not found</title>");
    fs.writeFileSync(path.join(client, "__spa-fallback.html"), "<!doctype html><title>Fallback</title>");
    fs.writeFileSync(path.join(client, "vision", "print.html"), "<!doctype html><title>Stray</title>");
    server = await startTestServer({ STATIC_DIR: client });
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("answers a fallback file, stray HTML, 404.html and .gz twins with the 404 page", async () => {
    const notFoundHtml = "<!doctype html><title>Not found</title>";
    for (const url of [
      "/__spa-fallback.html",
      "/vision/print.html",
      "/404.html",
      "/vision/index.html.gz",
      "/404",
    ]) {
      await expectNotFoundPage(await get(server, url), notFoundHtml, url);
    }
    const vision = await get(server, "/vision");
    expect(vision.status).toBe(200);
    expect(await vision.text()).toBe("<!doctype html><title>Vision</title>");
  });
});
