import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { serializeCookie } from "../http/cookies.ts";
import { rowsOf } from "../db/client.ts";
import { newSecret, secretHash } from "./tokens.ts";

export const DEVICE_COOKIE = "vc_device";
// A year: a browser that signed in once stays recognised for its owner through any later attack.
export const DEVICE_COOKIE_DAYS = 365;
const DEVICE_COOKIE_PATH = "/api/auth";

/** The trusted device behind a cookie value, if it belongs to this account and has not expired. */
export async function findTrustedDevice(
  db: Db,
  cookieValue: string | undefined,
  userId: string,
): Promise<{ id: string; token: string } | undefined> {
  if (!cookieValue || !/^[A-Za-z0-9_-]{43}$/.test(cookieValue)) return undefined;
  const result = await db.execute(sql`
    select id from trusted_devices
    where token_hash = ${secretHash(cookieValue)} and user_id = ${userId} and expires_at > now()`);
  const row = rowsOf<{ id: string }>(result)[0];
  return row ? { id: String(row.id), token: cookieValue } : undefined;
}

/**
 * After a successful sign-in: the browser's device cookie for this account. A browser that showed a valid one keeps
 * it, with its lifetime renewed (so two tabs signing in at once do not cancel each other); any other gets a new
 * secret. Returns the Set-Cookie header value.
 */
export async function trustDevice(
  db: Db,
  userId: string,
  previous: { id: string; token: string } | undefined,
  secure: boolean,
): Promise<string> {
  let token: string;
  if (previous) {
    token = previous.token;
    await db.execute(sql`
      update trusted_devices
      set last_used_at = now(), expires_at = now() + make_interval(days => ${DEVICE_COOKIE_DAYS})
      where id = ${previous.id}`);
  } else {
    token = newSecret();
    await db.execute(sql`delete from trusted_devices where user_id = ${userId} and expires_at <= now()`);
    await db.execute(sql`
      insert into trusted_devices (user_id, token_hash, expires_at)
      values (${userId}, ${secretHash(token)}, now() + make_interval(days => ${DEVICE_COOKIE_DAYS}))`);
  }
  return serializeCookie(DEVICE_COOKIE, token, {
    path: DEVICE_COOKIE_PATH,
    maxAgeSeconds: DEVICE_COOKIE_DAYS * 86_400,
    secure,
  });
}
