import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyEmailTexts } from "../../contract/auth.ts";
import { bearer, query, registerAccount, verificationTokenFor } from "../support/auth-helpers.ts";
import { databaseLabel } from "../support/test-database.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

describe(`email verification on ${databaseLabel()}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      AUTH_REGISTER_MAX_PER_IP: "1000",
      PUBLIC_ORIGIN: "https://verdant.example",
    });
  });
  afterAll(async () => {
    await server.close();
  });

  /** Posts a link's token as /verify-email does, from the browser signed in with `session` when given. */
  const verify = (token: string, session?: string) =>
    server.request("POST", "/api/auth/verify-email", {
      body: { token },
      headers: session ? bearer(session) : {},
    });
  const resend = (token?: string) =>
    server.request("POST", "/api/auth/verify-email/resend", { headers: token ? bearer(token) : {} });
  const verifiedAt = async (userId: string) =>
    (
      await query<{ email_verified_at: string | null }>(
        server,
        sql`select email_verified_at from users where id = ${userId}`,
      )
    )[0]!.email_verified_at;

  it("registration works at once, marks the account unverified and emails a link with the token in the fragment", async () => {
    const { account, token, user } = await registerAccount(server);
    expect((await server.request("GET", "/api/auth/me", { headers: bearer(token) })).status).toBe(200);
    expect(await verifiedAt(user.id)).toBeNull();

    const mails = await query<{ recipients: string; subject: string; text_body: string }>(
      server,
      sql`select recipients, subject, text_body from mail_outbox where kind = 'email-verification' and ref_id = ${user.id}`,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.recipients).toBe(account.email);
    expect(mails[0]!.subject).toBe(verifyEmailTexts.emailSubject);
    const secret = await verificationTokenFor(server, account.email);
    expect(mails[0]!.text_body).toContain(`https://verdant.example/verify-email#token=${secret}`);
    // Only the hash is stored.
    const rows = await query<{ token_hash: string }>(
      server,
      sql`select token_hash from email_verification_tokens where user_id = ${user.id}`,
    );
    expect(rows).toEqual([{ token_hash: createHash("sha256").update(secret).digest("hex") }]);
  });

  it("the link verifies the account once; a used, expired or forged link is refused and says why", async () => {
    const { account, user, token } = await registerAccount(server);
    const secret = await verificationTokenFor(server, account.email);
    const first = await verify(secret, token);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ message: verifyEmailTexts.done });
    expect(await verifiedAt(user.id)).not.toBeNull();

    const again = await verify(secret);
    expect(again.status).toBe(410);
    expect(await again.json()).toEqual({ message: verifyEmailTexts.problems.used, code: "used" });

    const forged = await verify("A".repeat(43));
    expect(forged.status).toBe(404);
    expect(await forged.json()).toEqual({ message: verifyEmailTexts.problems.invalid, code: "invalid" });

    const other = await registerAccount(server);
    const late = await verificationTokenFor(server, other.account.email);
    await server.database.db.execute(
      sql`update email_verification_tokens set expires_at = now() - interval '1 second' where user_id = ${other.user.id}`,
    );
    const expired = await verify(late);
    expect(expired.status).toBe(410);
    expect(await expired.json()).toEqual({ message: verifyEmailTexts.problems.expired, code: "expired" });
    expect(await verifiedAt(other.user.id)).toBeNull();

    expect((await verify("bad\u0000token")).status).toBe(400);
  });

  it("resend: for the signed-in person only, a fresh working link, at most 3 emails a day, nothing once verified", async () => {
    expect((await resend()).status).toBe(401);
    const { account, token, user } = await registerAccount(server);
    const first = await verificationTokenFor(server, account.email);

    const sent = await resend(token);
    expect(sent.status).toBe(202);
    expect(await sent.json()).toEqual({ message: verifyEmailTexts.resent });
    const fresh = await verificationTokenFor(server, account.email);
    expect(fresh).not.toBe(first);
    expect((await resend(token)).status).toBe(202);

    // Registration's email and two resends make three today: the fourth is refused.
    const refused = await resend(token);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(23 * 3600);
    expect((await refused.json()).message).toMatch(
      /^Too many verification emails sent\. Please try again in \d+ minutes\.$/,
    );
    const count = await query<{ n: number }>(
      server,
      sql`select count(*)::int as n from mail_outbox where kind = 'email-verification' and ref_id = ${user.id}`,
    );
    expect(Number(count[0]!.n)).toBe(3);

    expect((await verify(fresh, token)).status).toBe(200);
    const done = await resend(token);
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ message: verifyEmailTexts.alreadyVerified });
  });
});
