import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseLabel } from "../support/test-database.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

// Secrets that travel in URLs (the one-time sign-in code on /login, an identity provider's code and state on the
// OAuth callbacks, the one-click unsubscribe token) must not reach the access log, which is kept longer and read
// by more people than the database.
const secret = (label: string) => `${label}${randomBytes(12).toString("hex")}`;

describe(`request log on ${databaseLabel()}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({}, { captureLogs: true });
  });
  afterAll(async () => {
    await server.close();
  });

  /** The access-log lines ("request") written for requests to `path`. */
  function requestLines(path: string): { url: string; status: number }[] {
    return server
      .logText()
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { msg: string; url: string; status: number })
      .filter((line) => line.msg === "request" && line.url.startsWith(path));
  }

  it("keeps the one-time sign-in code and the OAuth code and state out of the log", async () => {
    const values = [secret("signin"), secret("oauthcode"), secret("oauthstate"), secret("facebook")];
    const answered = [
      await fetch(`${server.url}/login?code=${values[0]}`, { redirect: "manual" }),
      await fetch(`${server.url}/login/?code=${values[0]}`, { redirect: "manual" }),
      await fetch(`${server.url}/api/auth/google/callback?code=${values[1]}&state=${values[2]}`, {
        redirect: "manual",
      }),
      await fetch(`${server.url}/api/auth/facebook/callback?state=${values[3]}&code=${values[1]}`, {
        redirect: "manual",
      }),
    ];
    // Answered as usual: the page (or the not-found page without a build), the callbacks back to /login.
    expect(answered.slice(2).map((response) => response.status)).toEqual([302, 302]);

    const log = server.logText();
    for (const value of values) expect(log).not.toContain(value);
    // The requests are still in the log, with their paths.
    expect(requestLines("/login").map((line) => line.url)).toEqual(
      expect.arrayContaining(["/login?[redacted]", "/login/?[redacted]"]),
    );
    expect(requestLines("/api/auth/google/callback")).toEqual([
      expect.objectContaining({ url: "/api/auth/google/callback?[redacted]", status: 302 }),
    ]);
  });

  it("redacts code, state and token values on every other path, and keeps harmless parameters", async () => {
    const token = secret("unsubscribe");
    const unsubscribe = await server.request(
      "POST",
      `/api/subscriptions/unsubscribe?token=${token}&list=newsletter`,
      {
        body: "List-Unsubscribe=One-Click",
        headers: { "content-type": "application/x-www-form-urlencoded" },
      },
    );
    expect(unsubscribe.status).toBeGreaterThanOrEqual(400);
    const others = [secret("page"), secret("state"), secret("Token")];
    await fetch(
      `${server.url}/?utm_source=newsletter&code=${others[0]}&State=${others[1]}&access%5Ftoken=${others[2]}`,
    );

    const log = server.logText();
    for (const value of [token, ...others]) expect(log).not.toContain(value);
    expect(requestLines("/api/subscriptions/unsubscribe").map((line) => line.url)).toEqual([
      "/api/subscriptions/unsubscribe?token=[redacted]&list=newsletter",
    ]);
    expect(requestLines("/?").map((line) => line.url)).toEqual([
      "/?utm_source=newsletter&code=[redacted]&State=[redacted]&access%5Ftoken=[redacted]",
    ]);
  });

  it("names the client's address: the connection's, or with TRUST_PROXY the one the proxy wrote", async () => {
    // So an operator can confirm from the log that TRUST_PROXY matches the proxy in front.
    await fetch(`${server.url}/api/health/live?direct`, { headers: { "x-forwarded-for": "203.0.113.7" } });
    expect(requestLines("/api/health/live?direct")).toEqual([expect.objectContaining({ ip: "127.0.0.1" })]);

    const proxied = await startTestServer({ TRUST_PROXY: "1" }, { captureLogs: true });
    try {
      await fetch(`${proxied.url}/api/health/live?proxied`, {
        headers: { "x-forwarded-for": "198.51.100.9, 203.0.113.7" },
      });
      const lines = proxied
        .logText()
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { msg: string; url: string; ip?: string })
        .filter((line) => line.msg === "request" && line.url === "/api/health/live?proxied");
      // One hop trusted: the rightmost entry, written by the proxy; the client-written one to its left is not.
      expect(lines).toEqual([expect.objectContaining({ ip: "203.0.113.7" })]);
    } finally {
      await proxied.close();
    }
  });
});
