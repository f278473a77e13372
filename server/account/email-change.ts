import { and, desc, eq, isNull, lt, ne, sql } from "drizzle-orm";
import { holdAccountForSession } from "./live-session.ts";
import { EMAIL_CHANGE_LINK_MINUTES, type PendingEmailChange } from "../../contract/account-profile.ts";
import { type EmailChangeLinkProblem } from "../../contract/confirm-email.ts";
import { emailVerificationTokens, passwordResetTokens, users } from "../auth/auth.schema.ts";
import type { Db, Tx } from "../db/client.ts";
import { apiTime } from "../http/api-time.ts";
import { enqueueEmail } from "../outbox/outbox.ts";
import { linkProblem } from "../auth/link-problem.ts";
import { newSecret, secretHash } from "../auth/tokens.ts";
import { isUniqueViolation } from "../auth/users.ts";
import { emailChangeRequests } from "./account.schema.ts";
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

const unused = (userId: string) =>
  and(eq(emailChangeRequests.userId, userId), isNull(emailChangeRequests.usedAt));

/** The account's change of email waiting for its link, if any. */
export async function pendingEmailChange(db: Db | Tx, userId: string): Promise<PendingEmailChange | null> {
  const [row] = await db
    .select({ email: emailChangeRequests.newEmail, expiresAt: emailChangeRequests.expiresAt })
    .from(emailChangeRequests)
    .where(and(unused(userId), sql`${emailChangeRequests.expiresAt} > now()`))
    .orderBy(desc(emailChangeRequests.createdAt))
    .limit(1);
  return row ? { email: row.email, expiresAt: apiTime(row.expiresAt) } : null;
}

/**
 * Records a change of email and queues its emails, in one transaction; an earlier unused request of the account
 * stops working. The new address gets the link, or, when another account has it, a note saying nothing changed:
 * the caller's answer and the pending change it shows are the same either way, so nobody learns through this page
 * which addresses are registered. The current address gets a notice, unless this is a resend.
 */
export async function requestEmailChange(
  db: Db,
  origin: string,
  user: { id: string; email: string },
  newEmail: string,
  /** sessionId: the session that asked, which must still be alive once the account's row is held (live-session.ts). */
  options: { noticeToCurrent: boolean; sessionId?: string },
): Promise<PendingEmailChange> {
  return db.transaction(async (tx) => {
    if (options.sessionId) await holdAccountForSession(tx, { userId: user.id, sessionId: options.sessionId });
    const token = newSecret();
    await tx.delete(emailChangeRequests).where(unused(user.id));
    // Spent and expired requests of everyone go after a day: the table keeps only what can still matter.
    await tx
      .delete(emailChangeRequests)
      .where(lt(emailChangeRequests.expiresAt, sql`now() - interval '1 day'`));
    const [row] = await tx
      .insert(emailChangeRequests)
      .values({
        userId: user.id,
        newEmail,
        tokenHash: secretHash(token),
        expiresAt: sql`now() + make_interval(mins => ${EMAIL_CHANGE_LINK_MINUTES})`,
      })
      .returning({ expiresAt: emailChangeRequests.expiresAt });
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
    return { email: newEmail, expiresAt: apiTime(row!.expiresAt) };
  });
}

/** Ends the account's waiting change of email; false when there was none. */
export async function cancelEmailChange(db: Db, userId: string): Promise<boolean> {
  const ended = await db
    .delete(emailChangeRequests)
    .where(and(unused(userId), sql`${emailChangeRequests.expiresAt} > now()`))
    .returning({ id: emailChangeRequests.id });
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
      const [spent] = await tx
        .update(emailChangeRequests)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(emailChangeRequests.tokenHash, hash),
            isNull(emailChangeRequests.usedAt),
            sql`${emailChangeRequests.expiresAt} > now()`,
          ),
        )
        .returning({ userId: emailChangeRequests.userId, newEmail: emailChangeRequests.newEmail });
      if (!spent) return undefined;
      const { userId, newEmail } = spent;
      const [user] = await tx
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, userId))
        .for("update");
      if (!user) return { ok: false, problem: "invalid" };
      if (await addressTaken(tx, newEmail, userId)) return { ok: false, problem: "taken" };
      await tx
        .update(users)
        .set({ email: newEmail, emailVerifiedAt: sql`now()` })
        .where(eq(users.id, userId));
      await tx.delete(emailChangeRequests).where(unused(userId));
      await tx
        .delete(passwordResetTokens)
        .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
      await tx
        .delete(emailVerificationTokens)
        .where(and(eq(emailVerificationTokens.userId, userId), isNull(emailVerificationTokens.usedAt)));
      if (user.email !== newEmail) {
        await enqueueEmail(tx, {
          ...renderEmailChanged(origin, newEmail, new Date()),
          kind: "email-changed",
          refId: userId,
          to: [user.email],
        });
      }
      return { ok: true, userId, email: newEmail };
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
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, sql`lower(${email})`), ne(users.id, exceptUserId)))
    .limit(1);
  return rows.length > 0;
}
