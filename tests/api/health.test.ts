import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseLabel } from "../support/test-database.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

describe(`foundation API on ${databaseLabel()}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it("answers /api/health with 200 once the database answers", async () => {
    const response = await server.request("GET", "/api/health");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });

  it("answers 503 from /api/health when the database does not answer", async () => {
    const original = server.database.ping;
    server.database.ping = () => Promise.reject(new Error("database down"));
    try {
      const response = await server.request("GET", "/api/health");
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ message: expect.stringContaining("temporarily unavailable") });
    } finally {
      server.database.ping = original;
    }
  });

  it("answers liveness without the database, and readiness only with it", async () => {
    const original = server.database.ping;
    server.database.ping = () => Promise.reject(new Error("database down"));
    try {
      const live = await server.request("GET", "/api/health/live");
      expect(live.status).toBe(200);
      expect(await live.json()).toEqual({ status: "ok" });
      const ready = await server.request("GET", "/api/health/ready");
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ message: expect.stringContaining("temporarily unavailable") });
    } finally {
      server.database.ping = original;
    }
    expect((await server.request("GET", "/api/health/ready")).status).toBe(200);
  });

  it("once shutting down, finishes the request in flight and is no longer ready", async () => {
    const other = await startTestServer();
    const original = other.database.ping;
    // A readiness check still waiting for the database when the shutdown begins.
    let answer!: () => void;
    other.database.ping = () => new Promise<void>((resolve) => (answer = resolve));
    const inFlight = other.request("GET", "/api/health/ready");
    while (!answer) await new Promise((resolve) => setTimeout(resolve, 10));
    const closing = other.app.close();
    other.database.ping = original;
    // Asked again meanwhile: 503 on a connection still open, or no connection at all once it stopped listening.
    const again = await other.request("GET", "/api/health/ready").then(
      (response) => response.status,
      () => "refused",
    );
    expect([503, "refused"]).toContain(again);
    answer();
    expect((await inFlight).status).toBe(200);
    await closing;
    await other.close().catch(() => undefined);
  });

  it("answers unknown API routes with a JSON 404", async () => {
    const response = await server.request("GET", "/api/does-not-exist");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(await response.json()).toEqual({ message: "Not found." });
  });

  it("answers a malformed JSON body with 400, not 500", async () => {
    const response = await server.request("POST", "/api/does-not-exist", { body: "{not json" });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "The request body is not valid JSON." });
  });

  it("answers a body over the limit with 413", async () => {
    const big = await server.request("POST", "/api/does-not-exist", {
      body: JSON.stringify({ x: "a".repeat(200_000) }),
    });
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual({ message: "The request body is too large." });
  });
});
