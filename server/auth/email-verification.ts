import { sql } from "drizzle-orm";
import type { VerificationLinkProblem } from "../../contract/auth-messages.ts";
import type { Db } from "../db/client.ts";
import { rowsOf, type Tx } from "../db/client.ts";
import { enqueueEmail } from "../outbox/outbox.ts";
import { newSecret, secretHash } from "./tokens.ts";
import { renderVerificationEmail } from "./verification-email.ts";

export const VERIFY_LINK_HOURS = 48;
// Whoever holds a session cannot use this site to flood an inbox: past this, a resend is refused with 429.
export const VERIFICATION_EMAILS_PER_DAY = 3;

/**
 * The page reads the token from the fragment, which browsers never send, so it stays out of server logs and
 * Referer headers.
 */
export function verificationLink(origin: string, token: string): string {
  return `${origin}/verify-email#token=${token}`;
}

/** Queues an email with a single-use, expiring verification link for the account's current address. */
export async function sendVerificationEmail(
  tx: Tx | Db,
  origin: string,
  user: { id: string; email: string },
): Promise<void> {
  const token = newSecret();
  await tx.execute(sql`
    delete from email_verification_tokens
    where user_id = ${user.id} and expires_at <= now() - interval '1 day'`);
  await tx.execute(sql`
    insert into email_verification_tokens (user_id, email, token_hash, expires_at)
    values (${user.id}, ${user.email}, ${secretHash(token)},
      now() + make_interval(hours => ${VERIFY_LINK_HOURS}))`);
  await enqueueEmail(tx, {
    ...renderVerificationEmail(verificationLink(origin, token), VERIFY_LINK_HOURS),
    kind: "email-verification",
    refId: user.id,
    to: [user.email],
  });
}

/** Verification emails sent to this account in the last day, and seconds until the oldest of them is a day old. */
export async function verificationEmailsToday(
  db: Db,
  userId: string,
): Promise<{ count: number; retryAfterSeconds: number }> {
  const [row] = rowsOf<{ n: number; retry: number | null }>(
    await db.execute(sql`
      select count(*)::int as n,
        ceil(extract(epoch from (min(created_at) + interval '1 day' - now())))::int as retry
      from email_verification_tokens
      where user_id = ${userId} and created_at > now() - interval '1 day'`),
  );
  return { count: Number(row?.n ?? 0), retryAfterSeconds: Math.max(1, Number(row?.retry ?? 1)) };
}

/**
 * Spends a verification token: single use, before it expires, and only while the account still has the address
 * the link was sent to. The account is then marked verified.
 */
export async function verifyEmailToken(
  db: Db,
  token: string,
): Promise<{ ok: true } | { ok: false; problem: VerificationLinkProblem }> {
  const hash = secretHash(token);
  const [spent] = rowsOf<{ user_id: string; email: string }>(
    await db.execute(sql`
      update email_verification_tokens set used_at = now()
      where token_hash = ${hash} and used_at is null and expires_at > now()
      returning user_id, email`),
  );
  if (spent) {
    const [verified] = rowsOf<{ id: string }>(
      await db.execute(sql`
        update users set email_verified_at = coalesce(email_verified_at, now())
        where id = ${spent.user_id} and lower(email) = lower(${spent.email})
        returning id`),
    );
    return verified ? { ok: true } : { ok: false, problem: "invalid" };
  }
  const [known] = rowsOf<{ used: boolean }>(
    await db.execute(sql`
      select used_at is not null as used from email_verification_tokens where token_hash = ${hash}`),
  );
  if (!known) return { ok: false, problem: "invalid" };
  return { ok: false, problem: known.used ? "used" : "expired" };
}
