import { and, desc, eq, ne, sql } from "drizzle-orm";
import type { AccountSession } from "../../contract/account.ts";
import { sessions } from "../auth/auth.schema.ts";
import type { Db } from "../db/client.ts";
import { apiTime } from "../http/api-time.ts";

// The account's sessions as the account page shows them (GET /api/account/sessions) and ends them.

const live = (userId: string) => and(eq(sessions.userId, userId), sql`${sessions.expiresAt} > now()`);

/** Every live session of the account, the most recently used first; `current` marks the caller's. */
export async function listSessions(db: Db, userId: string, currentId: string): Promise<AccountSession[]> {
  const rows = await db
    .select({
      id: sessions.id,
      device: sessions.device,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
    })
    .from(sessions)
    .where(live(userId))
    .orderBy(desc(sessions.lastUsedAt), sessions.id);
  return rows.map((row) => ({
    id: row.id,
    device: row.device,
    signedInAt: apiTime(row.createdAt),
    lastSeenAt: apiTime(row.lastUsedAt),
    current: row.id === currentId,
  }));
}

/** Ends one live session of the account (id a uuid); false when it has none with this id. */
export async function endSession(db: Db, userId: string, id: string): Promise<boolean> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.id, id), live(userId)))
    .returning({ id: sessions.id });
  return ended.length > 0;
}

/** Ends every session of the account but `keepId`; how many ended. */
export async function endOtherSessions(db: Db, userId: string, keepId: string): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepId)))
    .returning({ id: sessions.id });
  return ended.length;
}
