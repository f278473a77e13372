import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { InboxItem, InboxKind } from "../../contract/staff.ts";
import type { Assignee } from "../../contract/team.ts";
import { users } from "../auth/auth.schema.ts";
import type { Db } from "../db/client.ts";
import { entryTables, isUuid } from "../inbox/entry-kinds.ts";
import { findItem } from "../inbox/inbox.service.ts";
import { audit } from "../staff/staff-access.ts";

const staffRoles = ["staff", "admin"] as const;

/** Accounts an entry can be assigned to: staff and admins, by name. */
export async function listAssignees(db: Db): Promise<Assignee[]> {
  return db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.role, staffRoles))
    .orderBy(sql`lower(${users.name})`, asc(users.id));
}

export type AssignOutcome =
  { outcome: "assigned" | "unchanged"; item: InboxItem } | { outcome: "not-found" | "not-staff" };

/**
 * Assigns an entry to a member of staff, or to nobody (null), and writes the audit line in the same transaction.
 * The entry's row is locked first, so parallel assignments take turns and each line says what it replaced.
 * Assigning it to whoever has it already changes nothing and writes no line.
 */
export async function assignEntry(
  db: Db,
  kind: InboxKind,
  id: string,
  assigneeId: string | null,
  actor: { id: string; label: string },
): Promise<AssignOutcome> {
  if (!isUuid(id)) return { outcome: "not-found" };
  const table = entryTables[kind];
  const done = await db.transaction(
    async (tx): Promise<"assigned" | "unchanged" | "not-found" | "not-staff"> => {
      const [row] = await tx
        .select({ assigneeId: table.assigneeId, previous: users.name })
        .from(table)
        .leftJoin(users, eq(users.id, table.assigneeId))
        .where(eq(table.id, id))
        .for("update", { of: table });
      if (!row) return "not-found";
      let name = "";
      if (assigneeId) {
        const [assignee] = await tx
          .select({ name: users.name })
          .from(users)
          .where(and(eq(users.id, assigneeId), inArray(users.role, staffRoles)));
        if (!assignee) return "not-staff";
        name = assignee.name;
      }
      if (row.assigneeId === assigneeId) return "unchanged";
      await tx
        .update(table)
        .set({ assigneeId, assignedAt: assigneeId ? sql`now()` : null })
        .where(eq(table.id, id));
      await audit(tx, {
        actorId: actor.id,
        actorLabel: actor.label,
        action: assigneeId ? "assign" : "unassign",
        targetKind: kind,
        targetId: id,
        detail: `${row.previous ?? "nobody"} → ${assigneeId ? name : "nobody"}`,
      });
      return "assigned";
    },
  );
  if (done === "not-found" || done === "not-staff") return { outcome: done };
  return { outcome: done, item: (await findItem(db, kind, id))! };
}
