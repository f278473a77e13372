import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountMessages, type AccountSessions } from "../../contract/account.ts";
import { authMessages } from "../../contract/auth.ts";
import { bearer, query, registerAccount } from "../support/auth-helpers.ts";
import { addPasskey, passkeyOrigin, passkeySignIn } from "../support/passkey-helpers.ts";
import { signIn } from "../support/soft-authenticator.ts";
import { databaseLabel } from "../support/test-database.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

const FIREFOX = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";
const SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";

// The signed-in person's own sessions and password (/api/account).
describe(`account API on ${databaseLabel()}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ AUTH_REGISTER_MAX_PER_IP: "1000", AUTH_LOGIN_MAX_FAILURES: "1000" });
  });
  afterAll(async () => {
    await server.close();
  });

  const login = async (email: string, password: string, userAgent = SAFARI) => {
    const response = await server.request("POST", "/api/auth/login", {
      body: { email, password },
      headers: { "user-agent": userAgent },
    });
    return { status: response.status, token: ((await response.json()) as { token?: string }).token ?? "" };
  };
  const sessionsOf = async (token: string) => {
    const response = await server.request("GET", "/api/account/sessions", { headers: bearer(token) });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    return ((await response.json()) as AccountSessions).sessions;
  };
  const me = async (token: string) =>
    (await server.request("GET", "/api/auth/me", { headers: bearer(token) })).status;

  it("answers 401 without a live session on every route", async () => {
    for (const [method, path] of [
      ["GET", "/api/account/sessions"],
      ["POST", "/api/account/sessions/7c9e6679-7425-40de-944b-e07fc1f90ae7/end"],
      ["POST", "/api/account/sessions/end-others"],
      ["POST", "/api/account/password"],
    ] as const) {
      const response = await server.request(method, path, { headers: bearer("x".repeat(43)) });
      expect(response.status, `${method} ${path}`).toBe(401);
    }
  });

  it("lists each device with its browser and times, ends one, then every other", async () => {
    const { account, token } = await registerAccount(server, {}, { "user-agent": FIREFOX });
    const phone = await login(account.email, account.password);
    const third = await login(account.email, account.password, "curl/8.5.0");

    const sessions = await sessionsOf(token);
    expect(sessions).toHaveLength(3);
    expect(sessions.map((session) => session.device).sort()).toEqual(
      ["Firefox on Windows", "Safari on iOS", null].sort(),
    );
    expect(sessions.filter((session) => session.current)).toHaveLength(1);
    expect(sessions.find((session) => session.current)!.device).toBe("Firefox on Windows");
    for (const session of sessions) {
      expect(session.signedInAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
      expect(session.lastSeenAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    }
    // The User-Agent itself is never stored.
    const stored = await query<{ device: string | null }>(server, sql`select device from sessions`);
    expect(stored.map((row) => row.device).join(" ")).not.toContain("Mozilla");

    const phoneSession = sessions.find((session) => session.device === "Safari on iOS")!;
    const ended = await server.request("POST", `/api/account/sessions/${phoneSession.id}/end`, {
      headers: bearer(token),
    });
    expect(ended.status).toBe(204);
    expect(await me(phone.token)).toBe(401);
    const again = await server.request("POST", `/api/account/sessions/${phoneSession.id}/end`, {
      headers: bearer(token),
    });
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ message: accountMessages.sessionNotFound });

    // Another account's session is not yours to end.
    const other = await registerAccount(server);
    const [otherSession] = await sessionsOf(other.token);
    const foreign = await server.request("POST", `/api/account/sessions/${otherSession!.id}/end`, {
      headers: bearer(token),
    });
    expect(foreign.status).toBe(404);
    expect(await me(other.token)).toBe(200);
    expect(
      (await server.request("POST", "/api/account/sessions/not-a-uuid/end", { headers: bearer(token) }))
        .status,
    ).toBe(404);

    const others = await server.request("POST", "/api/account/sessions/end-others", {
      headers: bearer(token),
    });
    expect(others.status).toBe(200);
    expect(await others.json()).toEqual({ ended: 1 });
    expect(await me(third.token)).toBe(401);
    expect(await me(token)).toBe(200);
    expect(await sessionsOf(token)).toHaveLength(1);
  });

  it("changes the password with the current one: the other sessions end, this one stays, a notice goes out", async () => {
    const { account, token } = await registerAccount(server);
    const elsewhere = await login(account.email, account.password);
    const change = (body: Record<string, unknown>, session = token) =>
      server.request("POST", "/api/account/password", { body, headers: bearer(session) });

    const missing = await change({ newPassword: "a-new-secret-2026" });
    expect(missing.status).toBe(400);
    expect((await missing.json()).message).toBe(accountMessages.currentPasswordRequired);
    const wrong = await change({ currentPassword: "not-it", newPassword: "a-new-secret-2026" });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).message).toBe(accountMessages.currentPasswordWrong);
    const weak = await change({ currentPassword: account.password, newPassword: "Verdant-Collective-2026" });
    expect(weak.status).toBe(400);
    expect((await weak.json()).message).toBe(authMessages.commonPassword);
    const short = await change({ currentPassword: account.password, newPassword: "abc" });
    expect(short.status).toBe(400);
    expect((await short.json()).message).toBe(authMessages.passwordTooShort);

    const done = await change({ currentPassword: account.password, newPassword: "a-new-secret-2026" });
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ message: accountMessages.passwordChanged });
    expect(await me(token)).toBe(200);
    expect(await me(elsewhere.token)).toBe(401);
    expect((await login(account.email, account.password)).status).toBe(401);
    expect((await login(account.email, "a-new-secret-2026")).status).toBe(200);
    const notices = await query<{ n: number }>(
      server,
      sql`select count(*)::int as n from mail_outbox where kind = 'password-changed' and recipients = ${account.email}`,
    );
    expect(notices[0]!.n).toBe(1);
  });

  it("limits password changes per account, under parallel requests", async () => {
    const { account, token } = await registerAccount(server);
    const statuses = await Promise.all(
      Array.from({ length: 12 }, () =>
        server
          .request("POST", "/api/account/password", {
            body: { currentPassword: "wrong-guess", newPassword: "a-new-secret-2026" },
            headers: bearer(token),
          })
          .then((response) => response.status),
      ),
    );
    expect(statuses.filter((status) => status === 400)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
    expect((await login(account.email, account.password)).status).toBe(200);
  });

  describe("a first password, on an account that has none", () => {
    /** An account whose only ways in are a passkey and its session, signed in `minutesAgo`. */
    async function passkeyOnly(minutesAgo: number) {
      const { account, token, user } = await registerAccount(server);
      const { passkey } = await addPasskey(server, token, "Laptop");
      await query(server, sql`update users set password_hash = null where id = ${user.id}`);
      await query(
        server,
        sql`update sessions set created_at = now() - make_interval(mins => ${minutesAgo}) where user_id = ${user.id}`,
      );
      return { account, token, passkey };
    }
    const setPassword = (token: string, body: Record<string, unknown>) =>
      server.request("POST", "/api/account/password", { body, headers: bearer(token) });
    const confirmOptions = async (token: string) => {
      const response = await server.request("POST", "/api/account/passkeys/confirm/options", {
        headers: bearer(token),
      });
      expect(response.status).toBe(200);
      return (await response.json()) as Record<string, unknown>;
    };

    it("is refused to a session older than a few minutes, without a passkey's confirmation", async () => {
      const { account, token } = await passkeyOnly(11);
      const stale = await setPassword(token, { newPassword: "a-first-secret-2026" });
      expect(stale.status).toBe(403);
      expect(await stale.json()).toEqual({ message: accountMessages.signInAgainToSetPassword });
      expect((await login(account.email, "a-first-secret-2026")).status).toBe(401);
    });

    it("is set on that old session when one of the account's passkeys confirms; a spent challenge does not", async () => {
      const { account, token, passkey } = await passkeyOnly(60);
      const origin = passkeyOrigin(server);
      const options = await confirmOptions(token);
      const confirmed = await setPassword(token, {
        newPassword: "a-first-secret-2026",
        passkey: signIn(passkey, options, { origin }),
      });
      expect(confirmed.status).toBe(200);
      expect(await confirmed.json()).toEqual({ message: accountMessages.passwordChanged });
      expect((await login(account.email, "a-first-secret-2026")).status).toBe(200);

      const replayed = await setPassword(token, {
        currentPassword: "wrong-on-purpose",
        newPassword: "a-second-secret-2026",
        passkey: signIn(passkey, options, { origin }),
      });
      expect(replayed.status).toBe(400);
      expect((await replayed.json()).message).toBe(accountMessages.passkeyNotConfirmed);
    });

    it("is set without more by a sign-in minutes old (here with the passkey)", async () => {
      const { account, passkey } = await passkeyOnly(60);
      const signedIn = await passkeySignIn(server, passkey);
      expect(signedIn.status).toBe(200);
      const { token: fresh } = (await signedIn.json()) as { token: string };
      expect((await setPassword(fresh, { newPassword: "a-first-secret-2026" })).status).toBe(200);
      expect((await login(account.email, "a-first-secret-2026")).status).toBe(200);
    });
  });
});
