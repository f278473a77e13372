import { sql } from "drizzle-orm";
import type { Role } from "../../contract/staff.ts";
import { rowsOf, type Db, type Tx } from "../db/client.ts";
import { lockAdmins } from "./last-admin.ts";

export async function markSessionVerified(db: Db, sessionId: string): Promise<void> {
  await db.execute(sql`update sessions set second_factor_at = now() where id = ${sessionId}`);
}

export type RoleChange =
  | { changed: true; userId: string; from: Role; to: Role }
  | { changed: false; reason: "not-found" | "unverified" | "last-admin" };

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
    const [before] = rowsOf<{ id: string; role: Role; verified: boolean }>(
      await tx.execute(sql`
        select id, role, email_verified_at is not null as verified
        from users where lower(email) = ${email.trim().toLowerCase()} for update`),
    );
    if (!before) return { changed: false, reason: "not-found" } as const;
    if (role !== "visitor" && !before.verified) return { changed: false, reason: "unverified" } as const;
    const lastAdmin = admins.length === 1 && admins[0] === String(before.id);
    if (lastAdmin && role !== "admin") return { changed: false, reason: "last-admin" } as const;
    await tx.execute(sql`update users set role = ${role} where id = ${before.id}`);
    if (role === "visitor") {
      await tx.execute(sql`update sessions set second_factor_at = null where user_id = ${before.id}`);
    }
    return { changed: true, userId: String(before.id), from: before.role, to: role } as const;
  });
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
  await db.execute(sql`
    insert into audit_log (actor_id, actor_label, action, target_kind, target_id, detail)
    values (${record.actorId}, ${record.actorLabel}, ${record.action}, ${record.targetKind},
      ${record.targetId}, ${record.detail ?? ""})`);
}
