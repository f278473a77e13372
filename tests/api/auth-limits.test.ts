import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { passwordChecks } from "../../server/auth/passwords.ts";
import { bearer, cookieOf, newAccount, query, registerAccount } from "../support/auth-helpers.ts";
import { databaseLabel } from "../support/test-database.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

// Lowered limits; TRUST_PROXY lets each test speak from its own client address through X-Forwarded-For.
describe(`accounts API brute-force limits on ${databaseLabel()}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      TRUST_PROXY: "1",
      AUTH_LOGIN_MAX_FAILURES: "3",
      AUTH_LOGIN_WINDOW_MINUTES: "15",
      AUTH_REGISTER_MAX_PER_IP: "2",
      AUTH_REGISTER_WINDOW_MINUTES: "60",
    });
  });
  afterAll(async () => {
    await server.close();
  });

  const from = (ip: string) => ({ "x-forwarded-for": ip });
  const login = (body: unknown, ip: string, cookie = "") =>
    server.request("POST", "/api/auth/login", {
      body,
      headers: { ...from(ip), ...(cookie ? { cookie } : {}) },
    });

  it("limits failed logins per account for browsers that never signed in: after 3 failures even the right password gets 429 with Retry-After", async () => {
    const { account } = await registerAccount(server, {}, from("198.51.100.1"));
    for (let attempt = 1; attempt <= 3; attempt++) {
      // Each failure from a different address: the account's own counter is what stops the fourth.
      const response = await login({ email: account.email, password: "wrong-guess" }, `203.0.113.${attempt}`);
      expect(response.status).toBe(401);
    }
    const blocked = await login({ email: account.email, password: account.password }, "203.0.113.50");
    expect(blocked.status).toBe(429);
    const retryAfter = Number(blocked.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(await blocked.json()).toEqual({
      message: "Too many sign-in attempts. Please try again in 15 minutes.",
    });
  });

  it("limits failed logins per IP address, across accounts and unknown emails alike", async () => {
    const { account } = await registerAccount(server, {}, from("198.51.100.2"));
    const ip = "203.0.113.99";
    for (let attempt = 1; attempt <= 3; attempt++) {
      const response = await login({ email: `nobody${attempt}@example.org`, password: "guess" }, ip);
      expect(response.status).toBe(401);
    }
    const blocked = await login({ email: account.email, password: account.password }, ip);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get("retry-after")).toMatch(/^\d+$/);
    // The same account still signs in from elsewhere.
    expect((await login({ email: account.email, password: account.password }, "203.0.113.100")).status).toBe(
      200,
    );
  });

  it("does not count successful logins: the owner's device keeps signing in after failures from another address", async () => {
    const { account, deviceCookie } = await registerAccount(server, {}, from("198.51.100.3"));
    const ip = "192.0.2.10";
    for (let round = 0; round < 3; round++) {
      expect((await login({ email: account.email, password: "wrong" }, ip)).status).toBe(401);
      const response = await login(
        { email: account.email, password: account.password },
        `192.0.2.${20 + round}`,
        deviceCookie,
      );
      expect(response.status).toBe(200);
    }
    for (let i = 0; i < 5; i++) {
      const response = await login(
        { email: account.email, password: account.password },
        "192.0.2.30",
        deviceCookie,
      );
      expect(response.status).toBe(200);
    }
  });

  it("300 parallel wrong passwords and the right one from one address: at most 3 password checks, one at a time, the rest 429", async () => {
    const { account } = await registerAccount(server, {}, from("198.51.100.4"));
    const ip = "203.0.113.200";
    const before = passwordChecks.started;
    passwordChecks.mostAtOnce = 0;
    const attempts = Array.from({ length: 300 }, (_, n) => ({
      email: account.email,
      password: `guess-${n}`,
    }));
    attempts.splice(150, 0, { email: account.email, password: account.password });
    const statuses = await Promise.all(attempts.map(async (body) => (await login(body, ip)).status));
    const checks = passwordChecks.started - before;
    const answered = statuses.filter((status) => status === 401 || status === 200).length;
    expect(checks).toBeGreaterThan(0);
    expect(checks).toBeLessThanOrEqual(3);
    expect(answered).toBe(checks);
    expect(statuses.filter((status) => status === 429)).toHaveLength(301 - checks);
    expect(passwordChecks.mostAtOnce).toBe(1);
    // Afterwards the address is held to the limit. When the right password was among the attempts checked (their
    // order is the scheduler's), its success gave its slot back: the failures it left are topped up to the limit
    // first. Then the next attempt, right password or not, is refused without a check.
    const failures = statuses.filter((status) => status === 401).length;
    for (let n = failures; n < 3; n++) {
      expect((await login({ email: account.email, password: `late-${n}` }, ip)).status).toBe(401);
    }
    expect((await login({ email: account.email, password: account.password }, ip)).status).toBe(429);
    expect(passwordChecks.started - before).toBe(checks + Math.max(0, 3 - failures));
  });

  it("an attacker's failures from many addresses do not stop the owner's device from signing in", async () => {
    const { account, deviceCookie } = await registerAccount(server, {}, from("198.51.100.5"));
    const other = await registerAccount(server, {}, from("198.51.100.6"));
    const statuses: number[] = [];
    for (let n = 1; n <= 10; n++) {
      statuses.push((await login({ email: account.email, password: `guess-${n}` }, `203.0.114.${n}`)).status);
    }
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(statuses.slice(3).every((status) => status === 429)).toBe(true);
    // Without the owner's device cookie even the right password is refused (another account's cookie is no help)...
    expect((await login({ email: account.email, password: account.password }, "203.0.114.50")).status).toBe(
      429,
    );
    expect(
      (await login({ email: account.email, password: account.password }, "203.0.114.51", other.deviceCookie))
        .status,
    ).toBe(429);
    // ...while the owner's browser signs in, from home or from the attacker's own address.
    const owner = await login(
      { email: account.email, password: account.password },
      "198.51.100.5",
      deviceCookie,
    );
    expect(owner.status).toBe(200);
    const renewed = cookieOf(owner, "vc_device");
    expect(renewed).toMatch(/^vc_device=[A-Za-z0-9_-]{43}$/);
    expect(
      (await login({ email: account.email, password: account.password }, "203.0.114.1", renewed)).status,
    ).toBe(200);
  });

  it("a device cookie is HttpOnly, SameSite=Lax, long-lived, scoped to /api/auth, stored only as a hash", async () => {
    const response = await server.request("POST", "/api/auth/register", {
      body: newAccount(),
      headers: from("198.51.100.7"),
    });
    const header = response.headers.getSetCookie().find((value) => value.startsWith("vc_device="))!;
    expect(header).toContain("HttpOnly");
    expect(header).toContain("SameSite=Lax");
    expect(header).toContain("Path=/api/auth");
    expect(header).toContain(`Max-Age=${365 * 86_400}`);
    // PUBLIC_ORIGIN is not https here: no Secure flag (with an https origin it is set).
    expect(header).not.toContain("Secure");
    const secret = header.split(";")[0]!.slice("vc_device=".length);
    const { user } = (await response.json()) as { user: { id: string } };
    const rows = await query<{ token_hash: string }>(
      server,
      sql`select token_hash from trusted_devices where user_id = ${user.id}`,
    );
    expect(rows).toEqual([{ token_hash: createHash("sha256").update(secret).digest("hex") }]);
  });

  it("a device that guesses wrong too often is trusted no more", async () => {
    const { account, deviceCookie } = await registerAccount(server, {}, from("198.51.100.8"));
    // Lock the account for unknown browsers first.
    for (let n = 1; n <= 3; n++) await login({ email: account.email, password: "x-guess" }, `203.0.115.${n}`);
    for (let n = 1; n <= 3; n++) {
      expect(
        (await login({ email: account.email, password: "wrong" }, "198.51.100.8", deviceCookie)).status,
      ).toBe(401);
    }
    const stolen = await login(
      { email: account.email, password: account.password },
      "198.51.100.8",
      deviceCookie,
    );
    expect(stolen.status).toBe(429);
  });

  it("limits registrations per IP address with 429 and Retry-After", async () => {
    const ip = "198.51.100.77";
    for (let i = 0; i < 2; i++) {
      const response = await server.request("POST", "/api/auth/register", {
        body: newAccount(),
        headers: from(ip),
      });
      expect(response.status).toBe(201);
    }
    const blocked = await server.request("POST", "/api/auth/register", {
      body: newAccount(),
      headers: from(ip),
    });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(59 * 60);
    expect(await blocked.json()).toEqual({
      message: "Too many accounts created from this network. Please try again in 60 minutes.",
    });
    const elsewhere = await server.request("POST", "/api/auth/register", {
      body: newAccount(),
      headers: from("198.51.100.78"),
    });
    expect(elsewhere.status).toBe(201);
    const { token } = (await elsewhere.json()) as { token: string };
    expect((await server.request("GET", "/api/auth/me", { headers: bearer(token) })).status).toBe(200);
  });
});

describe(`growing delays for one account and address pair on ${databaseLabel()}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    // Roomy address and account limits, so only the pair's delay is at work.
    server = await startTestServer({ TRUST_PROXY: "1", AUTH_LOGIN_MAX_FAILURES: "100" });
  });
  afterAll(async () => {
    await server.close();
  });

  const login = (body: unknown, ip: string, cookie = "") =>
    server.request("POST", "/api/auth/login", {
      body,
      headers: { "x-forwarded-for": ip, ...(cookie ? { cookie } : {}) },
    });
  // Stands in for the wait running out, without a timed test.
  const endTheWait = () =>
    server.database.db.execute(sql`update login_throttle set next_allowed_at = now() - interval '1 second'`);

  it("two failures are free, then the pair waits 30 s, 60 s, 120 s...; other addresses and the owner's device are not slowed", async () => {
    const { account, deviceCookie } = await registerAccount(server);
    const ip = "203.0.116.1";
    const wrong = { email: account.email, password: "wrong" };
    for (let n = 0; n < 3; n++) expect((await login(wrong, ip)).status).toBe(401);

    const waits: number[] = [];
    for (let round = 0; round < 3; round++) {
      const refused = await login(wrong, ip);
      expect(refused.status).toBe(429);
      waits.push(Number(refused.headers.get("retry-after")));
      await endTheWait();
      expect((await login(wrong, ip)).status).toBe(401);
    }
    expect(waits[0]).toBeGreaterThan(0);
    expect(waits[0]).toBeLessThanOrEqual(30);
    expect(waits[1]).toBeGreaterThan(30);
    expect(waits[1]).toBeLessThanOrEqual(60);
    expect(waits[2]).toBeGreaterThan(60);
    expect(waits[2]).toBeLessThanOrEqual(120);

    // The same address, the right password, no device cookie: still waiting.
    expect((await login({ email: account.email, password: account.password }, ip)).status).toBe(429);
    // Another address, or the owner's device at that very address: signed in.
    expect((await login({ email: account.email, password: account.password }, "203.0.116.2")).status).toBe(
      200,
    );
    expect((await login({ email: account.email, password: account.password }, ip, deviceCookie)).status).toBe(
      200,
    );
  });
});
