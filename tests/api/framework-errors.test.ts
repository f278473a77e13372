import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiErrorSchema, apiMessages } from "../../contract/api.ts";
import { databaseLabel } from "../support/test-database.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

// The answers Fastify itself gives before any route runs (an address its router cannot read, a path segment over its
// length limit, a body it cannot take) leave in the API's one error shape, with the usual security headers, and never
// repeat what the client sent.
const marker = "echo-marker-" + "x".repeat(120);

describe(`Fastify's own error answers on ${databaseLabel()}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  async function expectApiError(response: Response, status: number, message?: string) {
    expect(response.status).toBe(status);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    const text = await response.text();
    expect(text).not.toContain("echo-marker");
    expect(text).not.toMatch(/FST_|statusCode/);
    const body = apiErrorSchema.parse(JSON.parse(text));
    expect(Object.keys(body).filter((key) => key !== "message" && key !== "details")).toEqual([]);
    if (message) expect(body.message).toBe(message);
  }

  it("answers an over-long path segment with the API's 404, not a 414 that repeats the path", async () => {
    await expectApiError(
      await server.request("GET", `/api/staff/messages/${marker}`),
      404,
      apiMessages.notFound,
    );
    await expectApiError(
      await server.request("POST", `/api/account/sessions/${marker}/end`),
      404,
      apiMessages.notFound,
    );
    await expectApiError(await server.request("GET", `/api/auth/${marker}`), 404, apiMessages.notFound);
  });

  it("answers an address with a broken escape with a 400 that does not repeat it", async () => {
    await expectApiError(await server.request("GET", `/api/%zz${marker}`), 400, apiMessages.badAddress);
    const page = await fetch(`${server.url}/%zz${marker}`);
    expect(page.status).toBe(400);
    expect(page.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await page.text()).toBe(apiMessages.badAddress);
  });

  it("answers bodies it cannot take (413, 415, 400) in the same shape, without echoing them", async () => {
    const oversized = await fetch(`${server.url}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: marker.repeat(20_000) }),
    });
    await expectApiError(oversized, 413, apiMessages.bodyTooLarge);
    const wrongType = await fetch(`${server.url}/api/contact`, {
      method: "POST",
      headers: { "content-type": "text/x-echo-marker" },
      body: marker,
    });
    await expectApiError(wrongType, 415, apiMessages.unsupportedMediaType);
    const malformed = await fetch(`${server.url}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: `{"name": "${marker}`,
    });
    await expectApiError(malformed, 400, apiMessages.malformedJson);
  });
});
