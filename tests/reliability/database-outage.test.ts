import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  privatePostgresUnavailableReason,
  startPrivatePostgres,
  type PrivatePostgres,
} from "../support/private-postgres.ts";
import { newAccount } from "../support/auth-helpers.ts";
import { humanMeta } from "../support/forms.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

const skipReason = privatePostgresUnavailableReason();
if (skipReason) console.log(`[reliability] SKIPPED database outage tests: ${skipReason}`);

describe.skipIf(skipReason)("PostgreSQL outage", () => {
  let postgres: PrivatePostgres;
  let server: TestServer;
  beforeAll(async () => {
    postgres = await startPrivatePostgres();
    server = await startTestServer(
      {
        DATABASE_URL: postgres.url,
        FORM_MIN_FILL_MS: "0",
        FORM_RATE_LIMIT: "1000000",
        AUTH_REGISTER_MAX_PER_IP: "1000000",
      },
      { captureLogs: true },
    );
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

  const contact = (n: number) => ({
    name: "Outage Tester",
    email: "outage@example.org",
    organization: "",
    subject: `During the outage ${n}`,
    message: "Sent while the database was down.",
    category: "general",
    ...humanMeta,
  });

  it("writes during the outage get a JSON 503 within a bounded time, nothing hangs, and writing resumes by itself", async () => {
    const before = await server.request("POST", "/api/auth/register", { body: newAccount() });
    expect(before.status).toBe(201);
    const { token } = (await before.json()) as { token: string };

    // Traffic while the database goes away: every answer is a 201 (before) or a 503 (after), never a 500 or a hang.
    let sending = true;
    const answers: { status: number; ms: number; body: string }[] = [];
    const traffic = Promise.all(
      Array.from({ length: 4 }, async (_, worker) => {
        for (let n = 0; sending; n++) {
          const started = Date.now();
          const response = await server.request("POST", "/api/contact", {
            body: contact(worker * 10_000 + n),
          });
          answers.push({ status: response.status, ms: Date.now() - started, body: await response.text() });
          if (response.status === 503) await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    postgres.stop();

    // Each kind of write, while the database is down.
    const registration = newAccount();
    const writes = [
      server.request("POST", "/api/contact", { body: contact(-1) }),
      server.request("POST", "/api/careers/apply", {
        body: {
          name: "Rosalind Franklin",
          email: "rosalind@example.org",
          position: "genomic-systems-architect",
          experience: "senior",
          coverLetter: "Sent during the outage.",
          ...humanMeta,
        },
      }),
      server.request("POST", "/api/newsletter", { body: { email: "news@example.org", ...humanMeta } }),
      server.request("POST", "/api/auth/register", { body: registration }),
      server.request("POST", "/api/auth/login", {
        body: { email: "someone@example.org", password: "whatever-1" },
      }),
      server.request("GET", "/api/auth/me", { headers: { authorization: `Bearer ${token}` } }),
    ];
    const started = Date.now();
    const responses = await Promise.all(writes);
    const waited = Date.now() - started;
    for (const response of responses) {
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("5");
      expect(await response.json()).toEqual({ message: expect.stringContaining("temporarily unavailable") });
    }
    // Bounded: the pool's connection timeout (5 s) answers them, far below the 15 s request timeout.
    expect(waited).toBeLessThan(15_000);

    await new Promise((resolve) => setTimeout(resolve, 1_000));
    postgres.start();
    // Recovery without a restart: the same server stores again, and the session made before the outage still works.
    let status = 0;
    for (let attempt = 0; attempt < 60 && status !== 201; attempt++) {
      status = (await server.request("POST", "/api/contact", { body: contact(-2) })).status;
      if (status !== 201) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(status).toBe(201);
    sending = false;
    await traffic;
    expect(
      (await server.request("GET", "/api/auth/me", { headers: { authorization: `Bearer ${token}` } })).status,
    ).toBe(200);

    const statuses = new Set(answers.map((answer) => answer.status));
    expect([...statuses].every((code) => code === 201 || code === 503)).toBe(true);
    expect(answers.some((answer) => answer.status === 503)).toBe(true);
    expect(Math.max(...answers.map((answer) => answer.ms))).toBeLessThan(15_000);
    for (const answer of answers.filter((a) => a.status === 503))
      expect(JSON.parse(answer.body)).toEqual({
        message: expect.stringContaining("temporarily unavailable"),
      });

    // The log names each failure (a summary: code and message), never what the requests carried.
    const log = server.logText();
    const carried = [
      "outage@example.org",
      "Sent while the database was down",
      "rosalind@example.org",
      "Sent during the outage",
      "news@example.org",
      registration.email,
      registration.password,
      "someone@example.org",
      "whatever-1",
      token,
    ];
    for (const value of carried) expect(log).not.toContain(value);
    expect(log).not.toContain("$argon2");
    expect(log).not.toContain("params");
    const summaries = log
      .split("\n")
      .filter(Boolean)
      .map(
        (line) =>
          JSON.parse(line) as { msg: string; err?: { type?: string; code?: string; message?: string } },
      )
      .filter((line) => line.msg === "database unavailable");
    expect(summaries.length).toBeGreaterThanOrEqual(6);
    for (const line of summaries)
      expect(line.err).toEqual(expect.objectContaining({ type: "DatabaseError" }));
    const codes = new Set(summaries.map((line) => line.err?.code ?? line.err?.message));

    console.log(
      `[reliability] outage: ${answers.length} contact posts during traffic, ${answers.filter((a) => a.status === 503).length} got 503, ` +
        `slowest ${Math.max(...answers.map((a) => a.ms))} ms; 6 writes during the outage answered 503 in ${waited} ms; ` +
        `${summaries.length} database errors logged as summaries (${[...codes].join(", ")}), no request value in the log`,
    );
  }, 120_000);
});
