import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authMessages, passwordResetTexts, verifyEmailTexts } from "../../contract/auth.ts";
import {
  bearer,
  cookieOf,
  newAccount,
  query,
  registerAccount,
  verificationTokenFor,
} from "../support/auth-helpers.ts";
import { databaseLabel } from "../support/test-database.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

// Forgotten passwords, and who keeps an account when its email is verified. TRUST_PROXY lets each test speak from
// its own client address, so the per-address limits of one test do not reach the next.
describe(`forgotten password and verification takeover on ${databaseLabel()}`, () => {
  let server: TestServer;
  let addressCounter = 0;
  const newAddress = () => `198.51.100.${++addressCounter}`;

  beforeAll(async () => {
    server = await startTestServer({
      AUTH_REGISTER_MAX_PER_IP: "1000",
      AUTH_LOGIN_MAX_FAILURES: "1000",
      PUBLIC_ORIGIN: "https://verdant.example",
      TRUST_PROXY: "1",
    });
  });
  afterAll(async () => {
    await server.close();
  });

  const forgot = (email: string, ip = newAddress()) =>
    server.request("POST", "/api/auth/forgot-password", {
      body: { email },
      headers: { "x-forwarded-for": ip },
    });
  const reset = (token: string, password: string) =>
    server.request("POST", "/api/auth/reset-password", {
      body: { token, password },
      headers: { "x-forwarded-for": newAddress() },
    });
  const login = (email: string, password: string) =>
    server.request("POST", "/api/auth/login", {
      body: { email, password },
      headers: { "x-forwarded-for": newAddress() },
    });
  const me = async (token: string) =>
    (await server.request("GET", "/api/auth/me", { headers: bearer(token) })).status;

  async function resetTokenFor(email: string): Promise<string> {
    const [row] = await query<{ text_body: string }>(
      server,
      sql`select text_body from mail_outbox where kind = 'password-reset' and recipients = ${email}
          order by created_at desc limit 1`,
    );
    const match = /\/reset-password\?token=([A-Za-z0-9_-]{43})/.exec(row?.text_body ?? "");
    if (!match) throw new Error(`no reset email for ${email}`);
    return match[1]!;
  }
  const mailsOf = (kind: string, email: string) =>
    query<{ subject: string; text_body: string }>(
      server,
      sql`select subject, text_body from mail_outbox where kind = ${kind} and recipients = ${email}`,
    );

  describe("forgot and reset", () => {
    it("answers an address with an account and one without in the same words; only the account gets a link", async () => {
      const { account, user } = await registerAccount(server);
      const known = await forgot(account.email);
      const unknown = await forgot(`nobody.${Date.now()}@example.org`);
      expect(known.status).toBe(202);
      expect(unknown.status).toBe(202);
      const body = await known.json();
      expect(body).toEqual({ message: passwordResetTexts.sent });
      expect(await unknown.json()).toEqual(body);
      expect(known.headers.get("cache-control")).toBe("no-store");

      const [mail] = await mailsOf("password-reset", account.email);
      expect(mail!.subject).toBe(passwordResetTexts.emailSubject);
      const token = await resetTokenFor(account.email);
      expect(mail!.text_body).toContain(`https://verdant.example/reset-password?token=${token}`);
      expect(mail!.text_body).toContain("expires in 30 minutes");
      const stored = await query<{ token_hash: string; minutes: number }>(
        server,
        sql`select token_hash, round(extract(epoch from (expires_at - created_at)) / 60)::int as minutes
            from password_reset_tokens where user_id = ${user.id}`,
      );
      expect(stored).toEqual([{ token_hash: createHash("sha256").update(token).digest("hex"), minutes: 30 }]);
    });

    it("sets the new password once: every session ends, the old password stops working, a notice goes out", async () => {
      const { account, token: session } = await registerAccount(server);
      const second = (await (await login(account.email, account.password)).json()) as { token: string };
      await forgot(account.email);
      const link = await resetTokenFor(account.email);

      expect((await reset(link, "short")).status).toBe(400);
      const common = await reset(link, "Verdant-Collective-2026");
      expect(common.status).toBe(400);
      expect((await common.json()).message).toBe(authMessages.commonPassword);

      const done = await reset(link, "a-brand-new-secret-2026");
      expect(done.status).toBe(200);
      expect(await done.json()).toEqual({ message: passwordResetTexts.done });
      expect(await me(session)).toBe(401);
      expect(await me(second.token)).toBe(401);
      expect((await login(account.email, account.password)).status).toBe(401);
      expect((await login(account.email, "a-brand-new-secret-2026")).status).toBe(200);
      const [notice] = await mailsOf("password-changed", account.email);
      expect(notice!.subject).toBe(passwordResetTexts.changedSubject);
      expect(notice!.text_body).toContain("https://verdant.example/forgot-password");

      const again = await reset(link, "yet-another-secret-2026");
      expect(again.status).toBe(410);
      expect(await again.json()).toEqual({ message: passwordResetTexts.problems.used, code: "used" });
      const forged = await reset("A".repeat(43), "yet-another-secret-2026");
      expect(forged.status).toBe(404);
      expect(await forged.json()).toEqual({ message: passwordResetTexts.problems.invalid, code: "invalid" });
    });

    it("refuses an expired link, and an older link once a newer one was sent", async () => {
      const { account, user } = await registerAccount(server);
      await forgot(account.email);
      const first = await resetTokenFor(account.email);
      await forgot(account.email);
      const second = await resetTokenFor(account.email);
      expect((await reset(first, "a-brand-new-secret-2026")).status).toBe(404);
      await server.database.db.execute(
        sql`update password_reset_tokens set expires_at = now() - interval '1 second' where user_id = ${user.id}`,
      );
      const expired = await reset(second, "a-brand-new-secret-2026");
      expect(expired.status).toBe(410);
      expect(await expired.json()).toEqual({ message: passwordResetTexts.problems.expired, code: "expired" });
      expect((await login(account.email, account.password)).status).toBe(200);
    });

    it("limits links per email and per client address, under parallel requests", async () => {
      const { account } = await registerAccount(server);
      const ip = newAddress();
      const perEmail = await Promise.all(
        Array.from({ length: 12 }, () => forgot(account.email, newAddress())),
      );
      const statuses = perEmail.map((response) => response.status);
      expect(statuses.filter((status) => status === 202)).toHaveLength(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(7);
      const refused = perEmail.find((response) => response.status === 429)!;
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect((await refused.json()).message).toMatch(/^Too many requests for a new password\./);
      expect(await mailsOf("password-reset", account.email)).toHaveLength(5);

      const perAddress = await Promise.all(
        Array.from({ length: 30 }, (_, index) => forgot(`limit.${index}.${Date.now()}@example.org`, ip)),
      );
      expect(perAddress.filter((response) => response.status === 202)).toHaveLength(20);
    });

    it("answers as fast for an address without an account (median within 5 ms)", async () => {
      const accounts = [];
      for (let index = 0; index < 25; index += 1) accounts.push((await registerAccount(server)).account);
      const timed = async (email: string) => {
        const started = performance.now();
        const response = await forgot(email);
        expect(response.status).toBe(202);
        return performance.now() - started;
      };
      const knownTimes: number[] = [];
      const unknownTimes: number[] = [];
      for (const [index, account] of accounts.entries()) {
        knownTimes.push(await timed(account.email));
        unknownTimes.push(
          await timed(newAccount({ email: `ghost.${index}.${Date.now()}@example.org` }).email),
        );
      }
      const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)]!;
      const difference = Math.abs(median(knownTimes) - median(unknownTimes));
      console.log(
        `forgot-password median: account ${median(knownTimes).toFixed(2)} ms, none ${median(unknownTimes).toFixed(2)} ms`,
      );
      expect(difference).toBeLessThan(5);
    });
  });

  describe("the emailed link and the plain forms, without JavaScript", () => {
    const sameOrigin = { "sec-fetch-site": "same-origin" };
    const postForm = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
      fetch(server.url + path, {
        method: "POST",
        redirect: "manual",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "x-forwarded-for": newAddress(),
          ...sameOrigin,
          ...headers,
        },
        body: new URLSearchParams(fields).toString(),
      });
    const page = (path: string, cookie: string) =>
      fetch(server.url + path, { headers: { cookie } }).then((response) => response.text());

    it("the link hands its token to an HttpOnly cookie for the reset endpoint only and moves on to the clean URL", async () => {
      const { account } = await registerAccount(server);
      await forgot(account.email);
      const token = await resetTokenFor(account.email);
      const opened = await fetch(`${server.url}/reset-password?token=${token}`, { redirect: "manual" });
      expect(opened.status).toBe(303);
      expect(opened.headers.get("location")).toBe("/reset-password");
      const setCookie = opened.headers.get("set-cookie")!;
      expect(setCookie).toContain(`vc_reset=${token}`);
      for (const part of [
        "HttpOnly",
        "SameSite=Strict",
        "Path=/api/auth/reset-password",
        "Max-Age=1800",
        "Secure",
      ]) {
        expect(setCookie).toContain(part);
      }
      // JSON without a token in the body: the cookie's is used, then cleared.
      const cookie = cookieOf(opened, "vc_reset");
      const done = await server.request("POST", "/api/auth/reset-password", {
        body: { password: "chosen-from-the-link-2026" },
        headers: { cookie, "x-forwarded-for": newAddress() },
      });
      expect(done.status).toBe(200);
      expect(done.headers.get("set-cookie")).toContain("vc_reset=;");
      expect((await login(account.email, "chosen-from-the-link-2026")).status).toBe(200);
      // A malformed token sets nothing, and the page still answers.
      const forged = await fetch(`${server.url}/reset-password?token=not-a-token`, { redirect: "manual" });
      expect(forged.status).toBe(303);
      expect(forged.headers.get("set-cookie")).toBeNull();
    });

    it("forgot: a plain form lands on the sent page, or comes back with the problem and the address kept", async () => {
      const { account } = await registerAccount(server);
      const sent = await postForm("/api/auth/forgot-password", { email: account.email });
      expect(sent.status).toBe(303);
      expect(sent.headers.get("location")).toBe("/forgot-password/sent");
      expect(await mailsOf("password-reset", account.email)).toHaveLength(1);

      const refused = await postForm("/api/auth/forgot-password", { email: "not-an-address" });
      expect(refused.status).toBe(303);
      expect(refused.headers.get("location")).toBe("/forgot-password");
      const html = await page("/forgot-password", cookieOf(refused, "vc_form"));
      expect(html).toContain(authMessages.invalidEmail);
      expect(html).toContain('value="not-an-address"');

      const crossSite = await postForm(
        "/api/auth/forgot-password",
        { email: account.email },
        {
          "sec-fetch-site": "cross-site",
        },
      );
      expect(crossSite.status).toBe(403);
    });

    it("reset: a plain form sets the password with the link's cookie; problems come back without the password", async () => {
      const { account } = await registerAccount(server);
      await forgot(account.email);
      const opened = await fetch(`${server.url}/reset-password?token=${await resetTokenFor(account.email)}`, {
        redirect: "manual",
      });
      const cookie = cookieOf(opened, "vc_reset");

      const differ = await postForm(
        "/api/auth/reset-password",
        { password: "typed-once-2026", confirmPassword: "typed-twice-2026" },
        { cookie },
      );
      expect(differ.status).toBe(303);
      expect(differ.headers.get("location")).toBe("/reset-password");
      const html = await page("/reset-password", cookieOf(differ, "vc_form"));
      expect(html).toContain(authMessages.passwordsDoNotMatch);
      expect(html).not.toContain("typed-once-2026");
      const stored = await query<{ payload: string }>(server, sql`select payload::text from form_flashes`);
      expect(stored.map((row) => row.payload).join(" ")).not.toContain("typed-once-2026");

      const done = await postForm(
        "/api/auth/reset-password",
        { password: "typed-twice-2026", confirmPassword: "typed-twice-2026" },
        { cookie },
      );
      expect(done.status).toBe(303);
      expect(done.headers.get("location")).toBe("/reset-password/done");
      expect((await login(account.email, "typed-twice-2026")).status).toBe(200);

      const noLink = await postForm("/api/auth/reset-password", {
        password: "typed-twice-2026",
        confirmPassword: "typed-twice-2026",
      });
      expect(noLink.status).toBe(303);
      expect(await page("/reset-password", cookieOf(noLink, "vc_form"))).toContain(
        passwordResetTexts.problems.invalid,
      );
    });
  });

  describe("verifying an email decides who keeps the account", () => {
    const verify = (
      token: string,
      headers: Record<string, string> = {},
      choice: Record<string, unknown> = {},
    ) => server.request("POST", "/api/auth/verify-email", { body: { token, ...choice }, headers });

    it("from a browser not signed in to it, starting over: every session and the password end, and the owner chooses one", async () => {
      // Someone registers the owner's address first, and signs in on a second device too.
      const squatter = await registerAccount(server);
      const other = (await (await login(squatter.account.email, squatter.account.password)).json()) as {
        token: string;
      };
      const link = await verificationTokenFor(server, squatter.account.email);

      const verified = await verify(link, {}, { startOver: true });
      expect(verified.status).toBe(200);
      const body = (await verified.json()) as { message: string; choosePasswordToken: string };
      expect(body.message).toBe(passwordResetTexts.chooseAfterVerify);
      expect(body.choosePasswordToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(await me(squatter.token)).toBe(401);
      expect(await me(other.token)).toBe(401);
      expect((await login(squatter.account.email, squatter.account.password)).status).toBe(401);
      const devices = await query<{ n: number }>(
        server,
        sql`select count(*)::int as n from trusted_devices where user_id = ${squatter.user.id}`,
      );
      expect(devices[0]!.n).toBe(0);

      expect((await reset(body.choosePasswordToken, "the-owners-own-secret")).status).toBe(200);
      expect((await login(squatter.account.email, "the-owners-own-secret")).status).toBe(200);
    });

    it("from the registrant's own signed-in browser: the password and that session stay, the others end", async () => {
      const owner = await registerAccount(server);
      const elsewhere = (await (await login(owner.account.email, owner.account.password)).json()) as {
        token: string;
      };
      const link = await verificationTokenFor(server, owner.account.email);
      const verified = await verify(link, { ...bearer(owner.token), cookie: owner.deviceCookie });
      expect(verified.status).toBe(200);
      expect(await verified.json()).toEqual({ message: verifyEmailTexts.done });
      expect(await me(owner.token)).toBe(200);
      expect(await me(elsewhere.token)).toBe(401);
      // The registering browser is still recognised; no other device is.
      const devices = await query<{ n: number }>(
        server,
        sql`select count(*)::int as n from trusted_devices where user_id = ${owner.user.id}`,
      );
      expect(devices[0]!.n).toBe(1);
      const again = await server.request("POST", "/api/auth/login", {
        body: { email: owner.account.email, password: owner.account.password },
        headers: { cookie: owner.deviceCookie },
      });
      expect(again.status).toBe(200);
      expect(cookieOf(again, "vc_device")).toBe(owner.deviceCookie);
    });
  });
});
