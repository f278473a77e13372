import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  privatePostgresUnavailableReason,
  startPrivatePostgres,
  type PrivatePostgres,
} from "../support/private-postgres.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

const skipReason = privatePostgresUnavailableReason();
if (skipReason) console.log(`[reliability] SKIPPED database outage tests: ${skipReason}`);

describe.skipIf(skipReason)("PostgreSQL outage", () => {
  let postgres: PrivatePostgres;
  let server: TestServer;
  beforeAll(async () => {
    postgres = await startPrivatePostgres();
    server = await startTestServer({ DATABASE_URL: postgres.url });
  }, 60_000);
  afterAll(async () => {
    await server?.close().catch(() => {});
    postgres?.destroy();
  });

  it("reports 503 within a bounded time while the database is down, and recovers without a restart", async () => {
    expect((await server.request("GET", "/api/health")).status).toBe(200);

    postgres.stop();
    const started = Date.now();
    const down = await server.request("GET", "/api/health");
    const waited = Date.now() - started;
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ message: expect.stringContaining("temporarily unavailable") });
    // Bounded: the health check gives up after its own timeout instead of hanging.
    expect(waited).toBeLessThan(10_000);

    postgres.start();
    let status = 0;
    for (let attempt = 0; attempt < 40 && status !== 200; attempt++) {
      status = (await server.request("GET", "/api/health")).status;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(status).toBe(200);
  }, 60_000);
});
