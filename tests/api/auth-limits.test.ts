import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, newAccount, registerAccount } from "../support/auth-helpers.ts";
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
  const login = (body: unknown, ip: string) =>
    server.request("POST", "/api/auth/login", { body, headers: from(ip) });

  it("limits failed logins per account: after 3 failures even the right password gets 429 with Retry-After", async () => {
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

  it("does not count successful logins, and a success clears the account's failures", async () => {
    const { account } = await registerAccount(server, {}, from("198.51.100.3"));
    const ip = "192.0.2.10";
    for (let round = 0; round < 3; round++) {
      expect((await login({ email: account.email, password: "wrong" }, ip)).status).toBe(401);
      expect(
        (await login({ email: account.email, password: account.password }, `192.0.2.${20 + round}`)).status,
      ).toBe(200);
    }
    for (let i = 0; i < 5; i++) {
      expect((await login({ email: account.email, password: account.password }, "192.0.2.30")).status).toBe(
        200,
      );
    }
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
