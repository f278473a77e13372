import { asc, eq, inArray, sql } from "drizzle-orm";
import type { Role, StaffAccount } from "../../contract/staff.ts";
import { sessions, users } from "../auth/auth.schema.ts";
import type { Db, Tx } from "../db/client.ts";
import { lockAdmins } from "./last-admin.ts";
import { auditLog, staffSecondFactors } from "./staff.schema.ts";

export async function markSessionVerified(db: Db, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ secondFactorAt: sql`now()` })
    .where(eq(sessions.id, sessionId));
}

export type RoleChange =
  | { changed: true; userId: string; from: Role; to: Role }
  | { changed: false; reason: "not-found" | "unverified" | "last-admin" };

/** The account of an address, compared as stored (trimmed, lower case). */
const addressIs = (email: string) => sql`lower(${users.email}) = ${email.trim().toLowerCase()}`;

/**
 * Sets an account's role by email. Taking staff rights away also ends every session's second-factor proof, so a
 * later grant asks for the second factor again; the role itself is read on every request, so no token keeps it.
 * Staff rights go only to an account whose email was verified: anyone can register an address they do not hold,
 * so an unverified `newhire@…` may be a stranger's. The only admin keeps the role ("last-admin"): without one,
 * nobody could manage roles from the console.
 */
export async function setRole(db: Db, email: string, role: Role): Promise<RoleChange> {
  return db.transaction(async (tx) => {
    // Admins' rows first, then the account's: every role change takes its locks in the same order.
    const admins = await lockAdmins(tx);
    const [before] = await tx
      .select({ id: users.id, role: users.role, verifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(addressIs(email))
      .for("update");
    if (!before) return { changed: false, reason: "not-found" } as const;
    if (role !== "visitor" && before.verifiedAt === null)
      return { changed: false, reason: "unverified" } as const;
    const lastAdmin = admins.length === 1 && admins[0] === before.id;
    if (lastAdmin && role !== "admin") return { changed: false, reason: "last-admin" } as const;
    await tx.update(users).set({ role }).where(eq(users.id, before.id));
    if (role === "visitor") {
      await tx.update(sessions).set({ secondFactorAt: null }).where(eq(sessions.userId, before.id));
    }
    return { changed: true, userId: before.id, from: before.role, to: role } as const;
  });
}

/** The staff and admin accounts, admins first, each by address: whether its second factor is set up. */
export async function staffAccounts(db: Db): Promise<StaffAccount[]> {
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      verifiedAt: users.emailVerifiedAt,
      enrolled: sql<boolean>`exists (select 1 from ${staffSecondFactors} f
        where f.user_id = ${users.id} and f.confirmed_at is not null)`.mapWith(Boolean),
    })
    .from(users)
    .where(inArray(users.role, ["staff", "admin"]))
    .orderBy(asc(users.role), sql`lower(${users.email})`);
  return rows.map(({ verifiedAt, ...account }) => ({
    ...account,
    role: account.role === "admin" ? "admin" : "staff",
    emailVerified: verifiedAt !== null,
  }));
}

export interface AuditRecord {
  actorId: string | null;
  actorLabel: string;
  action: string;
  targetKind: string;
  targetId: string;
  detail?: string;
}

/** One line of the audit log: who did what to which record (by id; never a personal field). */
export async function audit(db: Db | Tx, record: AuditRecord): Promise<void> {
  await db.insert(auditLog).values({ ...record, detail: record.detail ?? "" });
}
