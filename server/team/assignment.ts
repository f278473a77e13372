import { sql } from "drizzle-orm";
import type { InboxItem, InboxKind } from "../../contract/staff.ts";
import type { Assignee } from "../../contract/team.ts";
import { rowsOf, type Db } from "../db/client.ts";
import { findItem, isUuid, kindTables } from "../staff/inbox.service.ts";
import { audit } from "../staff/staff-access.ts";

/** Accounts an entry can be assigned to: staff and admins, by name. */
export async function listAssignees(db: Db): Promise<Assignee[]> {
  const rows = rowsOf<{ id: string; name: string }>(
    await db.execute(
      sql`select id, name from users where role in ('staff', 'admin') order by lower(name), id`,
    ),
  );
  return rows.map((row) => ({ id: String(row.id), name: row.name }));
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
  const table = sql.identifier(kindTables[kind].table);
  const done = await db.transaction(
    async (tx): Promise<"assigned" | "unchanged" | "not-found" | "not-staff"> => {
      const [row] = rowsOf<{ assignee_id: string | null; previous: string | null }>(
        await tx.execute(sql`
        select t.assignee_id, u.name as previous from ${table} t left join users u on u.id = t.assignee_id
        where t.id = ${id} for update of t`),
      );
      if (!row) return "not-found";
      let name = "";
      if (assigneeId) {
        const [assignee] = rowsOf<{ name: string }>(
          await tx.execute(
            sql`select name from users where id = ${assigneeId} and role in ('staff', 'admin')`,
          ),
        );
        if (!assignee) return "not-staff";
        name = assignee.name;
      }
      if ((row.assignee_id ? String(row.assignee_id) : null) === assigneeId) return "unchanged";
      await tx.execute(sql`
      update ${table} set assignee_id = ${assigneeId}, assigned_at = case when ${assigneeId}::uuid is null then null
        else now() end
      where id = ${id}`);
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
