import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newAccount } from "../support/auth-helpers.ts";
import { humanMeta } from "../support/forms.ts";
import {
  postgresUnavailableReason,
  startSharedPostgres,
  type SharedPostgres,
} from "../support/reliability-postgres.ts";
import { startServerProcess, type ServerProcess } from "../support/server-process.ts";

// Two server processes, one PostgreSQL database: sessions and rate-limit counters live in the database, so
// whichever process answers, a visitor sees the same state.
const skipReason = postgresUnavailableReason();
if (skipReason) console.log(`[reliability] SKIPPED two-server tests: ${skipReason}`);

describe.skipIf(skipReason)("two servers sharing one PostgreSQL database", () => {
  let postgres: SharedPostgres;
  let a: ServerProcess;
  let b: ServerProcess;
  beforeAll(async () => {
    postgres = await startSharedPostgres();
    const env = {
      DATABASE_URL: postgres.url,
      FORM_MIN_FILL_MS: "0",
      FORM_RATE_LIMIT: "3",
      AUTH_LOGIN_MAX_FAILURES: "4",
      // One trusted hop, so each login below can come from an address of its own (X-Forwarded-For).
      TRUST_PROXY: "1",
    };
    // Started together: both run the migrations at once, which the advisory lock serialises.
    [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  }, 120_000);
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await postgres?.destroy();
  });

  const post = (
    server: ServerProcess,
    urlPath: string,
    body: unknown,
    headers: Record<string, string> = {},
  ) =>
    fetch(server.url + urlPath, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
    });
  const me = (server: ServerProcess, token: string) =>
    fetch(`${server.url}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });

  it("a session made on one server works on the other, and logout on either ends it on both", async () => {
    expect(a.url).not.toBe(b.url);
    const account = newAccount();
    const registered = await post(a, "/api/auth/register", account);
    expect(registered.status).toBe(201);
    const { token, user } = (await registered.json()) as {
      token: string;
      user: { id: string; email: string };
    };

    const onB = await me(b, token);
    expect(onB.status).toBe(200);
    expect(await onB.json()).toEqual({ user: { ...user, role: "visitor" } });

    const logout = await post(b, "/api/auth/logout", {}, { authorization: `Bearer ${token}` });
    expect(logout.status).toBe(204);
    expect((await me(a, token)).status).toBe(401);
    expect((await me(b, token)).status).toBe(401);

    // Revoked on A, refused by B.
    const login = await post(b, "/api/auth/login", { email: account.email, password: account.password });
    expect(login.status).toBe(200);
    const second = ((await login.json()) as { token: string }).token;
    expect((await me(a, second)).status).toBe(200);
    expect((await post(a, "/api/auth/logout", {}, { authorization: `Bearer ${second}` })).status).toBe(204);
    expect((await me(b, second)).status).toBe(401);
  });

  it("failed-login limits count attempts on both servers together", async () => {
    const account = newAccount();
    expect((await post(a, "/api/auth/register", account)).status).toBe(201);
    const wrong = { email: account.email, password: "not-the-password" };
    const from = (n: number) => ({ "x-forwarded-for": `203.0.113.${n}` });
    // Four attempts allowed per account, spread over the two servers and four addresses (so no address and account
    // pair reaches its delay); the fifth is refused by either, even with the right password from a new address.
    for (const [n, server] of [a, b, a, b].entries())
      expect((await post(server, "/api/auth/login", wrong, from(n + 1))).status).toBe(401);
    const blockedOnA = await post(a, "/api/auth/login", wrong, from(5));
    const blockedOnB = await post(
      b,
      "/api/auth/login",
      { email: account.email, password: account.password },
      from(6),
    );
    expect(blockedOnA.status).toBe(429);
    expect(blockedOnB.status).toBe(429);
    expect(blockedOnB.headers.get("retry-after")).toMatch(/^\d+$/);
  });

  it("one address guessing one account waits on both servers after its third failure", async () => {
    const account = newAccount();
    expect((await post(a, "/api/auth/register", account)).status).toBe(201);
    const wrong = { email: account.email, password: "not-the-password" };
    const from = { "x-forwarded-for": "198.51.100.7" };
    // Two failures are free; the third one starts the pair's wait, whichever server counted them.
    for (const server of [a, b, a])
      expect((await post(server, "/api/auth/login", wrong, from)).status).toBe(401);
    const delayed = await post(b, "/api/auth/login", wrong, from);
    expect(delayed.status).toBe(429);
    expect(Number(delayed.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another address is not slowed by that pair's delay.
    const other = { "x-forwarded-for": "198.51.100.8" };
    expect((await post(b, "/api/auth/login", account, other)).status).toBe(200);
  });

  it("form rate limits count submissions on both servers together", async () => {
    const message = (n: number) => ({
      name: "Grace Hopper",
      email: "grace@example.org",
      organization: "",
      subject: `Shared limit ${n}`,
      message: "Counting across servers.",
      category: "general",
      ...humanMeta,
    });
    const statuses = [];
    for (const [n, server] of [a, b, a, b].entries())
      statuses.push((await post(server, "/api/contact", message(n))).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
  });
});
