import { and, eq, gt, sql } from "drizzle-orm";
import { sessions, users } from "../auth/auth.schema.ts";
import { unauthorized } from "../auth/auth-errors.ts";
import type { Db, Tx } from "../db/client.ts";

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
  await tx.select({ id: users.id }).from(users).where(eq(users.id, me.userId)).for("share");
  // A statement of its own: after the wait it reads what the owner's transaction committed.
  const live = await tx
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(eq(sessions.id, me.sessionId), eq(sessions.userId, me.userId), gt(sessions.expiresAt, sql`now()`)),
    );
  if (live.length === 0) throw unauthorized();
}
