import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { signInCodes } from "./auth.schema.ts";
import { rowsOf } from "./sessions.ts";
import { newSecret, secretHash } from "./tokens.ts";

const CODE_LIFETIME_SECONDS = 60;

/** A single-use code, valid 60 seconds, that the login page exchanges for a session after a provider sign-in. */
export async function issueSignInCode(db: Db, userId: string): Promise<string> {
  const code = newSecret();
  await db.execute(sql`delete from sign_in_codes where expires_at <= now()`);
  await db.insert(signInCodes).values({
    codeHash: secretHash(code),
    userId,
    expiresAt: sql`now() + make_interval(secs => ${CODE_LIFETIME_SECONDS})`,
  });
  return code;
}

/** Marks the code used and returns its user, in one statement, so a code can never be redeemed twice. */
export async function redeemSignInCode(db: Db, code: string): Promise<string | undefined> {
  const result = await db.execute<{ user_id: string }>(sql`
    update sign_in_codes set used_at = now()
    where code_hash = ${secretHash(code)} and used_at is null and expires_at > now()
    returning user_id`);
  const row = rowsOf<{ user_id: string }>(result)[0];
  return row ? String(row.user_id) : undefined;
}
