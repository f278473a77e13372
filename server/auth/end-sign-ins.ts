import { sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client.ts";

/**
 * Ends every way the account is signed in or about to be: sessions, device cookies, pending provider sign-in codes,
 * sign-ins waiting for their second step,
 * and any change of email waiting for its link.
 * `keep` spares the session and device of the browser doing this, when it is the account's own.
 */
export async function endEverySignIn(
  tx: Tx | Db,
  userId: string,
  keep: { sessionId?: string; deviceId?: string } = {},
): Promise<void> {
  await tx.execute(sql`
    delete from sessions where user_id = ${userId}
      ${keep.sessionId ? sql`and id <> ${keep.sessionId}` : sql``}`);
  await tx.execute(sql`
    delete from trusted_devices where user_id = ${userId}
      ${keep.deviceId ? sql`and id <> ${keep.deviceId}` : sql``}`);
  await tx.execute(sql`delete from sign_in_codes where user_id = ${userId}`);
  await tx.execute(sql`delete from pending_sign_ins where user_id = ${userId}`);
  // A change of email waiting for its link may be a stranger's: whoever takes the account back cancels it.
  await tx.execute(sql`delete from email_change_requests where user_id = ${userId} and used_at is null`);
}
