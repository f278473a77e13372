import { and, eq, lte, sql, type SQL } from "drizzle-orm";
import { rowsOf, type Db, type Tx } from "../db/client.ts";
import type { AuthConfig } from "./auth.config.ts";
import { sessions, users } from "./auth.schema.ts";
import { newSecret, secretHash } from "./tokens.ts";

export type Lifetimes = Pick<AuthConfig, "sessionMs" | "rememberMeMs" | "sessionMaxMs">;

/**
 * Starts a session and returns its bearer token (only the token's hash is stored), or undefined when `stillValid`
 * no longer holds. A sign-in checks its proof (a password, a passkey, a code) before this, and the owner's first
 * verification may remove those ways in meanwhile (registrant-ways-in.ts, holding the account's row): so the
 * session is made only after waiting for that row, in a transaction where `stillValid` (a condition on the
 * database, read after the wait) says the proof is still the account's.
 */
export async function createSession(
  db: Db,
  userId: string,
  rememberMe: boolean,
  lifetimes: Lifetimes,
  device?: string,
): Promise<string>;
export async function createSession(
  db: Db,
  userId: string,
  rememberMe: boolean,
  lifetimes: Lifetimes,
  device: string | undefined,
  stillValid: SQL,
): Promise<string | undefined>;
export async function createSession(
  db: Db,
  userId: string,
  rememberMe: boolean,
  lifetimes: Lifetimes,
  device?: string,
  stillValid?: SQL,
): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("share");
    // A statement of its own: after the wait it reads what the owner's transaction committed.
    if (stillValid && rowsOf(await tx.execute(sql`select 1 where ${stillValid}`)).length === 0)
      return undefined;
    return insertSession(tx, { userId, rememberMe, device, secondFactor: false }, lifetimes);
  });
}

/**
 * The session row itself, in the caller's transaction (which holds the account's row); returns its token.
 * `secondFactor`: the sign-in proved the account's second factor (its code step, server/auth/two-step-sign-in.ts).
 */
export async function insertSession(
  tx: Tx,
  session: { userId: string; rememberMe: boolean; device: string | null | undefined; secondFactor: boolean },
  lifetimes: Lifetimes,
): Promise<string> {
  const token = newSecret();
  const { userId, rememberMe } = session;
  const seconds =
    Math.min(rememberMe ? lifetimes.rememberMeMs : lifetimes.sessionMs, lifetimes.sessionMaxMs) / 1000;
  // Sessions of this user that ended are dropped here, so the table does not grow without bound.
  await tx.delete(sessions).where(and(eq(sessions.userId, userId), lte(sessions.expiresAt, sql`now()`)));
  await tx.insert(sessions).values({
    userId,
    tokenHash: secretHash(token),
    rememberMe,
    device: session.device ?? null,
    expiresAt: sql`now() + make_interval(secs => ${seconds})`,
    secondFactorAt: session.secondFactor ? sql`now()` : null,
  });
  return token;
}

/**
 * What createSession's `stillValid` checks once the account's row is held: the way in that was checked a moment ago
 * is still the account's, as the owner's first verification may have just removed it (registrant-ways-in.ts).
 */
export const stillHolds = {
  password: (userId: string, passwordHash: string) =>
    sql`exists (select 1 from users where id = ${userId} and password_hash = ${passwordHash})`,
  signInCode: (code: string) =>
    sql`exists (select 1 from sign_in_codes where code_hash = ${secretHash(code)})`,
  passkey: (passkeyId: string) => sql`exists (select 1 from passkeys where id = ${passkeyId})`,
};

/**
 * The common table expression `renewed`: the live session of a bearer token, its expiry slid forward (never past
 * the absolute lifetime), as (id, user_id, second_factor_at). Every use of a token goes through it.
 */
export function renewedSession(token: string, lifetimes: Lifetimes): SQL {
  const idle = lifetimes.sessionMs / 1000;
  const remembered = lifetimes.rememberMeMs / 1000;
  const max = lifetimes.sessionMaxMs / 1000;
  return sql`renewed as (
      update sessions set
        last_used_at = now(),
        expires_at = least(
          now() + make_interval(secs => case when remember_me then ${remembered}::float8 else ${idle}::float8 end),
          created_at + make_interval(secs => ${max}::float8))
      where token_hash = ${secretHash(token)} and expires_at > now()
      returning id, user_id, second_factor_at)`;
}

/** Ends the session of a token; false when there was no live session for it. */
export async function revokeSession(db: Db, token: string): Promise<boolean> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.tokenHash, secretHash(token)), sql`${sessions.expiresAt} > now()`))
    .returning({ id: sessions.id });
  return ended.length > 0;
}

/** The session of a token proved the account's second factor (a staff passkey that counts as one). */
export async function markSecondFactorProved(db: Db, token: string): Promise<void> {
  await db
    .update(sessions)
    .set({ secondFactorAt: sql`now()` })
    .where(eq(sessions.tokenHash, secretHash(token)));
}
