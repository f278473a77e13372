import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountDataMessages } from "../../contract/account-data.ts";
import { accountDataExportSchema, type AccountDataExport } from "../../contract/account-data-schemas.ts";
import { accountDeletedSubject } from "../../server/account/account-deleted-email.ts";
import {
  apply,
  type DocumentedCall,
  startAccountDataServer,
  unmetAnswers,
  verifiedAccount,
} from "../support/account-data-helpers.ts";
import { bearer, query, registerAccount } from "../support/auth-helpers.ts";
import { humanMeta } from "../support/forms.ts";
import { addPasskey, passkeyOrigin } from "../support/passkey-helpers.ts";
import { signIn } from "../support/soft-authenticator.ts";
import { passkeyMessages } from "../../contract/passkeys-texts.ts";
import { eraseAddress } from "../../server/privacy/erasure.ts";
import { LastAdminError } from "../../server/staff/last-admin.ts";
import { setRole } from "../../server/staff/staff-access.ts";
import { databaseLabel } from "../support/test-database.ts";
import type { TestServer } from "../support/test-server.ts";

// Download your data and delete your account (/api/account/data, /api/account/delete).
describe(`account data API on ${databaseLabel()}`, () => {
  let server: TestServer;
  const seen = new Map<string, Set<number>>();
  let call: DocumentedCall;

  beforeAll(async () => {
    ({ server, call } = await startAccountDataServer(seen, { AUTH_LOGIN_MAX_FAILURES: "1000" }));
  });
  afterAll(async () => {
    await server.close();
  });

  const count = async (statement: ReturnType<typeof sql>) =>
    Number((await query<{ n: number }>(server, statement))[0]!.n);
  const login = async (email: string, password: string) =>
    (await server.request("POST", "/api/auth/login", { body: { email, password } })).status;

  it("answers 401 without a live session", async () => {
    const headers = bearer("x".repeat(43));
    expect((await call("GET", "/api/account/data", { headers })).status).toBe(401);
    expect((await call("GET", "/api/account/data")).status).toBe(401);
    const confirm = { method: "password", password: "whatever-it-is" };
    expect((await call("POST", "/api/account/delete", { headers, body: confirm })).status).toBe(401);
  });

  it("downloads everything stored about a verified account as a dated JSON attachment, nothing secret, nobody else's", async () => {
    const me = await verifiedAccount(server, { name: "Grace Hopper" });
    const applicationId = await apply(server, me.email.toUpperCase());
    const otherApplication = await apply(server, "someone.else@example.org");
    await server.request("POST", "/api/contact", {
      body: {
        ...humanMeta,
        name: "Grace Hopper",
        email: me.email,
        subject: "Soil sensors",
        message: "Do you ship to Lisbon?",
        category: "general",
      },
    });
    await server.request("POST", "/api/newsletter", { body: { ...humanMeta, email: me.email } });

    const download = await call("GET", "/api/account/data", { headers: me.headers });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toMatch(/^application\/json; charset=utf-8/);
    const day = new Date().toISOString().slice(0, 10);
    expect(download.headers.get("content-disposition")).toBe(
      `attachment; filename="verdant-account-data-${day}.json"`,
    );
    const data = download.body as unknown as AccountDataExport;
    expect(accountDataExportSchema.safeParse(data).success).toBe(true);
    expect(data.account).toMatchObject({
      email: me.email,
      name: "Grace Hopper",
      emailVerified: true,
      passwordSet: true,
      role: "visitor",
    });
    expect(data.sessions).toHaveLength(1);
    expect(data.sessions[0]!.current).toBe(true);
    expect(data.signInMethods).toMatchObject({ password: true, providers: [], passkeys: [] });
    expect(data.emails.map((email) => email.kind)).toContain("email-verification");
    expect(data.messages.map((message) => message.subject)).toEqual(["Soil sensors"]);
    expect(data.applications.map((application) => application.id)).toEqual([applicationId]);
    expect(data.applications[0]).toMatchObject({
      positionTitle: "AI Researcher",
      statusLabel: "Received",
      resumeLink: "https://example.org/grace-cv.pdf",
      coverLetter: "Compilers and climate models.",
    });
    expect(data.subscriptions).toEqual([expect.objectContaining({ list: "newsletter", status: "pending" })]);

    // No password hash, session or link token hash, and no email body (they carry one-time links).
    const text = JSON.stringify(data);
    const [hashes] = await query<{ password_hash: string; token_hash: string }>(
      server,
      sql`select u.password_hash, s.token_hash from users u join sessions s on s.user_id = u.id
          where u.email = ${me.email}`,
    );
    expect(text).not.toContain(hashes!.password_hash);
    expect(text).not.toContain(hashes!.token_hash);
    expect(text).not.toContain("#token=");
    expect(text).not.toContain(otherApplication);
    expect(text).not.toContain("someone.else@example.org");
  });

  it("lists the account's passkeys in the download, with nothing that signs", async () => {
    const me = await verifiedAccount(server, { name: "Ada Passkey" });
    const added = await addPasskey(server, me.token, "Phone");
    expect(added.response.status).toBe(201);
    const download = await call("GET", "/api/account/data", { headers: me.headers });
    const data = accountDataExportSchema.parse(download.body);
    expect(data.signInMethods.passkeys).toEqual([
      expect.objectContaining({ name: "Phone", credentialId: added.answer.id, countsAsSecondFactor: false }),
    ]);
    expect(data.signInMethods.passkeys[0]!.lastUsedAt).toBeNull();
  });

  it("gives an unverified account only its account data, though an application names its address", async () => {
    const { account, token } = await registerAccount(server);
    await apply(server, account.email);
    const download = await call("GET", "/api/account/data", { headers: bearer(token) });
    expect(download.status).toBe(200);
    const data = download.body as unknown as AccountDataExport;
    expect(data.account).toMatchObject({ email: account.email, emailVerified: false, emailVerifiedAt: null });
    expect(data.applications).toEqual([]);
    expect(data.messages).toEqual([]);
    expect(data.subscriptions).toEqual([]);
    expect(data.sessions).toHaveLength(1);
  });

  it("lists the audit log's lines about the account's applications, staff named only as staff", async () => {
    const me = await verifiedAccount(server);
    const id = await apply(server, me.email);
    await server.database.db.execute(sql`
      insert into audit_log (actor_id, actor_label, action, target_kind, target_id)
      values (null, 'Ada Admin <ada@example.org>', 'view', 'application', ${id})`);
    const { body } = await call("GET", "/api/account/data", { headers: me.headers });
    const data = body as unknown as AccountDataExport;
    expect(data.auditLog).toEqual([
      expect.objectContaining({ by: "staff", action: "view", targetKind: "application", targetId: id }),
    ]);
    expect(JSON.stringify(data)).not.toContain("ada@example.org");
  });

  it("limits downloads per account, under parallel requests", async () => {
    const me = await verifiedAccount(server);
    const statuses = await Promise.all(
      Array.from({ length: 13 }, () => call("GET", "/api/account/data", { headers: me.headers })),
    );
    expect(statuses.filter((answer) => answer.status === 200)).toHaveLength(10);
    const refused = statuses.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(3);
    expect(refused[0]!.body).toEqual({ message: accountDataMessages.tooManyDownloads });
  });

  it("deletes an account with its password: signed out, unable to sign in, its rows gone, a notice sent, applications kept", async () => {
    const me = await verifiedAccount(server);
    const elsewhere = await server.request("POST", "/api/auth/login", {
      body: { email: me.email, password: me.account.password },
    });
    const otherToken = ((await elsewhere.json()) as { token: string }).token;
    const applicationId = await apply(server, me.email);
    const userId = me.user.id;
    await server.database.db.execute(
      sql`insert into oauth_identities (provider, subject, user_id) values ('google', ${`g-${userId}`}, ${userId})`,
    );

    const missing = await call("POST", "/api/account/delete", {
      headers: me.headers,
      body: { method: "password", password: "" },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(accountDataMessages.passwordRequired);
    const wrong = await call("POST", "/api/account/delete", {
      headers: me.headers,
      body: { method: "password", password: "not-the-password" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(accountDataMessages.passwordWrong);
    const typed = await call("POST", "/api/account/delete", {
      headers: me.headers,
      body: { method: "email", email: me.email },
    });
    expect(typed.status).toBe(400);
    expect(typed.body.message).toBe(accountDataMessages.usePassword);
    const unknownMethod = await call("POST", "/api/account/delete", {
      headers: me.headers,
      body: { method: "telepathy" },
    });
    expect(unknownMethod.status).toBe(400);
    expect(await login(me.email, me.account.password)).toBe(200);

    const deleted = await call("POST", "/api/account/delete", {
      headers: me.headers,
      body: { method: "password", password: me.account.password },
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ message: accountDataMessages.deleted });

    for (const token of [me.token, otherToken]) {
      expect((await server.request("GET", "/api/auth/me", { headers: bearer(token) })).status).toBe(401);
    }
    expect(await login(me.email, me.account.password)).toBe(401);
    for (const table of [
      "sessions",
      "oauth_identities",
      "trusted_devices",
      "email_verification_tokens",
      "password_reset_tokens",
      "sign_in_codes",
    ]) {
      expect(
        await count(sql`select count(*)::int as n from ${sql.identifier(table)} where user_id = ${userId}`),
        table,
      ).toBe(0);
    }
    expect(await count(sql`select count(*)::int as n from users where id = ${userId}`)).toBe(0);
    // The emails about the account went with it; the notice of the deletion is the one left to send.
    const emails = await query<{ kind: string; subject: string; recipients: string }>(
      server,
      sql`select kind, subject, recipients from mail_outbox where ref_id = ${userId}`,
    );
    expect(emails).toEqual([
      { kind: "account-deleted", subject: accountDeletedSubject, recipients: me.email },
    ]);
    // What was sent from the address stays for its retention period.
    expect(
      await count(sql`select count(*)::int as n from job_applications where id = ${applicationId}`),
    ).toBe(1);
    expect(
      await count(sql`
        select count(*)::int as n from audit_log
        where action = 'account-deleted' and target_id = ${userId} and actor_id is null`),
    ).toBe(1);
    // The address is free again.
    const again = await server.request("POST", "/api/auth/register", {
      body: { name: "Grace Again", email: me.email, password: "a-new-beginning-2026" },
    });
    expect(again.status).toBe(201);
  });

  it("deletes an account confirmed with one of its passkeys; another account's passkey or a spent challenge does not", async () => {
    const me = await verifiedAccount(server);
    const other = await verifiedAccount(server);
    const { passkey: mine } = await addPasskey(server, me.token, "Laptop");
    const { passkey: theirs } = await addPasskey(server, other.token, "Phone");
    const origin = passkeyOrigin(server);
    const confirmOptions = async (headers: Record<string, string>) => {
      const response = await call("POST", "/api/account/passkeys/confirm/options", { headers });
      expect(response.status).toBe(200);
      return response.body as Record<string, unknown> & { allowCredentials: { id: string }[] };
    };
    const deleteWith = (answer: unknown) =>
      call("POST", "/api/account/delete", {
        headers: me.headers,
        body: { method: "passkey", response: answer },
      });

    // The options name this account's passkeys only.
    const options = await confirmOptions(me.headers);
    expect(options.allowCredentials.map((key) => key.id)).toEqual([
      Buffer.from(mine.credentialId).toString("base64url"),
    ]);
    // Another account's passkey, signing this session's challenge: refused, nothing deleted.
    const foreign = await deleteWith(signIn(theirs, options, { origin }));
    expect(foreign.status).toBe(400);
    expect(foreign.body).toEqual({
      message: accountDataMessages.passkeyNotConfirmed,
      details: [accountDataMessages.passkeyNotConfirmed],
    });
    // That challenge is spent, even for the right passkey.
    expect((await deleteWith(signIn(mine, options, { origin }))).status).toBe(400);
    expect(await login(me.email, me.account.password)).toBe(200);

    // A fresh challenge, the account's own passkey: deleted, and the passkey gone with it.
    const deleted = await deleteWith(signIn(mine, await confirmOptions(me.headers), { origin }));
    expect(deleted.status).toBe(200);
    expect(await login(me.email, me.account.password)).toBe(401);
    expect(await count(sql`select count(*)::int as n from passkeys where user_id = ${me.user.id}`)).toBe(0);
  });

  it("answers 409 to a passkey confirmation for an account without passkeys", async () => {
    const me = await verifiedAccount(server);
    const response = await call("POST", "/api/account/passkeys/confirm/options", { headers: me.headers });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: passkeyMessages.noPasskeyToConfirm });
  });

  it("deletes an account without a password when its address is typed, in any case", async () => {
    const me = await verifiedAccount(server);
    await server.database.db.execute(sql`update users set password_hash = null where id = ${me.user.id}`);
    const withPassword = await call("POST", "/api/account/delete", {
      headers: me.headers,
      body: { method: "password", password: "anything-at-all" },
    });
    expect(withPassword.status).toBe(400);
    expect(withPassword.body.message).toBe(accountDataMessages.noPassword);
    const mistyped = await call("POST", "/api/account/delete", {
      headers: me.headers,
      body: { method: "email", email: `x${me.email}` },
    });
    expect(mistyped.status).toBe(400);
    expect(mistyped.body.message).toBe(accountDataMessages.emailMismatch);
    const done = await call("POST", "/api/account/delete", {
      headers: me.headers,
      body: { method: "email", email: ` ${me.email.toUpperCase()} ` },
    });
    expect(done.status).toBe(200);
    expect(await count(sql`select count(*)::int as n from users where id = ${me.user.id}`)).toBe(0);
  });

  it("refuses to delete an account without a password on its typed address alone when the sign-in is not fresh", async () => {
    const me = await verifiedAccount(server);
    await server.database.db.execute(sql`update users set password_hash = null where id = ${me.user.id}`);
    await server.database.db.execute(
      sql`update sessions set created_at = now() - interval '11 minutes' where user_id = ${me.user.id}`,
    );
    const stale = await call("POST", "/api/account/delete", {
      headers: me.headers,
      body: { method: "email", email: me.email },
    });
    expect(stale.status).toBe(403);
    expect(stale.body).toEqual({ message: accountDataMessages.signInAgain });
    expect(await count(sql`select count(*)::int as n from users where id = ${me.user.id}`)).toBe(1);
  });

  it("keeps the only admin's account: its deletion is refused until another account is admin", async () => {
    const admin = await verifiedAccount(server);
    expect((await setRole(server.database.db, admin.email, "admin")).changed).toBe(true);
    const confirm = { method: "password", password: admin.account.password };
    const refused = await call("POST", "/api/account/delete", { headers: admin.headers, body: confirm });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: accountDataMessages.lastAdmin });
    expect(await login(admin.email, admin.account.password)).toBe(200);

    const other = await verifiedAccount(server);
    expect((await setRole(server.database.db, other.email, "admin")).changed).toBe(true);
    const deleted = await call("POST", "/api/account/delete", { headers: admin.headers, body: confirm });
    expect(deleted.status).toBe(200);
    expect(await login(admin.email, admin.account.password)).toBe(401);
    // The other is now the only admin: an erasure of its address (npm run inbox -- erase) removes nothing either.
    await expect(eraseAddress(server.database.db, other.email)).rejects.toBeInstanceOf(LastAdminError);
    expect(await login(other.email, other.account.password)).toBe(200);
  });

  it("limits deletion attempts per account under parallel wrong passwords; the account stays", async () => {
    const me = await verifiedAccount(server);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        call("POST", "/api/account/delete", {
          headers: me.headers,
          body: { method: "password", password: "a-wrong-guess" },
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 400)).toHaveLength(5);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(7);
    expect(await login(me.email, me.account.password)).toBe(200);
  });

  it("deletes once when the right password arrives in parallel requests: one notice", async () => {
    const me = await verifiedAccount(server);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        server.request("POST", "/api/account/delete", {
          headers: me.headers,
          body: { method: "password", password: me.account.password },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 401, 401, 401]);
    expect(
      await count(sql`
        select count(*)::int as n from mail_outbox where kind = 'account-deleted' and recipients = ${me.email}`),
    ).toBe(1);
  });

  it("met every documented answer of these operations", () => {
    expect(unmetAnswers(seen, ["/api/account/data", "/api/account/delete"])).toEqual([]);
  });
});
