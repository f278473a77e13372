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
