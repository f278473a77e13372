import type { Db } from "../db/client.ts";
import { sendVerificationEmail } from "./email-verification.ts";
import { createUser, type StoredUser } from "./users.ts";

/**
 * Creates an account with its password and queues its verification email, in one transaction: the account and the
 * email exist together or not at all (the outbox sends it later). EmailTakenError when the address has an account.
 */
export async function registerAccount(
  db: Db,
  origin: string,
  input: { name: string; email: string; passwordHash: string },
): Promise<StoredUser> {
  return db.transaction(async (tx) => {
    const created = await createUser(tx as unknown as Db, input);
    await sendVerificationEmail(tx, origin, created);
    return created;
  });
}
