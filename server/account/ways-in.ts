import { sql } from "drizzle-orm";
import { rowsOf, type Db, type Tx } from "../db/client.ts";

/**
 * How many ways the account has to sign in: its password, each connected identity provider and each passkey. Every
 * removal of a way in (disconnecting a provider, removing a passkey) runs inside lockWaysIn's transaction and asks
 * this first, so an account can never lose its last one.
 */
export async function countWaysIn(db: Db | Tx, userId: string): Promise<number> {
  const [row] = rowsOf<{ password: number; providers: number }>(
    await db.execute(sql`
      select
        (select count(*) from users where id = ${userId} and password_hash is not null)::int as password,
        (select count(*) from oauth_identities where user_id = ${userId})::int as providers`),
  );
  const password = Number(row?.password ?? 0);
  const providers = Number(row?.providers ?? 0);
  // Passkeys: the lead merges their count here (a third sub-select above, on the passkeys table), so that the
  // passkey and provider removals share this one rule.
  const passkeys = 0;
  return password + providers + passkeys;
}

/**
 * Runs `task` in a transaction holding the account's row lock, so two removals in parallel (Google and Facebook
 * at once, or a provider and a passkey) are counted one after the other and cannot both take the last but one.
 */
export async function lockWaysIn<T>(db: Db, userId: string, task: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from users where id = ${userId} for update`);
    return task(tx);
  });
}
