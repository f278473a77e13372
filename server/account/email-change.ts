import { sql } from "drizzle-orm";
import { EMAIL_CHANGE_LINK_MINUTES, type PendingEmailChange } from "../../contract/account-profile.ts";
import { type EmailChangeLinkProblem } from "../../contract/confirm-email.ts";
import { rowsOf, type Db, type Tx } from "../db/client.ts";
import { enqueueEmail } from "../outbox/outbox.ts";
import { linkProblem } from "../auth/link-problem.ts";
import { newSecret, secretHash } from "../auth/tokens.ts";
import { isUniqueViolation } from "../auth/users.ts";
import {
  renderEmailChanged,
  renderEmailChangeLink,
  renderEmailChangeRequested,
  renderEmailTaken,
} from "./account-emails.ts";

// Asked for, per account and per new address, in an hour (the rate limiter's atomic counters). Resends count too.
export const EMAIL_CHANGES = { perAccount: 5, perNewAddress: 3, windowMs: 60 * 60_000 };

/**
 * Like the verification link, the token is in the fragment: browsers never send it, so it stays out of server logs
 * and Referer headers, and the page posts it only when the person confirms (a mail scanner's visit changes nothing).
 */
export function emailChangeLink(origin: string, token: string): string {
  return `${origin}/confirm-email#token=${token}`;
}

const expiresAtText = sql`to_char(expires_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** The account's change of email waiting for its link, if any. */
export async function pendingEmailChange(db: Db | Tx, userId: string): Promise<PendingEmailChange | null> {
  const [row] = rowsOf<{ new_email: string; expires: string }>(
    await db.execute(sql`
      select new_email, ${expiresAtText} as expires from email_change_requests
      where user_id = ${userId} and used_at is null and expires_at > now()
      order by created_at desc limit 1`),
  );
  return row ? { email: row.new_email, expiresAt: row.expires } : null;
}

/**
 * Records a change of email and queues its emails, in the caller's transaction; an earlier unused request of the
 * account stops working. The new address gets the link, or, when another account has it, a note saying nothing
 * changed: the caller's answer and the pending change it shows are the same either way, so nobody learns through
 * this page which addresses are registered. The current address gets a notice, unless this is a resend.
 */
export async function requestEmailChange(
  tx: Tx,
  origin: string,
  user: { id: string; email: string },
  newEmail: string,
  options: { noticeToCurrent: boolean },
): Promise<PendingEmailChange> {
  const token = newSecret();
  await tx.execute(sql`delete from email_change_requests where user_id = ${user.id} and used_at is null`);
  // Spent and expired requests of everyone go after a day: the table keeps only what can still matter.
  await tx.execute(sql`delete from email_change_requests where expires_at < now() - interval '1 day'`);
  const [row] = rowsOf<{ expires: string }>(
    await tx.execute(sql`
      insert into email_change_requests (user_id, new_email, token_hash, expires_at)
      values (${user.id}, ${newEmail}, ${secretHash(token)},
        now() + make_interval(mins => ${EMAIL_CHANGE_LINK_MINUTES}))
      returning ${expiresAtText} as expires`),
  );
  const taken = await addressTaken(tx, newEmail, user.id);
  await enqueueEmail(tx, {
    ...(taken
      ? renderEmailTaken(origin)
      : renderEmailChangeLink(emailChangeLink(origin, token), EMAIL_CHANGE_LINK_MINUTES)),
    kind: "email-change",
    refId: user.id,
    to: [newEmail],
  });
  if (options.noticeToCurrent) {
    await enqueueEmail(tx, {
      ...renderEmailChangeRequested(origin, newEmail, EMAIL_CHANGE_LINK_MINUTES),
      kind: "email-change-requested",
      refId: user.id,
      to: [user.email],
    });
  }
  return { email: newEmail, expiresAt: row!.expires };
}

/** Ends the account's waiting change of email; false when there was none. */
export async function cancelEmailChange(db: Db, userId: string): Promise<boolean> {
  const ended = rowsOf(
    await db.execute(sql`
      delete from email_change_requests
      where user_id = ${userId} and used_at is null and expires_at > now() returning id`),
  );
  return ended.length > 0;
}

export type ConfirmOutcome =
  { ok: true; userId: string; email: string } | { ok: false; problem: EmailChangeLinkProblem };

/**
 * Spends the link's token and makes its address the account's email, verified (the link proved it), in one
 * transaction with the account's row locked: single use, before it expires, and refused when another account took
 * the address meanwhile (the token is spent all the same). The old address gets a notice; reset and verification
 * links sent to it stop working, as they check the address they went to. Sessions stay: the owner asked for this
 * with the password (or a fresh sign-in), and the notice says how to react if they did not.
 */
export async function confirmEmailChange(db: Db, origin: string, token: string): Promise<ConfirmOutcome> {
  const hash = secretHash(token);
  let outcome: ConfirmOutcome | undefined;
  try {
    outcome = await db.transaction(async (tx): Promise<ConfirmOutcome | undefined> => {
      const [spent] = rowsOf<{ user_id: string; new_email: string }>(
        await tx.execute(sql`
          update email_change_requests set used_at = now()
          where token_hash = ${hash} and used_at is null and expires_at > now()
          returning user_id, new_email`),
      );
      if (!spent) return undefined;
      const userId = String(spent.user_id);
      const [user] = rowsOf<{ email: string }>(
        await tx.execute(sql`select email from users where id = ${userId} for update`),
      );
      if (!user) return { ok: false, problem: "invalid" };
      if (await addressTaken(tx, spent.new_email, userId)) return { ok: false, problem: "taken" };
      await tx.execute(sql`
        update users set email = ${spent.new_email}, email_verified_at = now() where id = ${userId}`);
      await tx.execute(sql`delete from email_change_requests where user_id = ${userId} and used_at is null`);
      await tx.execute(sql`delete from password_reset_tokens where user_id = ${userId} and used_at is null`);
      await tx.execute(sql`
        delete from email_verification_tokens where user_id = ${userId} and used_at is null`);
      if (user.email !== spent.new_email) {
        await enqueueEmail(tx, {
          ...renderEmailChanged(origin, spent.new_email, new Date()),
          kind: "email-changed",
          refId: userId,
          to: [user.email],
        });
      }
      return { ok: true, userId, email: spent.new_email };
    });
  } catch (error) {
    // Another account took the address between the check and the update (unique index): nothing was changed,
    // and the token was not spent; following the link again meets the check above.
    if (isUniqueViolation(error)) return { ok: false, problem: "taken" };
    throw error;
  }
  return outcome ?? { ok: false, problem: await linkProblem(db, "email_change_requests", hash) };
}

async function addressTaken(tx: Tx | Db, email: string, exceptUserId: string): Promise<boolean> {
  const rows = rowsOf(
    await tx.execute(sql`
      select id from users where lower(email) = lower(${email}) and id <> ${exceptUserId} limit 1`),
  );
  return rows.length > 0;
}
