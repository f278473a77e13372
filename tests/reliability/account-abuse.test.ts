import { randomBytes } from "node:crypto";
import { OAuth2Server } from "oauth2-mock-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, cookieOf, registerAccount } from "../support/auth-helpers.ts";
import { OWN_ORIGIN, startTestServer, type TestServer } from "../support/test-server.ts";

// Policy under test (docs/security.md): attempts are counted per client IP and per account in a fixed window before
// the password is checked; a refused request is given back and a success gives its attempt back. One address
// guessing one account waits longer after each failure from the third on (at most one window). When the window
// ends the counters start again; browsers that signed in before (device cookie) are not held by others' failures.
// Windows are seconds long here.
// 12 s: long enough that five password checks (argon2id, slow on a busy machine) fit in one window.
const WINDOW_MINUTES = "0.2"; // 12 seconds
const limits = {
  AUTH_LOGIN_MAX_FAILURES: "5",
  AUTH_LOGIN_WINDOW_MINUTES: WINDOW_MINUTES,
  AUTH_REGISTER_MAX_PER_IP: "1000",
};

const login = (server: TestServer, body: unknown, headers: Record<string, string> = {}) =>
  server.request("POST", "/api/auth/login", { body, headers });

/** Retries until the answer is not 429 (the window has passed), at most 45 s; returns the final status. */
async function afterTheWindow(attempt: () => Promise<Response>): Promise<number> {
  const deadline = Date.now() + 45_000;
  for (;;) {
    const response = await attempt();
    if (response.status !== 429 || Date.now() > deadline) return response.status;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

describe("account abuse with TRUST_PROXY=false (the default)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(limits);
  });
  afterAll(async () => {
    await server?.close();
  });

  it("credential stuffing from one IP: 5 guesses, then 429 for every email; the user gets in after the window", async () => {
    const { account } = await registerAccount(server);
    const statuses: number[] = [];
    for (let n = 0; n < 40; n++) {
      const response = await login(server, { email: `victim${n}@example.org`, password: `Password${n}!` });
      statuses.push(response.status);
      if (response.status === 429) expect(response.headers.get("retry-after")).toMatch(/^\d+$/);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5).every((status) => status === 429)).toBe(true);
    console.log(
      `[reliability] abuse: credential stuffing, 40 attempts from one IP, ${statuses.filter((s) => s === 401).length} reached a password check`,
    );
    // Same IP, right password: refused while the IP is blocked, accepted once the window has passed.
    expect((await login(server, { email: account.email, password: account.password })).status).toBe(429);
    expect(
      await afterTheWindow(() => login(server, { email: account.email, password: account.password })),
    ).toBe(200);
  });

  it("forged X-Forwarded-For values are ignored: rotating them does not reset the count", async () => {
    const { account } = await registerAccount(server);
    await afterTheWindow(() => login(server, { email: account.email, password: account.password }));
    const statuses: number[] = [];
    for (let n = 0; n < 12; n++) {
      const response = await login(
        server,
        { email: account.email, password: `guess-${n}` },
        { "x-forwarded-for": `203.0.113.${n + 1}`, "x-real-ip": `198.51.100.${n + 1}` },
      );
      statuses.push(response.status);
    }
    // All from one real address on one account: after three failures the pair's growing delay refuses the rest.
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(statuses.slice(3).every((status) => status === 429)).toBe(true);
    expect(
      await afterTheWindow(() => login(server, { email: account.email, password: account.password })),
    ).toBe(200);
  });

  it("token guessing: random and malformed bearer tokens and one-time codes all get 401, the real session lives on", async () => {
    const { token, user } = await registerAccount(server);
    const guesses = [
      ...Array.from({ length: 300 }, () => randomBytes(32).toString("base64url")),
      token.slice(0, -1) + (token.endsWith("A") ? "B" : "A"),
      token.toUpperCase(),
      "",
      "x",
      "a".repeat(5_000),
      "' or 1=1 --",
      "../../etc/passwd",
      "null",
    ];
    for (const guess of guesses) {
      const me = await server.request("GET", "/api/auth/me", {
        headers: { authorization: `Bearer ${guess}` },
      });
      expect(me.status).toBe(401);
      expect(((await me.json()) as { message: string }).message).toMatch(/sign in/i);
    }
    for (let n = 0; n < 50; n++) {
      const exchange = await server.request("POST", "/api/auth/exchange", {
        body: { code: randomBytes(32).toString("base64url") },
      });
      expect(exchange.status).toBe(401);
    }
    const logout = await server.request("POST", "/api/auth/logout", {
      headers: bearer(randomBytes(32).toString("base64url")),
    });
    expect(logout.status).toBe(401);
    const me = await server.request("GET", "/api/auth/me", { headers: bearer(token) });
    expect(me.status).toBe(200);
    expect(await me.json()).toEqual({ user: { ...user, role: "visitor" } });
    console.log(`[reliability] abuse: ${guesses.length} bearer guesses and 50 code guesses, all 401`);
  });
});

