import { and, count, eq, inArray, sql } from "drizzle-orm";
import { oauthProviders } from "../../contract/auth-texts.ts";
import { oauthIdentities, users } from "../auth/auth.schema.ts";
import type { Db, Tx } from "../db/client.ts";
import { passkeys } from "./passkeys.schema.ts";

/**
 * How many ways into an account are left: its password (one, if set), each Google or Facebook identity linked to
 * it, and each passkey. Anything that removes a way in (disconnecting a provider, removing a passkey) asks this
 * inside the transaction that removes, after `lockAccount`, and refuses to take the last one (409), so two parallel
 * removals cannot both see one to spare.
 */
export async function countWaysIn(db: Db | Tx, userId: string): Promise<number> {
  const providers = db
    .select({ n: count() })
    .from(oauthIdentities)
    .where(and(eq(oauthIdentities.userId, users.id), inArray(oauthIdentities.provider, [...oauthProviders])));
  const keys = db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, users.id));
  const [row] = await db
    .select({
      ways: sql`(case when ${users.passwordHash} is not null then 1 else 0 end) + (${providers}) + (${keys})`.mapWith(
        Number,
      ),
    })
    .from(users)
    .where(eq(users.id, userId));
  return row?.ways ?? 0;
}

/**
 * Takes the account's row lock until the transaction ends: every change to its ways in that checks `countWaysIn`
 * first runs one after another, across server processes too (PostgreSQL row lock; PGlite runs one transaction at a
 * time anyway). False when the account is gone.
 */
export async function lockAccount(tx: Db | Tx, userId: string): Promise<boolean> {
  const rows = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
  return rows.length > 0;
}

/** Runs `task` in a transaction that holds the account's row lock (see lockAccount). */
export async function lockWaysIn<T>(db: Db, userId: string, task: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await lockAccount(tx, userId);
    return task(tx);
  });
}
