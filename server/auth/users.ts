import { eq, sql } from "drizzle-orm";
import type { AuthUser } from "../../contract/auth.ts";
import { rowsOf, type Db, type Tx } from "../db/client.ts";
import { oauthIdentities, users } from "./auth.schema.ts";
import { removeRegistrantsWaysIn } from "./registrant-ways-in.ts";

export interface StoredUser extends AuthUser {
  passwordHash: string | null;
  emailVerifiedAt: Date | null;
}

const storedColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  passwordHash: users.passwordHash,
  emailVerifiedAt: users.emailVerifiedAt,
};

/** What the API may show of a user: never the hash or other internal fields. */
export function publicUser(user: AuthUser): AuthUser {
  return { id: user.id, name: user.name, email: user.email };
}

export async function findUserByEmail(db: Db, email: string): Promise<StoredUser | undefined> {
  const [row] = await db
    .select(storedColumns)
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return row;
}

export class EmailTakenError extends Error {}

/** Creates an account; EmailTakenError when the email is registered already (also when two requests race). */
export async function createUser(
  db: Db,
  input: { name: string; email: string; passwordHash: string | null; emailVerified?: boolean },
): Promise<StoredUser> {
  try {
    const [row] = await db
      .insert(users)
      .values({
        name: input.name,
        email: input.email,
        passwordHash: input.passwordHash,
        emailVerifiedAt: input.emailVerified ? sql`now()` : null,
      })
      .returning(storedColumns);
    return row!;
  } catch (error) {
    if (isUniqueViolation(error)) throw new EmailTakenError();
    throw error;
  }
}

export async function setPasswordHash(db: Db, userId: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

export async function setName(db: Db, userId: string, name: string): Promise<void> {
  await db.update(users).set({ name }).where(eq(users.id, userId));
}

export async function findUserByIdentity(
  db: Db,
  provider: string,
  subject: string,
): Promise<StoredUser | undefined> {
  const [row] = await db
    .select(storedColumns)
    .from(oauthIdentities)
    .innerJoin(users, eq(users.id, oauthIdentities.userId))
    .where(sql`${oauthIdentities.provider} = ${provider} and ${oauthIdentities.subject} = ${subject}`)
    .limit(1);
  return row;
}

/**
 * Creates an account that signs in only through the provider, linked by the provider's subject id. It starts
 * verified only when the provider stated that the email is verified; otherwise `unverified` runs in the same
 * transaction (it sends our own verification link).
 */
export async function createUserWithIdentity(
  db: Db,
  input: { name: string; email: string; provider: string; subject: string; emailVerified: boolean },
  unverified: (tx: Tx, user: StoredUser) => Promise<void>,
): Promise<StoredUser> {
  return db.transaction(async (tx) => {
    const user = await createUser(tx as unknown as Db, {
      name: input.name,
      email: input.email,
      passwordHash: null,
      emailVerified: input.emailVerified,
    });
    await tx
      .insert(oauthIdentities)
      .values({ provider: input.provider, subject: input.subject, userId: user.id });
    if (!input.emailVerified) await unverified(tx, user);
    return user;
  });
}

/**
 * A verified provider sign-in whose email matches an account nobody has verified: that account's password, passkeys
 * and connected providers could have been set up by anyone who typed the address. The person who controls the email
 * gets the account: first every way in set up until then is removed (removeRegistrantsWaysIn, which emails the
 * address what went), with its verification links, then the provider identity is linked and the email marked
 * verified. One transaction; the row lock makes a concurrent verification or takeover wait. Returns undefined when
 * the account was verified meanwhile.
 */
export async function takeOverUnverifiedAccount(
  db: Db,
  origin: string,
  userId: string,
  identity: { provider: string; subject: string },
): Promise<StoredUser | undefined> {
  return db.transaction(async (tx) => {
    const [locked] = rowsOf<{ email: string }>(
      await tx.execute(sql`
        select email from users where id = ${userId} and email_verified_at is null for update`),
    );
    if (!locked) return undefined;
    await removeRegistrantsWaysIn(tx, { id: userId, email: locked.email }, { origin, proof: "google" });
    await tx.execute(sql`delete from email_verification_tokens where user_id = ${userId}`);
    await tx
      .insert(oauthIdentities)
      .values({ provider: identity.provider, subject: identity.subject, userId });
    const [row] = await tx
      .update(users)
      .set({ emailVerifiedAt: sql`now()` })
      .where(eq(users.id, userId))
      .returning(storedColumns);
    return row;
  });
}

export async function findUserById(db: Db, userId: string): Promise<StoredUser | undefined> {
  const [row] = await db.select(storedColumns).from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

// PostgreSQL's unique_violation; drizzle may wrap the driver's error, so look at the cause too.
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === "23505") return true;
  }
  return false;
}