describe("account abuse with TRUST_PROXY=1 (behind one proxy that sets X-Forwarded-For)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ ...limits, TRUST_PROXY: "1" });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("the header is honoured as the client address, yet the per-account limit holds against any number of addresses", async () => {
    const { account } = await registerAccount(server, {}, { "x-forwarded-for": "192.0.2.1" });
    const statuses: number[] = [];
    for (let n = 0; n < 12; n++) {
      const response = await login(
        server,
        { email: account.email, password: `guess-${n}` },
        { "x-forwarded-for": `203.0.113.${n + 1}` },
      );
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5).every((status) => status === 429)).toBe(true);
    // Addresses are told apart: one that made no failed attempt is not blocked for other accounts.
    const other = await registerAccount(server, {}, { "x-forwarded-for": "192.0.2.2" });
    expect(
      (
        await login(
          server,
          { email: other.account.email, password: other.account.password },
          {
            "x-forwarded-for": "192.0.2.99",
          },
        )
      ).status,
    ).toBe(200);
    expect(
      await afterTheWindow(() =>
        login(
          server,
          { email: account.email, password: account.password },
          { "x-forwarded-for": "192.0.2.1" },
        ),
      ),
    ).toBe(200);
  });

  it("an IP blocked for stuffing does not lock the real user out: the right password from their own address works", async () => {
    const { account } = await registerAccount(server, {}, { "x-forwarded-for": "192.0.2.50" });
    const attacker = { "x-forwarded-for": "198.51.100.66" };
    for (let n = 0; n < 5; n++) {
      expect(
        (await login(server, { email: `stuffed${n}@example.org`, password: "hunter2hunter2" }, attacker))
          .status,
      ).toBe(401);
    }
    expect((await login(server, { email: account.email, password: account.password }, attacker)).status).toBe(
      429,
    );
    expect(
      (
        await login(
          server,
          { email: account.email, password: account.password },
          { "x-forwarded-for": "192.0.2.50" },
        )
      ).status,
    ).toBe(200);
  });
});

describe("OAuth replay", () => {
  let provider: OAuth2Server;
  let server: TestServer;
  beforeAll(async () => {
    provider = new OAuth2Server();
    await provider.issuer.keys.generate("RS256");
    await provider.start(0, "127.0.0.1");
    let n = 0;
    provider.service.on("beforeTokenSigning", (token) => {
      n++;
      token.payload.sub = `replay-${n}`;
      token.payload.email = `replay.${Date.now()}.${n}@example.org`;
      token.payload.email_verified = true;
      token.payload.name = "Replay Tester";
    });
    server = await startTestServer({
      ...limits,
      PUBLIC_ORIGIN: OWN_ORIGIN,
      GOOGLE_CLIENT_ID: "verdant-google",
      GOOGLE_CLIENT_SECRET: "google-secret",
      GOOGLE_ISSUER: provider.issuer.url!,
    });
  });
  afterAll(async () => {
    await server?.close();
    await provider?.stop();
  });

  async function startFlow() {
    const start = await fetch(`${server.url}/api/auth/google`, { redirect: "manual" });
    const cookie = (start.headers.get("set-cookie") ?? "").split(";")[0]!;
    const atProvider = await fetch(start.headers.get("location")!, { redirect: "manual" });
    return { cookie, callback: new URL(atProvider.headers.get("location")!) };
  }
  async function callback(url: URL, cookie: string) {
    const response = await fetch(url, { redirect: "manual", headers: cookie ? { cookie } : {} });
    expect(response.status).toBe(302);
    lastBinding = cookieOf(response, "vc_signin");
    return new URL(response.headers.get("location")!, server.url).searchParams;
  }
  let lastBinding = "";

  it("refuses a state from another flow, a callback without its cookie, and a one-time code used twice", async () => {
    const first = await startFlow();
    const second = await startFlow();
    // Second flow's callback with the first flow's cookie: the states differ.
    expect((await callback(second.callback, first.cookie)).get("oauthError")).toBe("failed");
    expect((await callback(first.callback, "")).get("oauthError")).toBe("failed");

    const fresh = await startFlow();
    const params = await callback(fresh.callback, fresh.cookie);
    const code = params.get("code")!;
    expect(code).toBeTruthy();
    const binding = lastBinding;
    const exchange = () =>
      server.request("POST", "/api/auth/exchange", { body: { code }, headers: { cookie: binding } });
    expect((await exchange()).status).toBe(200);
    expect((await exchange()).status).toBe(401);
  });

  it("refuses a replayed callback (same state, same cookie) after the first one signed in", async () => {
    const flow = await startFlow();
    expect((await callback(flow.callback, flow.cookie)).get("code")).toBeTruthy();
    const replay = await callback(flow.callback, flow.cookie);
    expect(replay.get("code")).toBeNull();
    expect(replay.get("oauthError")).toBe("failed");
  });
});
