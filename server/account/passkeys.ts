import { and, desc, eq, sql } from "drizzle-orm";
import { holdAccountForSession } from "./live-session.ts";
import type { Passkey } from "../../contract/passkeys.ts";
import { users } from "../auth/auth.schema.ts";
import type { Db, Tx } from "../db/client.ts";
import { apiTime, apiTimeOrNull } from "../http/api-time.ts";
import { enqueueEmail } from "../outbox/outbox.ts";
import { renderPasskeyAddedEmail } from "./passkey-emails.ts";
import type { StoredPasskeyKey } from "./passkey-answer.ts";
import { passkeys } from "./passkeys.schema.ts";
import { countWaysIn, lockAccount } from "./ways-in.ts";

// The account's passkeys as the routes use them (server/account/passkeys.routes.ts, signing in with one in
// server/auth/passkey-sign-in.routes.ts): never the key material in an answer.

const shown = {
  id: passkeys.id,
  name: passkeys.name,
  createdAt: passkeys.createdAt,
  lastUsedAt: passkeys.lastUsedAt,
};

const toPasskey = (row: { id: string; name: string; createdAt: Date; lastUsedAt: Date | null }): Passkey => ({
  id: row.id,
  name: row.name,
  createdAt: apiTime(row.createdAt),
  lastUsedAt: apiTimeOrNull(row.lastUsedAt),
});

/** The account's passkeys, the newest first. */
export async function listPasskeys(db: Db, userId: string): Promise<Passkey[]> {
  const rows = await db
    .select(shown)
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(desc(passkeys.createdAt), passkeys.id);
  return rows.map(toPasskey);
}

/** The account's credentials, as a WebAuthn ceremony lists them (to exclude, or to allow). */
export async function credentialsOf(
  db: Db,
  userId: string,
): Promise<{ credentialId: string; transports: string[] }[]> {
  return db
    .select({ credentialId: passkeys.credentialId, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, userId));
}

/**
 * Stores a verified new passkey and queues the notice to the account's address, in one transaction; undefined when
 * the credential is registered already (to any account).
 */
export async function addPasskey(
  db: Db,
  origin: string,
  me: {
    userId: string;
    sessionId: string;
    email: string;
    device: string | null;
    secondFactorProved: boolean;
  },
  credential: { id: string; publicKey: Uint8Array; counter: number; transports?: string[] },
  name: string,
): Promise<Passkey | undefined> {
  return db.transaction(async (tx) => {
    // The owner's first verification may have just removed every way in this session's registrant set up.
    await holdAccountForSession(tx, me);
    const [row] = await tx
      .insert(passkeys)
      .values({
        userId: me.userId,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString("base64url"),
        counter: credential.counter,
        transports: credential.transports ?? [],
        name,
        secondFactor: me.secondFactorProved,
      })
      .onConflictDoNothing({ target: passkeys.credentialId })
      .returning(shown);
    if (!row) return undefined;
    await enqueueEmail(tx, {
      ...renderPasskeyAddedEmail(origin, { name, device: me.device }),
      kind: "passkey-added",
      refId: me.userId,
      to: [me.email],
    });
    return toPasskey(row);
  });
}

/** Renames one of the account's passkeys; undefined when it has none with this id (a uuid). */
export async function renamePasskey(
  db: Db,
  userId: string,
  id: string,
  name: string,
): Promise<Passkey | undefined> {
  const [row] = await db
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning(shown);
  return row ? toPasskey(row) : undefined;
}

/** Removes one of the account's passkeys (a uuid), never its last way in (ways-in.ts). */
export async function removePasskey(
  db: Db,
  userId: string,
  id: string,
): Promise<"removed" | "not-found" | "last-way-in"> {
  return db.transaction(async (tx) => {
    await lockAccount(tx, userId);
    const [found] = await tx
      .select({ id: passkeys.id })
      .from(passkeys)
      .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)));
    if (!found) return "not-found";
    if ((await countWaysIn(tx, userId)) <= 1) return "last-way-in";
    await tx.delete(passkeys).where(eq(passkeys.id, id));
    return "removed";
  });
}

export type SignInPasskey = StoredPasskeyKey & {
  id: string;
  secondFactor: boolean;
  name: string;
  email: string;
};

/** The passkey of a credential id with its account's name and address, for signing in with it. */
export async function passkeyForSignIn(db: Db, credentialId: string): Promise<SignInPasskey | undefined> {
  const [row] = await db
    .select({
      id: passkeys.id,
      userId: passkeys.userId,
      publicKey: passkeys.publicKey,
      counter: passkeys.counter,
      transports: passkeys.transports,
      secondFactor: passkeys.secondFactor,
      name: users.name,
      email: users.email,
    })
    .from(passkeys)
    .innerJoin(users, eq(users.id, passkeys.userId))
    .where(eq(passkeys.credentialId, credentialId));
  return row;
}

/** One of the account's own passkeys by its credential id, for confirming a step with it. */
export async function ownPasskey(
  db: Db,
  userId: string,
  credentialId: string,
): Promise<(StoredPasskeyKey & { id: string }) | undefined> {
  const [row] = await db
    .select({
      id: passkeys.id,
      userId: passkeys.userId,
      publicKey: passkeys.publicKey,
      counter: passkeys.counter,
      transports: passkeys.transports,
    })
    .from(passkeys)
    .where(and(eq(passkeys.credentialId, credentialId), eq(passkeys.userId, userId)));
  return row;
}

/** A verified use: the authenticator's signature counter (never backwards) and when. */
export async function recordPasskeyUse(db: Db | Tx, id: string, newCounter: number): Promise<void> {
  await db
    .update(passkeys)
    .set({ counter: sql`greatest(${passkeys.counter}, ${newCounter})`, lastUsedAt: sql`now()` })
    .where(eq(passkeys.id, id));
}
