import { sql } from "drizzle-orm";
import { oauthProviders } from "../../contract/auth-messages.ts";
import { rowsOf, type Db, type Tx } from "../db/client.ts";

/**
 * How many ways into an account are left: its password (one, if set), each Google or Facebook identity linked to
 * it, and each passkey. Anything that removes a way in (disconnecting a provider, removing a passkey) asks this
 * inside the transaction that removes, after `lockAccount`, and refuses to take the last one (409), so two parallel
 * removals cannot both see one to spare.
 */
export async function countWaysIn(db: Db | Tx, userId: string): Promise<number> {
  const providers = sql.join(
    oauthProviders.map((provider) => sql`${provider}`),
    sql`, `,
  );
  const [row] = rowsOf<{ ways: number | string }>(
    await db.execute(sql`
      select
        (case when users.password_hash is not null then 1 else 0 end)
        + (select count(*) from oauth_identities i where i.user_id = users.id and i.provider in (${providers}))
        + (select count(*) from passkeys p where p.user_id = users.id) as ways
      from users where users.id = ${userId}`),
  );
  return Number(row?.ways ?? 0);
}

/**
 * Takes the account's row lock until the transaction ends: every change to its ways in that checks `countWaysIn`
 * first runs one after another, across server processes too (PostgreSQL row lock; PGlite runs one transaction at a
 * time anyway). False when the account is gone.
 */
export async function lockAccount(tx: Db | Tx, userId: string): Promise<boolean> {
  const rows = rowsOf(await tx.execute(sql`select id from users where id = ${userId} for update`));
  return rows.length > 0;
}

/** Runs `task` in a transaction that holds the account's row lock (see lockAccount). */
export async function lockWaysIn<T>(db: Db, userId: string, task: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await lockAccount(tx, userId);
    return task(tx);
  });
}
