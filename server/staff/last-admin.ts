import { asc, eq } from "drizzle-orm";
import { users } from "../auth/auth.schema.ts";
import type { Db, Tx } from "../db/client.ts";

/** The change would leave no admin: nobody could grant or revoke roles from the console any more. */
export class LastAdminError extends Error {
  constructor() {
    super("the only admin account cannot lose the role or be removed");
  }
}

/**
 * Locks every admin account's row until the transaction ends, in one order (by id), and returns their ids. Every
 * change that could take the last admin away takes these locks first, so two of them in parallel (two admins
 * demoting each other, a deletion during a revoke) run one after the other and the second sees the first's result.
 */
export async function lockAdmins(tx: Tx | Db): Promise<string[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, "admin"))
    .orderBy(asc(users.id))
    .for("update");
  return rows.map((row) => row.id);
}

/** Throws LastAdminError when `userId` is the only admin (inside the caller's transaction, which keeps the locks). */
export async function refuseLastAdmin(tx: Tx | Db, userId: string): Promise<void> {
  const admins = await lockAdmins(tx);
  if (admins.length === 1 && admins[0] === userId) throw new LastAdminError();
}
