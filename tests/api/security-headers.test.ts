import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseLabel } from "../support/test-database.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

// Runs after `npm run build` (npm test orders it so): the pages and the CSP manifest come from build/.
const clientDir = path.resolve("build/client");

function inlineScriptHashes(html: string): string[] {
  // JSON-LD (type="application/ld+json") is a data block, never executed: CSP does not cover it.
  return [
    ...html.matchAll(
      /<script(?![^>]*\ssrc=)(?![^>]*\stype="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g,
    ),
  ].map(
    ([, body]) =>
      `'sha256-${createHash("sha256")
        .update(body ?? "")
        .digest("base64")}'`,
  );
}

function directives(policy: string | null): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (policy ?? "").split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

describe(`security headers on ${databaseLabel()}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it("gives a prerendered page a CSP allowing exactly its own inline scripts", async () => {
    for (const [url, file] of [
      ["/", "index.html"],
      ["/vision", "vision/index.html"],
      ["/login", "login/index.html"],
      ["/services/genomic-data", "services/genomic-data/index.html"],
    ] as const) {
      const response = await server.request("GET", url);
      expect(response.status).toBe(200);
      const policy = directives(response.headers.get("content-security-policy"));
      const expected = inlineScriptHashes(fs.readFileSync(path.join(clientDir, file), "utf8"));
      expect(expected.length).toBeGreaterThan(0);
      expect(new Set(policy.get("script-src"))).toEqual(new Set(["'self'", ...expected]));
      expect(policy.get("default-src")).toEqual(["'none'"]);
      expect(policy.get("object-src")).toEqual(["'none'"]);
      expect(policy.get("base-uri")).toEqual(["'none'"]);
      expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
      expect(policy.get("form-action")).toEqual(["'self'"]);
    }
  });

  it("gives the not-found page its own hashes with status 404", async () => {
    const response = await server.request("GET", "/no-such-page");
    expect(response.status).toBe(404);
    const expected = inlineScriptHashes(fs.readFileSync(path.join(clientDir, "404.html"), "utf8"));
    const scriptSrc = directives(response.headers.get("content-security-policy")).get("script-src");
    expect(new Set(scriptSrc)).toEqual(new Set(["'self'", ...expected]));
  });

  it("gives JSON and assets a policy that allows nothing", async () => {
    for (const url of ["/api/health", "/api/does-not-exist", "/favicon.ico"]) {
      const response = await server.request("GET", url);
      const policy = directives(response.headers.get("content-security-policy"));
      expect(policy.get("default-src"), url).toEqual(["'none'"]);
      expect(policy.get("frame-ancestors"), url).toEqual(["'none'"]);
    }
  });

  it("never allows unsafe-inline or unsafe-eval for scripts", async () => {
    for (const url of ["/", "/contact", "/no-such-page", "/api/health"]) {
      const policy = (await server.request("GET", url)).headers.get("content-security-policy") ?? "";
      expect(policy, url).not.toMatch(/unsafe-inline|unsafe-eval/);
    }
  });

  it("sends the other hardening headers on every response", async () => {
    for (const url of ["/", "/api/health", "/favicon.ico"]) {
      const headers = (await server.request("GET", url)).headers;
      expect(headers.get("x-content-type-options"), url).toBe("nosniff");
      expect(headers.get("referrer-policy"), url).toBe("strict-origin-when-cross-origin");
      expect(headers.get("cross-origin-opener-policy"), url).toBe("same-origin");
      expect(headers.get("permissions-policy"), url).toMatch(
        /camera=\(\).*geolocation=\(\).*microphone=\(\)/,
      );
      // Passkey sign-in (navigator.credentials.get) works on the site's own pages, in no other site's frame.
      expect(headers.get("permissions-policy"), url).toContain("publickey-credentials-get=(self)");
    }
  });

  it("sends no HSTS over plain HTTP, even if an untrusted client claims HTTPS", async () => {
    const response = await server.request("GET", "/", { headers: { "x-forwarded-proto": "https" } });
    expect(response.headers.get("strict-transport-security")).toBeNull();
  });
});

describe("HSTS behind a trusted proxy", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: "1" });
  });
  afterAll(async () => {
    await server.close();
  });

  it("is sent when the proxy says the request came over HTTPS, and only then", async () => {
    const https = await server.request("GET", "/", { headers: { "x-forwarded-proto": "https" } });
    const hsts = https.headers.get("strict-transport-security") ?? "";
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(15_768_000);
    const http = await server.request("GET", "/", { headers: { "x-forwarded-proto": "http" } });
    expect(http.headers.get("strict-transport-security")).toBeNull();
  });
});
