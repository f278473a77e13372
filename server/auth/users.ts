import { eq, sql } from "drizzle-orm";
import type { AuthUser } from "../../contract/auth.ts";
import type { Db } from "../db/client.ts";
import { oauthIdentities, users } from "./auth.schema.ts";

export interface StoredUser extends AuthUser {
  passwordHash: string | null;
}

/** What the API may show of a user: never the hash or other internal fields. */
export function publicUser(user: AuthUser): AuthUser {
  return { id: user.id, name: user.name, email: user.email };
}

export async function findUserByEmail(db: Db, email: string): Promise<StoredUser | undefined> {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return row;
}

export class EmailTakenError extends Error {}

/** Creates an account; EmailTakenError when the email is registered already (also when two requests race). */
export async function createUser(
  db: Db,
  input: { name: string; email: string; passwordHash: string | null },
): Promise<StoredUser> {
  try {
    const [row] = await db
      .insert(users)
      .values(input)
      .returning({ id: users.id, name: users.name, email: users.email, passwordHash: users.passwordHash });
    return row!;
  } catch (error) {
    if (isUniqueViolation(error)) throw new EmailTakenError();
    throw error;
  }
}

export async function setPasswordHash(db: Db, userId: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

export async function findUserByIdentity(
  db: Db,
  provider: string,
  subject: string,
): Promise<StoredUser | undefined> {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email, passwordHash: users.passwordHash })
    .from(oauthIdentities)
    .innerJoin(users, eq(users.id, oauthIdentities.userId))
    .where(sql`${oauthIdentities.provider} = ${provider} and ${oauthIdentities.subject} = ${subject}`)
    .limit(1);
  return row;
}

/** Creates an account that signs in only through the provider, linked by the provider's subject id. */
export async function createUserWithIdentity(
  db: Db,
  input: { name: string; email: string; provider: string; subject: string },
): Promise<StoredUser> {
  return db.transaction(async (tx) => {
    const user = await createUser(tx as unknown as Db, {
      name: input.name,
      email: input.email,
      passwordHash: null,
    });
    await tx
      .insert(oauthIdentities)
      .values({ provider: input.provider, subject: input.subject, userId: user.id });
    return user;
  });
}

// PostgreSQL's unique_violation; drizzle may wrap the driver's error, so look at the cause too.
function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === "23505") return true;
  }
  return false;
}
