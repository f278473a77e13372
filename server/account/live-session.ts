import { sql } from "drizzle-orm";
import { unauthorized } from "../auth/auth-errors.ts";
import { rowsOf, type Db, type Tx } from "../db/client.ts";

/**
 * For a step that adds or changes a way into the account (a passkey, the password, the email), at the start of its
 * transaction: waits for the account's row, then refuses with 401 unless the session that asked is still alive.
 * The owner's first verification removes every way in the registrant set up, holding that row
 * (server/auth/registrant-ways-in.ts); a step whose checks passed just before must not land after it.
 */
export async function holdAccountForSession(
  tx: Tx | Db,
  me: { userId: string; sessionId: string },
): Promise<void> {
  await tx.execute(sql`select id from users where id = ${me.userId} for share`);
  // A statement of its own: after the wait it reads what the owner's transaction committed.
  const live = rowsOf(
    await tx.execute(sql`
      select 1 from sessions where id = ${me.sessionId}::uuid and user_id = ${me.userId} and expires_at > now()`),
  );
  if (live.length === 0) throw unauthorized();
}
