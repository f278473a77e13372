import { sql, type SQL } from "drizzle-orm";
import { rowsOf, type Db } from "../db/client.ts";
import type { AuthConfig } from "./auth.config.ts";
import { sessions } from "./auth.schema.ts";
import { newSecret, secretHash } from "./tokens.ts";

export type Lifetimes = Pick<AuthConfig, "sessionMs" | "rememberMeMs" | "sessionMaxMs">;

/** Starts a session and returns its bearer token; only the token's hash is stored. */
export async function createSession(
  db: Db,
  userId: string,
  rememberMe: boolean,
  lifetimes: Lifetimes,
  device?: string,
): Promise<string> {
  const token = newSecret();
  const seconds =
    Math.min(rememberMe ? lifetimes.rememberMeMs : lifetimes.sessionMs, lifetimes.sessionMaxMs) / 1000;
  // Sessions of this user that ended are dropped here, so the table does not grow without bound.
  await db.execute(sql`delete from sessions where user_id = ${userId} and expires_at <= now()`);
  await db.insert(sessions).values({
    userId,
    tokenHash: secretHash(token),
    rememberMe,
    device: device ?? null,
    expiresAt: sql`now() + make_interval(secs => ${seconds})`,
  });
  return token;
}

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
  const result = await db.execute(sql`
    delete from sessions where token_hash = ${secretHash(token)} and expires_at > now() returning id`);
  return rowsOf(result).length > 0;
}
