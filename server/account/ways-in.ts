import { sql } from "drizzle-orm";
import { oauthProviders } from "../../contract/auth-messages.ts";
import { rowsOf, type Db, type Tx } from "../db/client.ts";

/**
 * How many ways into an account are left: its password (one, if set), each Google or Facebook identity linked to
 * it, and each passkey. Anything that removes a way in refuses to take the last one (409); call it inside the
 * transaction that removes, after `lockAccount`, so two parallel removals cannot both see one to spare.
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
 * time anyway).
 */
export async function lockAccount(tx: Db | Tx, userId: string): Promise<boolean> {
  const rows = rowsOf(await tx.execute(sql`select id from users where id = ${userId} for update`));
  return rows.length > 0;
}
