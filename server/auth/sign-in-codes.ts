import { timingSafeEqual } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { signInCodes } from "./auth.schema.ts";
import { rowsOf } from "../db/client.ts";
import { newSecret, secretHash } from "./tokens.ts";

export const CODE_LIFETIME_SECONDS = 60;
/** The cookie binding a sign-in code to the browser it was issued to; sent only to the exchange. */
export const SIGN_IN_BINDING_COOKIE = "vc_signin";
export const SIGN_IN_BINDING_PATH = "/api/auth/exchange";

/**
 * A single-use code, valid 60 seconds, that the login page exchanges for a session after a provider sign-in, and
 * the random value of the cookie that binds it to this browser (only its hash is stored with the code).
 */
export async function issueSignInCode(db: Db, userId: string): Promise<{ code: string; binding: string }> {
  const code = newSecret();
  const binding = newSecret();
  await db.execute(sql`delete from sign_in_codes where expires_at <= now()`);
  await db.insert(signInCodes).values({
    codeHash: secretHash(code),
    userId,
    bindingHash: secretHash(binding),
    expiresAt: sql`now() + make_interval(secs => ${CODE_LIFETIME_SECONDS})`,
  });
  return { code, binding };
}

/**
 * Marks the code used, in one statement, so it can never be redeemed twice, and returns its user only when the
 * browser showed the code's binding cookie. A code tried without it (another browser: login CSRF, a leaked link) is
 * burnt all the same.
 */
export async function redeemSignInCode(
  db: Db,
  code: string,
  binding: string | undefined,
): Promise<string | undefined> {
  const result = await db.execute<{ user_id: string; binding_hash: string | null }>(sql`
    update sign_in_codes set used_at = now()
    where code_hash = ${secretHash(code)} and used_at is null and expires_at > now()
    returning user_id, binding_hash`);
  const row = rowsOf<{ user_id: string; binding_hash: string | null }>(result)[0];
  if (!row || !row.binding_hash || !binding) return undefined;
  const expected = Buffer.from(row.binding_hash, "hex");
  const shown = Buffer.from(secretHash(binding), "hex");
  if (expected.length !== shown.length || !timingSafeEqual(expected, shown)) return undefined;
  return String(row.user_id);
}
