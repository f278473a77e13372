import { sql } from "drizzle-orm";
import type { ResetLinkProblem } from "../../contract/password-reset-texts.ts";
import { rowsOf, type Db, type Tx } from "../db/client.ts";
import { enqueueEmail } from "../outbox/outbox.ts";
import { endEverySignIn } from "./end-sign-ins.ts";
import { linkProblem } from "./link-problem.ts";
import { renderPasswordChangedEmail, renderResetEmail } from "./password-reset-email.ts";
import { removeRegistrantsWaysIn } from "./registrant-ways-in.ts";
import { newSecret, secretHash } from "./tokens.ts";
import { findUserByEmail } from "./users.ts";

export const RESET_LINK_MINUTES = 30;
// Links asked for, per address asked about and per client address, in an hour (atomic counters, like the login).
export const RESET_REQUESTS = { perEmail: 5, perAddress: 20, windowMs: 60 * 60_000 };

/**
 * The link works without JavaScript, so its token is in the query (ADR 0017): the server takes it off the URL at
 * once (resetLinkHandover), and query strings are never logged (server/http/log-serializers.ts, nginx's format).
 */
export function resetLink(origin: string, token: string): string {
  return `${origin}/reset-password?token=${token}`;
}

/** Where the token waits between the link and the form's post: HttpOnly, sent only to the reset endpoint. */
export const RESET_COOKIE = "vc_reset";
export const RESET_COOKIE_PATH = "/api/auth/reset-password";

/**
 * A new one-time token that sets the account's password, valid RESET_LINK_MINUTES; earlier unused ones stop
 * working, so only the newest email's link does.
 */
export async function issueResetToken(tx: Tx | Db, user: { id: string; email: string }): Promise<string> {
  const token = newSecret();
  await tx.execute(sql`delete from password_reset_tokens where user_id = ${user.id} and used_at is null`);
  // Spent and expired links of everyone go after a day: the table keeps only what can still matter.
  await tx.execute(sql`delete from password_reset_tokens where expires_at < now() - interval '1 day'`);
  await tx.execute(sql`
    insert into password_reset_tokens (user_id, email, token_hash, expires_at)
    values (${user.id}, ${user.email}, ${secretHash(token)},
      now() + make_interval(mins => ${RESET_LINK_MINUTES}))`);
  return token;
}

/** Queues the email with a reset link for the account's address. */
export async function sendResetEmail(
  tx: Tx | Db,
  origin: string,
  user: { id: string; email: string },
): Promise<void> {
  const token = await issueResetToken(tx, user);
  await enqueueEmail(tx, {
    ...renderResetEmail(resetLink(origin, token), RESET_LINK_MINUTES, origin),
    kind: "password-reset",
    refId: user.id,
    to: [user.email],
  });
}

/**
 * What an unknown address costs instead of sendResetEmail: the same statements against no account, so the answer
 * takes as long whether or not the address has one.
 */
export async function issueNothing(tx: Tx | Db): Promise<void> {
  const nobody = "00000000-0000-0000-0000-000000000000";
  await tx.execute(sql`delete from password_reset_tokens where user_id = ${nobody} and used_at is null`);
  await tx.execute(
    sql`select count(*) from password_reset_tokens where token_hash = ${secretHash(newSecret())}`,
  );
  renderResetEmail(resetLink("https://example.invalid", newSecret()), RESET_LINK_MINUTES, "");
  await tx.execute(sql`select count(*) from mail_outbox where id = ${nobody}`);
}

/**
 * A forgotten password: the reset link goes to the address when it has an account; an unknown address costs the
 * same statements (issueNothing), in the same one transaction.
 */
export async function emailResetLink(db: Db, origin: string, email: string): Promise<void> {
  await db.transaction(async (tx) => {
    const user = await findUserByEmail(tx as unknown as Db, email);
    if (user) await sendResetEmail(tx, origin, user);
    else await issueNothing(tx);
  });
}

export type ResetOutcome = { ok: true; userId: string } | { ok: false; problem: ResetLinkProblem };

/**
 * Spends a reset token and sets the password, in one transaction: single use, before it expires, and only while
 * the account still has the address the link went to (which the link therefore proves: the email counts as
 * verified). Every session, device cookie, pending sign-in code and other reset link of the account ends with it,
 * and a notice goes to the address. When the address was not verified yet, this is its owner's first proof, so
 * the passkeys and providers set up until then go too (removeRegistrantsWaysIn).
 */
export async function resetPassword(
  db: Db,
  origin: string,
  token: string,
  passwordHash: string,
): Promise<ResetOutcome> {
  const hash = secretHash(token);
  const outcome = await db.transaction(async (tx): Promise<ResetOutcome | undefined> => {
    const [spent] = rowsOf<{ user_id: string; email: string }>(
      await tx.execute(sql`
        update password_reset_tokens set used_at = now()
        where token_hash = ${hash} and used_at is null and expires_at > now()
        returning user_id, email`),
    );
    if (!spent) return undefined;
    const [user] = rowsOf<{ id: string; email: string; verified: boolean }>(
      await tx.execute(sql`
        select id, email, email_verified_at is not null as verified from users
        where id = ${spent.user_id} and lower(email) = lower(${spent.email}) for update`),
    );
    if (!user) return { ok: false, problem: "invalid" };
    // The link is the first proof that its reader holds the address; whoever set the account up may not have.
    if (!user.verified) {
      await removeRegistrantsWaysIn(
        tx,
        { id: String(user.id), email: user.email },
        { origin, proof: "reset-link" },
      );
    }
    await tx.execute(sql`
      update users set password_hash = ${passwordHash}, email_verified_at = coalesce(email_verified_at, now())
      where id = ${user.id}`);
    await endEverySignIn(tx, user.id);
    await tx.execute(sql`delete from password_reset_tokens where user_id = ${user.id} and used_at is null`);
    await enqueueEmail(tx, {
      ...renderPasswordChangedEmail(origin),
      kind: "password-changed",
      refId: user.id,
      to: [user.email],
    });
    return { ok: true, userId: String(user.id) };
  });
  return outcome ?? { ok: false, problem: await linkProblem(db, "password_reset_tokens", hash) };
}
