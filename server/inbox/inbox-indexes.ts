import { sql } from "drizzle-orm";
import { index, type PgColumn } from "drizzle-orm/pg-core";
import { closedStatuses } from "../../contract/team.ts";

// The indexes of the inbox's views (server/inbox/views.ts), shared by the inbox tables' schemas.

/** An entry someone still has to handle: not done or decided, not spam. Spelt once, for the views and the index. */
export const OPEN_ENTRY = `spam_verdict <> 'spam' and handling_status not in (${closedStatuses
  .map((status) => `'${status}'`)
  .join(", ")})`;

/** Since when an entry has had its status or stage: set by every change of it, else its receipt. */
export const STATUS_SINCE = "coalesce(status_changed_at, created_at)";

interface InboxTable {
  assigneeId: PgColumn;
  createdAt: PgColumn;
  spamVerdict: PgColumn;
}

/**
 * For a table whose entries are assigned: who has each (newest first for "mine" and "unassigned", and for the
 * foreign key when an account is deleted), and the open entries (the views' lists and counts, a pass over the open
 * ones rather than the whole table).
 */
export const assignedEntryIndexes = (name: string, table: InboxTable) => [
  index(`${name}_assignee_created_at`).on(table.assigneeId, table.createdAt),
  index(`${name}_open_created_at`).on(table.createdAt).where(sql.raw(OPEN_ENTRY)),
];

/** The snoozed entries by the time they come back: the wake-up's pass (server/inbox/snooze.ts). */
export const snoozeIndex = (name: string, table: { snoozedUntil: PgColumn }) =>
  index(`${name}_snoozed_until`)
    .on(table.snoozedUntil)
    .where(sql`handling_status = 'snoozed'`);

/** The entries kept aside as spam, newest first: the spam view and its count. */
export const spamIndex = (name: string, table: InboxTable) =>
  index(`${name}_spam_created_at`)
    .on(table.createdAt)
    .where(sql`spam_verdict = 'spam'`);
