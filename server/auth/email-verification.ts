import { sql } from "drizzle-orm";
import type { VerificationLinkProblem } from "../../contract/auth-messages.ts";
import type { Db } from "../db/client.ts";
import { rowsOf, type Tx } from "../db/client.ts";
import { enqueueEmail } from "../outbox/outbox.ts";
import { linkProblem } from "./link-problem.ts";
import { endEverySignIn, issueResetToken } from "./password-reset.ts";
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

/** The browser that follows a link: its live session and device cookie, if it has them. */
export interface Follower {
  sessionToken?: string;
  deviceCookie?: string;
}

export type VerifyOutcome =
  { ok: true; choosePasswordToken?: string } | { ok: false; problem: VerificationLinkProblem };

/**
 * Spends a verification token: single use, before it expires, and only while the account still has the address
 * the link was sent to. The account is then marked verified, in one transaction with the row locked.
 *
 * The first verification also decides who keeps the account. Anyone can register an address they do not hold;
 * the person following the link holds it. Every other session, device cookie and pending sign-in code ends. When
 * the browser following the link is signed in to this account, its owner registered it: the password stays. When
 * it is not, the password is removed too and a one-time token to choose a new one is returned.
 */
export async function verifyEmailToken(
  db: Db,
  token: string,
  follower: Follower = {},
): Promise<VerifyOutcome> {
  const hash = secretHash(token);
  const outcome = await db.transaction(async (tx): Promise<VerifyOutcome | undefined> => {
    const [spent] = rowsOf<{ user_id: string; email: string }>(
      await tx.execute(sql`
        update email_verification_tokens set used_at = now()
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
    if (user.verified) return { ok: true };
    await tx.execute(sql`update users set email_verified_at = now() where id = ${user.id}`);
    const own = await ownSignIn(tx, String(user.id), follower);
    await endEverySignIn(tx, String(user.id), own ?? {});
    await tx.execute(sql`
      delete from email_verification_tokens where user_id = ${user.id} and used_at is null`);
    if (own) return { ok: true };
    await tx.execute(sql`update users set password_hash = null where id = ${user.id}`);
    return {
      ok: true,
      choosePasswordToken: await issueResetToken(tx, { id: String(user.id), email: user.email }),
    };
  });
  return outcome ?? { ok: false, problem: await linkProblem(db, "email_verification_tokens", hash) };
}

/** The follower's session (and device) when they belong to this account. */
async function ownSignIn(
  tx: Tx,
  userId: string,
  follower: Follower,
): Promise<{ sessionId: string; deviceId?: string } | undefined> {
  if (!follower.sessionToken) return undefined;
  const [session] = rowsOf<{ id: string }>(
    await tx.execute(sql`
      select id from sessions
      where token_hash = ${secretHash(follower.sessionToken)} and user_id = ${userId} and expires_at > now()`),
  );
  if (!session) return undefined;
  const device =
    follower.deviceCookie && /^[A-Za-z0-9_-]{43}$/.test(follower.deviceCookie)
      ? rowsOf<{ id: string }>(
          await tx.execute(sql`
            select id from trusted_devices
            where token_hash = ${secretHash(follower.deviceCookie)} and user_id = ${userId}`),
        )[0]
      : undefined;
  return { sessionId: String(session.id), deviceId: device ? String(device.id) : undefined };
}
