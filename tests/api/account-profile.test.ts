import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountMessages } from "../../contract/account.ts";
import {
  emailChangeSent,
  profileTexts,
  type AccountProfile,
  type EmailChangeRequested,
} from "../../contract/account-profile.ts";
import { confirmEmailTexts, emailChanged } from "../../contract/confirm-email.ts";
import { authMessages } from "../../contract/auth.ts";
import {
  accountProfileSchema,
  emailChangeConfirmedSchema,
  emailChangeLinkErrorSchema,
  emailChangeRequestedSchema,
  nameChangedSchema,
} from "../../contract/responses.ts";
import { bearer, cookieOf, newAccount, query, registerAccount } from "../support/auth-helpers.ts";
import { databaseLabel } from "../support/test-database.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

interface Mail {
  kind: string;
  recipients: string;
  subject: string;
  text_body: string;
}

// The account's name and email (/api/account/profile, /name, /email…), and the notice of a sign-in from a new device.
describe(`account profile API on ${databaseLabel()}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ AUTH_REGISTER_MAX_PER_IP: "1000", AUTH_LOGIN_MAX_FAILURES: "1000" });
  });
  afterAll(async () => {
    await server.close();
  });

  const post = (path: string, token: string, body?: unknown) =>
    server.request("POST", path, { body, headers: bearer(token) });
  const profileOf = async (token: string) => {
    const response = await server.request("GET", "/api/account/profile", { headers: bearer(token) });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    return accountProfileSchema.parse(await response.json());
  };
  const mailsTo = (address: string) =>
    query<Mail>(
      server,
      sql`select kind, recipients, subject, text_body from mail_outbox where recipients = ${address}
          order by created_at, id`,
    );
  const confirmTokenIn = (mail: Mail | undefined) => {
    const match = /\/confirm-email#token=([A-Za-z0-9_-]{43})/.exec(mail?.text_body ?? "");
    if (!match) throw new Error("no confirmation link in the email");
    return match[1]!;
  };
  const newestLinkTo = async (address: string) =>
    confirmTokenIn((await mailsTo(address)).filter((mail) => mail.kind === "email-change").at(-1));
  const confirm = (token: string) =>
    server.request("POST", "/api/account/email/confirm", { body: { token } });
  const login = async (email: string, password: string, cookie = "") =>
    server.request("POST", "/api/auth/login", {
      body: { email, password },
      headers: cookie ? { cookie } : {},
    });
  const freshAddress = () => newAccount().email.replace("ada.", "new.");

  it("answers 401 without a live session on every route but the link's confirmation", async () => {
    for (const [method, path] of [
      ["GET", "/api/account/profile"],
      ["POST", "/api/account/name"],
      ["POST", "/api/account/email"],
      ["POST", "/api/account/email/resend"],
      ["POST", "/api/account/email/cancel"],
    ] as const) {
      const response = await server.request(method, path, { headers: bearer("x".repeat(43)) });
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(response.headers.get("www-authenticate")).toBe('Bearer realm="api"');
    }
  });

  it("shows the name and email, and changes the name under the registration's rules", async () => {
    const { account, token, user } = await registerAccount(server);
    expect(await profileOf(token)).toEqual({
      name: account.name,
      email: account.email,
      emailVerified: false,
      hasPassword: true,
      pendingEmail: null,
    } satisfies AccountProfile);

    for (const [name, message] of [
      ["", authMessages.nameRequired],
      ["   ", authMessages.nameRequired],
      ["x".repeat(101), authMessages.nameTooLong],
      ["Ada\u0007Lovelace", authMessages.nameControlCharacters],
    ] as const) {
      const refused = await post("/api/account/name", token, { name });
      expect(refused.status, JSON.stringify(name)).toBe(400);
      expect((await refused.json()).message).toBe(message);
    }
    const saved = await post("/api/account/name", token, { name: "  Augusta   Ada King  " });
    expect(saved.status).toBe(200);
    expect(nameChangedSchema.parse(await saved.json())).toEqual({
      name: "Augusta Ada King",
      message: profileTexts.nameSaved,
    });
    const me = await server.request("GET", "/api/auth/me", { headers: bearer(token) });
    expect((await me.json()).user).toEqual({ ...user, name: "Augusta Ada King", role: "visitor" });
  });

  it("changes the email only once the link sent to the new address is followed", async () => {
    const { account, token, user } = await registerAccount(server);
    const next = freshAddress();
    const ask = (body: Record<string, unknown>) => post("/api/account/email", token, body);

    const missing = await ask({ email: next });
    expect(missing.status).toBe(400);
    expect((await missing.json()).message).toBe(accountMessages.currentPasswordRequired);
    const wrong = await ask({ email: next, currentPassword: "not-it" });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).message).toBe(accountMessages.currentPasswordWrong);
    const same = await ask({ email: account.email.toUpperCase(), currentPassword: account.password });
    expect(same.status).toBe(400);
    expect((await same.json()).message).toBe(profileTexts.sameEmail);
    const invalid = await ask({ email: "not-an-address", currentPassword: account.password });
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).message).toBe(authMessages.invalidEmail);

    const asked = await ask({ email: next.toUpperCase(), currentPassword: account.password });
    expect(asked.status).toBe(202);
    const answer = emailChangeRequestedSchema.parse(await asked.json());
    expect(answer).toEqual({
      message: emailChangeSent(next),
      pendingEmail: { email: next, expiresAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/) },
    });
    const minutes = (Date.parse(answer.pendingEmail.expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(28);
    expect(minutes).toBeLessThanOrEqual(30);

    // Nothing has changed yet: the old address still signs in, and the page shows the change waiting.
    expect((await profileOf(token)).email).toBe(account.email);
    expect((await profileOf(token)).pendingEmail).toEqual(answer.pendingEmail);
    expect((await login(account.email, account.password)).status).toBe(200);
    expect((await login(next, account.password)).status).toBe(401);

    // The old address is told, without the new address in full; the new one gets the link. Only hashes are stored.
    const notice = (await mailsTo(account.email)).find((mail) => mail.kind === "email-change-requested")!;
    expect(notice.subject).toBe(profileTexts.requestedSubject);
    expect(notice.text_body).not.toContain(next);
    expect(notice.text_body).toContain(`${next[0]}…@e….org`);
    expect(notice.text_body).toContain("/forgot-password");
    expect(notice.text_body).toContain("/account");
    const token1 = await newestLinkTo(next);
    const [stored] = await query<{ token_hash: string }>(
      server,
      sql`select token_hash from email_change_requests where user_id = ${user.id}`,
    );
    expect(stored!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.token_hash).not.toContain(token1);

    const done = await confirm(token1);
    expect(done.status).toBe(200);
    expect(emailChangeConfirmedSchema.parse(await done.json())).toEqual({
      message: emailChanged(next),
      email: next,
    });
    expect(await profileOf(token)).toEqual({
      name: account.name,
      email: next,
      emailVerified: true,
      hasPassword: true,
      pendingEmail: null,
    });
    expect((await login(next, account.password)).status).toBe(200);
    expect((await login(account.email, account.password)).status).toBe(401);
    const changed = (await mailsTo(account.email)).find((mail) => mail.kind === "email-changed")!;
    expect(changed.subject).toBe(profileTexts.changedSubject);
    expect(changed.text_body).not.toContain(next);
    expect(changed.text_body).toContain("/contact");

    const reused = await confirm(token1);
    expect(reused.status).toBe(410);
    expect(emailChangeLinkErrorSchema.parse(await reused.json())).toEqual({
      message: confirmEmailTexts.problems.used,
      code: "used",
    });
  });

  it("refuses an expired link, an unknown one, one replaced by a resend, and one cancelled", async () => {
    const { account, token, user } = await registerAccount(server);
    const next = freshAddress();
    const ask = () => post("/api/account/email", token, { email: next, currentPassword: account.password });

    expect((await ask()).status).toBe(202);
    await query(
      server,
      sql`update email_change_requests set expires_at = now() - interval '1 second' where user_id = ${user.id}`,
    );
    const expired = await confirm(await newestLinkTo(next));
    expect(expired.status).toBe(410);
    expect(await expired.json()).toEqual({ message: confirmEmailTexts.problems.expired, code: "expired" });
    expect((await profileOf(token)).pendingEmail).toBeNull();

    const unknown = await confirm("A".repeat(43));
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: confirmEmailTexts.problems.invalid, code: "invalid" });
    const malformed = await confirm("not a token\u0000");
    expect(malformed.status).toBe(400);

    // Nothing is waiting: resend and cancel say so.
    const nothing = await post("/api/account/email/resend", token);
    expect(nothing.status).toBe(404);
    expect(await nothing.json()).toEqual({ message: profileTexts.noPendingChange });

    expect((await ask()).status).toBe(202);
    const first = await newestLinkTo(next);
    const resent = await post("/api/account/email/resend", token);
    expect(resent.status).toBe(202);
    expect((await resent.json()).message).toBe(emailChangeSent(next));
    const second = await newestLinkTo(next);
    expect(second).not.toBe(first);
    expect((await confirm(first)).status).toBe(404);
    // A resend does not tell the old address again.
    expect(
      (await mailsTo(account.email)).filter((mail) => mail.kind === "email-change-requested"),
    ).toHaveLength(2);

    const cancelled = await post("/api/account/email/cancel", token);
    expect(cancelled.status).toBe(204);
    expect((await profileOf(token)).pendingEmail).toBeNull();
    expect((await confirm(second)).status).toBe(404);
    const again = await post("/api/account/email/cancel", token);
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ message: profileTexts.noPendingChange });
    expect((await profileOf(token)).email).toBe(account.email);
  });

  it("answers the same for an address another account has: that address is told, and gets no link", async () => {
    const owner = await registerAccount(server);
    const other = await registerAccount(server);
    const free = freshAddress();
    const askFor = async (email: string) => {
      const response = await post("/api/account/email", owner.token, {
        email,
        currentPassword: owner.account.password,
      });
      return { status: response.status, body: (await response.json()) as EmailChangeRequested };
    };
    const taken = await askFor(other.account.email);
    const untaken = await askFor(free);
    expect(taken.status).toBe(untaken.status);
    expect(taken.body.message).toBe(emailChangeSent(other.account.email));
    expect(Object.keys(taken.body)).toEqual(Object.keys(untaken.body));
    expect(Object.keys(taken.body.pendingEmail)).toEqual(Object.keys(untaken.body.pendingEmail));

    const toOther = (await mailsTo(other.account.email)).filter((mail) => mail.kind === "email-change");
    expect(toOther).toHaveLength(1);
    expect(toOther[0]!.subject).toBe(profileTexts.takenSubject);
    expect(toOther[0]!.text_body).not.toContain("/confirm-email");
    expect(toOther[0]!.text_body).not.toContain(owner.account.email);
  });

  it("refuses the link when another account took the address meanwhile, and spends it", async () => {
    const { account, token } = await registerAccount(server);
    const next = freshAddress();
    expect(
      (await post("/api/account/email", token, { email: next, currentPassword: account.password })).status,
    ).toBe(202);
    const link = await newestLinkTo(next);
    await registerAccount(server, { email: next });

    const refused = await confirm(link);
    expect(refused.status).toBe(409);
    expect(emailChangeLinkErrorSchema.parse(await refused.json())).toEqual({
      message: confirmEmailTexts.problems.taken,
      code: "taken",
    });
    expect((await profileOf(token)).email).toBe(account.email);
    expect((await confirm(link)).status).toBe(410);
  });

  it("asks an account without a password for a fresh sign-in instead", async () => {
    const { token, user } = await registerAccount(server);
    await query(server, sql`update users set password_hash = null where id = ${user.id}`);
    const fresh = await post("/api/account/email", token, { email: freshAddress() });
    expect(fresh.status).toBe(202);

    await query(
      server,
      sql`update sessions set created_at = now() - interval '11 minutes' where user_id = ${user.id}`,
    );
    const stale = await post("/api/account/email", token, { email: freshAddress() });
    expect(stale.status).toBe(403);
    expect(await stale.json()).toEqual({ message: profileTexts.signInAgain });
  });

  it("drops a waiting change when the password is changed or reset", async () => {
    const { account, token } = await registerAccount(server);
    const next = freshAddress();
    expect(
      (await post("/api/account/email", token, { email: next, currentPassword: account.password })).status,
    ).toBe(202);
    const link = await newestLinkTo(next);
    const changed = await post("/api/account/password", token, {
      currentPassword: account.password,
      newPassword: "a-new-secret-2026",
    });
    expect(changed.status).toBe(200);
    expect((await profileOf(token)).pendingEmail).toBeNull();
    expect((await confirm(link)).status).toBe(404);
  });

  it("limits changes of email per account, under parallel requests, before the password is checked", async () => {
    const { account, token } = await registerAccount(server);
    const statuses = await Promise.all(
      Array.from({ length: 12 }, () =>
        post("/api/account/email", token, { email: freshAddress(), currentPassword: "wrong-guess" }).then(
          (response) => response.status,
        ),
      ),
    );
    expect(statuses.filter((status) => status === 400)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
    const limited = await post("/api/account/email", token, {
      email: freshAddress(),
      currentPassword: account.password,
    });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    // A resend counts against the same limit.
    expect((await post("/api/account/email/resend", token)).status).toBe(429);
  });

  it("limits name changes per account, under parallel requests", async () => {
    const { token } = await registerAccount(server);
    const statuses = await Promise.all(
      Array.from({ length: 23 }, (_, index) =>
        post("/api/account/name", token, { name: `Ada ${index}` }).then((response) => response.status),
      ),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(3);
  });

  it("limits the links sent to one new address, whichever accounts ask, under parallel requests", async () => {
    const target = freshAddress();
    const askers = await Promise.all(Array.from({ length: 6 }, () => registerAccount(server)));
    const statuses = await Promise.all(
      askers.map(({ account, token }) =>
        post("/api/account/email", token, { email: target, currentPassword: account.password }).then(
          (response) => response.status,
        ),
      ),
    );
    expect(statuses.filter((status) => status === 202)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(3);
    expect((await mailsTo(target)).filter((mail) => mail.kind === "email-change")).toHaveLength(3);
  });

  describe("sign-in from a new device", () => {
    const newDeviceMails = async (address: string) =>
      (await mailsTo(address)).filter((mail) => mail.kind === "new-device");

    it("is told once per new browser, never for the browser that registered", async () => {
      const { account, deviceCookie } = await registerAccount(server);
      expect(await newDeviceMails(account.email)).toHaveLength(0);
      expect((await login(account.email, account.password, deviceCookie)).status).toBe(200);
      expect(await newDeviceMails(account.email)).toHaveLength(0);

      const phone = await login(account.email, account.password);
      expect(phone.status).toBe(200);
      const mails = await newDeviceMails(account.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text_body).toContain("/forgot-password");
      expect(mails[0]!.text_body).toContain("/account");
      // The phone keeps its device cookie: its next sign-ins are known.
      const phoneCookie = cookieOf(phone, "vc_device");
      expect((await login(account.email, account.password, phoneCookie)).status).toBe(200);
      expect(await newDeviceMails(account.email)).toHaveLength(1);
    });

    it("sends at most 5 a day to one account, for a client that keeps no cookies", async () => {
      const { account } = await registerAccount(server);
      for (let attempt = 0; attempt < 7; attempt++) {
        expect((await login(account.email, account.password)).status).toBe(200);
      }
      expect(await newDeviceMails(account.email)).toHaveLength(5);
    });
  });
});
