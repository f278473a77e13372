import { sql } from "drizzle-orm";
import type { RemovedWaysIn, VerificationLinkProblem } from "../../contract/auth-texts.ts";
import type { Db } from "../db/client.ts";
import { rowsOf, type Tx } from "../db/client.ts";
import { enqueueEmail } from "../outbox/outbox.ts";
import { endEverySignIn } from "./end-sign-ins.ts";
import { linkProblem } from "./link-problem.ts";
import { issueResetToken } from "./password-reset.ts";
import { removeRegistrantsWaysIn } from "./registrant-ways-in.ts";
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

/**
 * What the person following the link said, when their browser is not signed in to the account: `password`, the
 * one chosen at registration (checked by `passwordMatches`, which the route throttles like a login), or
 * `startOver`.
 */
export interface Registrant {
  password?: string;
  startOver?: boolean;
  passwordMatches?: (account: { email: string; passwordHash: string }, password: string) => Promise<boolean>;
}

export type VerifyOutcome =
  | { ok: true; kept: "own-browser" | "password" }
  | { ok: true; choosePasswordToken: string; removed: RemovedWaysIn }
  | { ok: false; problem: VerificationLinkProblem }
  | { ok: false; problem: "confirm-registration"; hasPassword: boolean }
  | { ok: false; problem: "wrong-password" };

/** The follower's question could not be settled inside the transaction: it rolls back, nothing is spent. */
class Undecided extends Error {}

/**
 * Spends a verification token: single use, before it expires, and only while the account still has the address
 * the link was sent to. The account is then marked verified, in one transaction with the row locked.
 *
 * The first verification also decides who keeps the account. Anyone can register an address they do not hold and
 * set up ways in (a password, passkeys, providers, sessions); the person following the link holds the address.
 * - From a browser signed in to this account, its registrant follows it: everything stays, and every other
 *   session, device cookie and pending sign-in code ends.
 * - From any other browser, nothing changes until the follower says who they are (`confirm-registration`): the
 *   password chosen at registration proves they set the account up, so everything stays; `startOver` removes every
 *   way in set up until then (removeRegistrantsWaysIn, with a notice to the address) and returns a one-time token
 *   to choose a new password. A wrong password changes nothing either (`wrong-password`).
 */
export async function verifyEmailToken(
  db: Db,
  origin: string,
  token: string,
  follower: Follower = {},
  registrant: Registrant = {},
): Promise<VerifyOutcome> {
  const hash = secretHash(token);
  const [link] = rowsOf<{ user_id: string; email: string; verified: boolean; password_hash: string | null }>(
    await db.execute(sql`
      select users.id as user_id, users.email, users.email_verified_at is not null as verified,
        users.password_hash
      from email_verification_tokens t join users on users.id = t.user_id and lower(users.email) = lower(t.email)
      where t.token_hash = ${hash} and t.used_at is null and t.expires_at > now()`),
  );
  // Asked before anything is spent: the password is checked outside the transaction, as it takes time.
  let provedHash: string | undefined;
  if (link && !link.verified && !(await ownSignIn(db, String(link.user_id), follower))) {
    if (registrant.password !== undefined) {
      const matches =
        link.password_hash !== null &&
        registrant.passwordMatches !== undefined &&
        (await registrant.passwordMatches(
          { email: link.email, passwordHash: link.password_hash },
          registrant.password,
        ));
      if (!matches) return { ok: false, problem: "wrong-password" };
      provedHash = link.password_hash!;
    } else if (!registrant.startOver) {
      return { ok: false, problem: "confirm-registration", hasPassword: link.password_hash !== null };
    }
  }
  let outcome: VerifyOutcome | undefined;
  try {
    outcome = await db.transaction(async (tx): Promise<VerifyOutcome | undefined> => {
      const [spent] = rowsOf<{ user_id: string; email: string }>(
        await tx.execute(sql`
          update email_verification_tokens set used_at = now()
          where token_hash = ${hash} and used_at is null and expires_at > now()
          returning user_id, email`),
      );
      if (!spent) return undefined;
      const [user] = rowsOf<{ id: string; email: string; verified: boolean; password_hash: string | null }>(
        await tx.execute(sql`
          select id, email, email_verified_at is not null as verified, password_hash from users
          where id = ${spent.user_id} and lower(email) = lower(${spent.email}) for update`),
      );
      if (!user) return { ok: false, problem: "invalid" };
      if (user.verified) return { ok: true, kept: "own-browser" };
      const userId = String(user.id);
      await tx.execute(sql`update users set email_verified_at = now() where id = ${userId}`);
      await tx.execute(sql`
        delete from email_verification_tokens where user_id = ${userId} and used_at is null`);
      const own = await ownSignIn(tx, userId, follower);
      if (own) {
        await endEverySignIn(tx, userId, own);
        return { ok: true, kept: "own-browser" };
      }
      // The password proved is still the account's: nobody changed it meanwhile.
      if (provedHash !== undefined && provedHash === user.password_hash)
        return { ok: true, kept: "password" };
      if (!registrant.startOver) throw new Undecided();
      const account = { id: userId, email: user.email };
      const removed = await removeRegistrantsWaysIn(tx, account, { origin, proof: "verification-link" });
      return { ok: true, choosePasswordToken: await issueResetToken(tx, account), removed };
    });
  } catch (error) {
    if (!(error instanceof Undecided)) throw error;
    return { ok: false, problem: "confirm-registration", hasPassword: link?.password_hash != null };
  }
  return outcome ?? { ok: false, problem: await linkProblem(db, "email_verification_tokens", hash) };
}

/** The follower's session (and device) when they belong to this account. */
async function ownSignIn(
  tx: Tx | Db,
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
