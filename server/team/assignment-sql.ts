import { sql, type SQL } from "drizzle-orm";
import type { InboxKind } from "../../contract/staff.ts";
import type { AssignmentFilter } from "../../contract/team.ts";

/** The kinds of entry someone handles, and so can be assigned: messages and applications, not subscribers. */
export const assignableKinds: ReadonlySet<InboxKind> = new Set(["contact", "application"]);

/** "mine" without a viewer matches nothing rather than everything. */
export function assignmentCondition(filter: AssignmentFilter, viewerId: string | undefined): SQL {
  if (filter === "unassigned") return sql`assignee_id is null`;
  return viewerId ? sql`assignee_id = ${viewerId}::uuid` : sql`false`;
}
