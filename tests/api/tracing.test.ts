import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startOtlpReceiver } from "../support/otlp-receiver.ts";
import { startServerProcess } from "../support/server-process.ts";
import { copyPgliteTemplate } from "../support/template-database.ts";
import { eventually } from "../support/smtp-sink.ts";
import { databaseLabel } from "../support/test-database.ts";
import { startTestServer } from "../support/test-server.ts";

const ENTRY_ID = "0b6f9e62-2d0f-4a4e-9a57-1f3c8d2b7e10";
const TRACING_PACKAGES = /\/node_modules\/(@fastify\/otel|@opentelemetry\/(sdk-trace|exporter-trace))/;

describe(`OpenTelemetry traces on ${databaseLabel()}`, () => {
  it("with OTEL_EXPORTER_OTLP_ENDPOINT, sends a span per request to the collector: route pattern, no query, no error text", async () => {
    const receiver = await startOtlpReceiver();
    const server = await startTestServer({ OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url });
    try {
      const answer = await server.request("GET", `/api/staff/inbox/contact/${ENTRY_ID}?q=secret-search`);
      expect(answer.status).toBe(401);
      expect((await server.request("GET", "/api/health")).status).toBe(200);
    } finally {
      // Closing the app sends the spans still buffered.
      await server.close();
    }
    try {
      await eventually(() => receiver.spans.some((span) => span.name === "request"), "a request span");
      const request = receiver.spans.find(
        (span) => span.name === "request" && span.attributes["http.route"] === "/api/staff/inbox/:kind/:id",
      );
      expect(request).toBeDefined();
      expect(request!.service).toBe("verdant-collective");
      expect(request!.attributes["http.request.method"]).toBe("GET");
      expect(request!.attributes["http.response.status_code"]).toBe(401);
      expect(request!.attributes["url.path"]).toBe(`/api/staff/inbox/contact/${ENTRY_ID}`);
      // Health checks are left out; no span carries the query string or an error's message.
      expect(receiver.spans.some((span) => span.attributes["http.route"] === "/api/health")).toBe(false);
      const everything = JSON.stringify(receiver.spans);
      expect(everything).not.toContain("secret-search");
      // The 401 was thrown as an error: the span says so, without the error's message.
      expect(request!.status.code).toBe(2);
      for (const span of receiver.spans) expect(span.status.message ?? "").toBe("");
    } finally {
      await receiver.close();
    }
  });
});

describe("what the server process loads", { timeout: 120_000 }, () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "verdant-imports-"));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const recorder = path.resolve("tests/support/record-imports.ts");

  /** Starts the real server with `env`, asks it for a page, stops it; the module URLs it resolved. */
  async function importsOf(env: Record<string, string>): Promise<string[]> {
    const file = path.join(dataDir, "imports.txt");
    await copyPgliteTemplate(path.join(dataDir, "data"));
    const server = await startServerProcess({
      DATA_DIR: path.join(dataDir, "data"),
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --import ${recorder}`.trim(),
      RECORD_IMPORTS_TO: file,
      ...env,
    });
    expect((await fetch(`${server.url}/`)).status).toBe(200);
    expect(await server.stop()).toBe(0);
    return fs.readFileSync(file, "utf8").split("\n");
  }

  it("loads no OpenTelemetry package and no prom-client unless told to", async () => {
    const plain = await importsOf({});
    expect(plain.some((url) => url.includes("/server/app.ts"))).toBe(true);
    expect(plain.filter((url) => TRACING_PACKAGES.test(url))).toEqual([]);
    expect(plain.filter((url) => /\/node_modules\/(prom-client|@opentelemetry)\//.test(url))).toEqual([]);

    // The same check sees them when tracing is on (nothing listens there: the spans are simply dropped).
    const traced = await importsOf({ OTEL_EXPORTER_OTLP_ENDPOINT: "http://127.0.0.1:9" });
    expect(traced.some((url) => url.includes("/node_modules/@fastify/otel/"))).toBe(true);
    expect(traced.some((url) => url.includes("/node_modules/@opentelemetry/sdk-trace-node/"))).toBe(true);
  });
});
