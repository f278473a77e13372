import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authMessages } from "../../contract/auth.ts";
import { bearer, newAccount, query, registerAccount } from "../support/auth-helpers.ts";
import { databaseLabel } from "../support/test-database.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

describe(`accounts API on ${databaseLabel()}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    // Limits are tested on their own server (auth-limits.test.ts); here they must not get in the way.
    server = await startTestServer({ AUTH_REGISTER_MAX_PER_IP: "1000", AUTH_LOGIN_MAX_FAILURES: "1000" });
  });
  afterAll(async () => {
    await server.close();
  });

  describe("POST /api/auth/register", () => {
    it("creates the account and a session: 201 {token, user} with no internal fields", async () => {
      const account = newAccount({ name: "  Grace Hopper  ", email: "  Grace.Hopper@Example.ORG " });
      const response = await server.request("POST", "/api/auth/register", { body: account });
      expect(response.status).toBe(201);
      expect(response.headers.get("cache-control")).toBe("no-store");
      const body = await response.json();
      expect(Object.keys(body).sort()).toEqual(["token", "user"]);
      expect(body.user).toEqual({
        id: expect.any(String),
        name: "Grace Hopper",
        email: "grace.hopper@example.org",
      });
      expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

      const me = await server.request("GET", "/api/auth/me", { headers: bearer(body.token) });
      expect(me.status).toBe(200);
      // /me also tells the role (new accounts are visitors), so the site can show staff the console link.
      expect(await me.json()).toEqual({ user: { ...body.user, role: "visitor" } });
    });

    it("stores an argon2id hash (m=19456, t=2, p=1) and only the SHA-256 of the token", async () => {
      const { token, user } = await registerAccount(server);
      const [row] = await query<{ password_hash: string }>(
        server,
        sql`select password_hash from users where id = ${user.id}`,
      );
      expect(row!.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      const sessions = await query<{ token_hash: string }>(
        server,
        sql`select token_hash from sessions where user_id = ${user.id}`,
      );
      expect(sessions).toHaveLength(1);
      const { createHash } = await import("node:crypto");
      expect(sessions[0]!.token_hash).toBe(createHash("sha256").update(token).digest("hex"));
      expect(JSON.stringify(sessions)).not.toContain(token);
    });

    it("answers a duplicate email, in any case, with 409", async () => {
      const { account } = await registerAccount(server);
      const again = await server.request("POST", "/api/auth/register", {
        body: newAccount({ email: account.email.toUpperCase() }),
      });
      expect(again.status).toBe(409);
      expect(await again.json()).toEqual({ message: authMessages.emailTaken });
    });

    it("rejects invalid input with 400 naming each problem", async () => {
      const response = await server.request("POST", "/api/auth/register", {
        body: { name: "   ", email: "not-an-email", password: "12345" },
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        message: authMessages.nameRequired,
        details: [authMessages.nameRequired, authMessages.invalidEmail, authMessages.passwordTooShort],
      });
    });

    it("accepts a 64-character password and rejects one over 256 characters", async () => {
      const long = await server.request("POST", "/api/auth/register", {
        body: newAccount({ password: "p".repeat(30) + "q".repeat(34) }),
      });
      expect(long.status).toBe(201);
      const tooLong = await server.request("POST", "/api/auth/register", {
        body: newAccount({ password: "x".repeat(257) }),
      });
      expect(tooLong.status).toBe(400);
      expect(await tooLong.json()).toEqual({
        message: authMessages.passwordTooLong,
        details: [authMessages.passwordTooLong],
      });
    });

    it("rejects a common password, whatever its case", async () => {
      for (const password of ["password1", "Qwerty123", "iloveyou"]) {
        const response = await server.request("POST", "/api/auth/register", {
          body: newAccount({ password }),
        });
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({
          message: "This password is too common. Please choose another.",
          details: ["This password is too common. Please choose another."],
        });
      }
    });

    it("rejects wrong types and a missing body with 400, never 500", async () => {
      const wrongTypes = await server.request("POST", "/api/auth/register", {
        body: { name: 42, email: ["a@b.co"], password: null, rememberMe: "yes" },
      });
      expect(wrongTypes.status).toBe(400);
      expect((await wrongTypes.json()).details).toHaveLength(4);
      const empty = await server.request("POST", "/api/auth/register", { body: "" });
      expect(empty.status).toBe(400);
    });
  });

  describe("ill-formed Unicode", () => {
    it("refuses a lone surrogate anywhere in an accounts API body with 400, so two inputs never become one stored value", async () => {
      const account = newAccount();
      const [local, domain] = account.email.split("@");
      for (const email of [`${local}\ud800@${domain}`, `${local}\udfff@${domain}`]) {
        const response = await server.request("POST", "/api/auth/register", { body: { ...account, email } });
        expect(response.status).toBe(400);
        expect((await response.json()).message).toBe("Some of the information you sent is not valid.");
      }
      // U+FFFD, what a lone surrogate would have been stored as, is not an address either.
      const replaced = await server.request("POST", "/api/auth/register", {
        body: { ...account, email: `${local}\ufffd@${domain}` },
      });
      expect(replaced.status).toBe(400);
      expect((await replaced.json()).message).toBe(authMessages.invalidEmail);
      const users = await query<{ n: number }>(
        server,
        sql`select count(*)::int as n from users where email like ${`${local}%`}`,
      );
      expect(users[0]!.n).toBe(0);

      const login = await server.request("POST", "/api/auth/login", {
        body: { email: account.email, password: "analytical-engine\udc00" },
      });
      expect(login.status).toBe(400);
    });
  });

  describe("POST /api/auth/login", () => {
    it("signs in with the right password: 200 {token, user}, email in any case", async () => {
      const { account, user } = await registerAccount(server);
      const response = await server.request("POST", "/api/auth/login", {
        body: { email: ` ${account.email.toUpperCase()} `, password: account.password },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-store");
      const body = await response.json();
      expect(body).toEqual({ token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), user });
    });

    it("gives a wrong password and an unknown email the same 401 and message", async () => {
      const { account } = await registerAccount(server);
      const wrong = await server.request("POST", "/api/auth/login", {
        body: { email: account.email, password: "not-the-password" },
      });
      const unknown = await server.request("POST", "/api/auth/login", {
        body: { email: "nobody.here@example.org", password: "not-the-password" },
      });
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(await wrong.json()).toEqual({ message: "Invalid email or password." });
      expect(await unknown.json()).toEqual({ message: "Invalid email or password." });
      expect(wrong.headers.get("www-authenticate")).toBe(unknown.headers.get("www-authenticate"));
    });

    it("rejects an invalid email or an empty password with 400", async () => {
      const badEmail = await server.request("POST", "/api/auth/login", {
        body: { email: "ada@", password: "whatever" },
      });
      expect(badEmail.status).toBe(400);
      expect(await badEmail.json()).toEqual({
        message: authMessages.invalidEmail,
        details: [authMessages.invalidEmail],
      });
      const noPassword = await server.request("POST", "/api/auth/login", {
        body: { email: "ada@example.org" },
      });
      expect(noPassword.status).toBe(400);
      expect((await noPassword.json()).message).toBe(authMessages.passwordRequired);
    });

    it("answers NUL and other control characters in any field with 400 and a clear message, never 500", async () => {
      const cases: [string, Record<string, unknown>, string][] = [
        [
          "/api/auth/login",
          { email: "a\u0000b@example.org", password: "x" },
          authMessages.emailInvisibleCharacters,
        ],
        [
          "/api/auth/login",
          { email: "ada@example.org", password: "pass\u0000word" },
          authMessages.passwordControlCharacters,
        ],
        [
          "/api/auth/register",
          { ...newAccount(), email: "a\u0000b@example.org" },
          authMessages.emailInvisibleCharacters,
        ],
        ["/api/auth/register", { ...newAccount(), name: "Ada\u0000" }, authMessages.nameControlCharacters],
        [
          "/api/auth/register",
          { ...newAccount(), password: "analytical\u001bengine" },
          authMessages.passwordControlCharacters,
        ],
        [
          "/api/auth/register",
          { ...newAccount(), email: "ad\u200ba@example.org" },
          authMessages.emailInvisibleCharacters,
        ],
        [
          "/api/auth/register",
          { ...newAccount(), email: "p\u0430ypal@example.org" },
          authMessages.emailLookAlikeCharacters,
        ],
        ["/api/auth/exchange", { code: "abc\u0000def" }, authMessages.signInCodeMalformed],
      ];
      for (const [path, body, message] of cases) {
        // Sent as raw JSON text, so the \u0000 escapes reach the server as written.
        const response = await server.request("POST", path, { body: JSON.stringify(body) });
        expect(response.status, `${path} ${JSON.stringify(body)}`).toBe(400);
        expect((await response.json()).message).toBe(message);
      }
    });

    it("finds the account whatever the Unicode normalisation form of the email", async () => {
      const { account } = await registerAccount(server, { email: `jose\u0301.${Date.now()}@example.org` });
      const response = await server.request("POST", "/api/auth/login", {
        body: { email: account.email.normalize("NFC"), password: account.password },
      });
      expect(response.status).toBe(200);
      expect((await response.json()).user.email).toBe(account.email.normalize("NFC"));
    });

    it("answers malformed JSON with 400, an oversized body with 413 and a non-JSON body with 415", async () => {
      const malformed = await server.request("POST", "/api/auth/login", { body: '{"email": "a@b.co",' });
      expect(malformed.status).toBe(400);
      expect(await malformed.json()).toEqual({ message: "The request body is not valid JSON." });

      const oversized = await server.request("POST", "/api/auth/register", {
        body: JSON.stringify(newAccount({ name: "n".repeat(200_000) })),
      });
      expect(oversized.status).toBe(413);
      expect(await oversized.json()).toEqual({ message: "The request body is too large." });

      const form = await server.request("POST", "/api/auth/login", {
        body: "email=a%40b.co&password=x",
        headers: { "content-type": "application/x-www-form-urlencoded" },
      });
      expect(form.status).toBe(415);
    });
  });

  describe("GET /api/auth/me and POST /api/auth/logout", () => {
    it("asks for a token when none is sent, and refuses a malformed or unknown one", async () => {
      const none = await server.request("GET", "/api/auth/me");
      expect(none.status).toBe(401);
      expect(await none.json()).toEqual({ message: authMessages.authRequired });

      for (const header of ["Bearer", "Basic abc", "Bearer not a token", `Bearer ${"A".repeat(43)}`]) {
        const response = await server.request("GET", "/api/auth/me", { headers: { authorization: header } });
        expect(response.status).toBe(401);
        expect(await response.json()).toEqual({ message: authMessages.sessionExpired });
      }
    });

    it("logout revokes the session on the server: 204, then the token gets 401", async () => {
      const { token } = await registerAccount(server);
      const other = await server.request("POST", "/api/auth/login", {
        body: { email: (await registerAccount(server)).account.email, password: newAccount().password },
      });
      const otherToken = (await other.json()).token as string;

      const logout = await server.request("POST", "/api/auth/logout", { headers: bearer(token) });
      expect(logout.status).toBe(204);
      expect(await logout.text()).toBe("");

      const me = await server.request("GET", "/api/auth/me", { headers: bearer(token) });
      expect(me.status).toBe(401);
      expect(await me.json()).toEqual({ message: authMessages.sessionExpired });
      const again = await server.request("POST", "/api/auth/logout", { headers: bearer(token) });
      expect(again.status).toBe(401);
      // Another person's session is untouched.
      expect((await server.request("GET", "/api/auth/me", { headers: bearer(otherToken) })).status).toBe(200);
    });

    it("logout without a token is 401", async () => {
      const response = await server.request("POST", "/api/auth/logout");
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: authMessages.authRequired });
    });
  });

  describe("session lifetime", () => {
    async function sessionRow(userId: string) {
      const [row] = await query<{ idle_hours: number; max_hours: number }>(
        server,
        sql`select extract(epoch from (expires_at - now())) / 3600 as idle_hours,
                   extract(epoch from (created_at + interval '90 days' - expires_at)) / 3600 as max_hours
            from sessions where user_id = ${userId}`,
      );
      return { idleHours: Number(row!.idle_hours), maxHours: Number(row!.max_hours) };
    }

    it("lasts 12 hours without remember-me and 30 days with it", async () => {
      const short = await registerAccount(server, { rememberMe: false });
      const long = await registerAccount(server, { rememberMe: true });
      const shortHours = (await sessionRow(short.user.id)).idleHours;
      const longHours = (await sessionRow(long.user.id)).idleHours;
      expect(shortHours).toBeGreaterThan(11.9);
      expect(shortHours).toBeLessThanOrEqual(12);
      expect(longHours).toBeGreaterThan(30 * 24 - 0.1);
      expect(longHours).toBeLessThanOrEqual(30 * 24);
    });

    it("an expired token gets 401", async () => {
      const { token, user } = await registerAccount(server);
      await query(
        server,
        sql`update sessions set expires_at = now() - interval '1 second' where user_id = ${user.id}`,
      );
      const me = await server.request("GET", "/api/auth/me", { headers: bearer(token) });
      expect(me.status).toBe(401);
      expect(await me.json()).toEqual({ message: authMessages.sessionExpired });
      expect((await server.request("POST", "/api/auth/logout", { headers: bearer(token) })).status).toBe(401);
    });

    it("is renewed on use, but never past its absolute lifetime", async () => {
      const { token, user } = await registerAccount(server);
      await query(
        server,
        sql`update sessions set expires_at = now() + interval '5 minutes' where user_id = ${user.id}`,
      );
      expect((await server.request("GET", "/api/auth/me", { headers: bearer(token) })).status).toBe(200);
      expect((await sessionRow(user.id)).idleHours).toBeGreaterThan(11.9);

      // Created almost 90 days ago: renewal stops at created_at + 90 days.
      await query(
        server,
        sql`update sessions set created_at = now() - interval '90 days' + interval '1 hour' where user_id = ${user.id}`,
      );
      expect((await server.request("GET", "/api/auth/me", { headers: bearer(token) })).status).toBe(200);
      const row = await sessionRow(user.id);
      // Renewal stopped exactly at the absolute lifetime: the session ends 90 days after it began, about an hour
      // from now, not 12 hours from now.
      expect(row.idleHours).toBeLessThanOrEqual(1);
      expect(row.idleHours).toBeGreaterThan(0.9);
      expect(row.maxHours).toBeCloseTo(0, 6);
    });
  });
});
