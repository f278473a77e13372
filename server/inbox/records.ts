import { desc, eq, getTableName, sql, type SQL } from "drizzle-orm";
import { inboxKinds, type InboxKind } from "../../contract/staff.ts";
import { entryReferences } from "../conversations/conversations.schema.ts";
import { referenceInSubject } from "../conversations/references.ts";
import type { Db } from "../db/client.ts";
import { deliveries } from "./delivery.ts";
import { columnsNamed, entryKinds, entryTables, isUuid } from "./entry-kinds.ts";
import { conditionsFor, referenceColumn, where } from "./list.ts";
import type { ViewContext } from "./views.ts";

// Every stored field of one kind's entries: the console's CSV export, and `npm run inbox -- export` and `show`;
// and the entry a reference names.

/**
 * The console's columns (with the handling status and when it was set), or the command line's (with the delivery
 * state of the entry's notification email). `received_at` is the row's created_at.
 */
export type RecordColumns = "console" | "command-line";

export function recordColumns(kind: InboxKind, which: RecordColumns): string[] {
  const { fields } = entryKinds[kind];
  return which === "console"
    ? [
        "id",
        "reference",
        "received_at",
        ...fields,
        "handling_status",
        "status_changed_at",
        "spam_verdict",
        "spam_reason",
      ]
    : ["id", "reference", "received_at", ...fields, "spam_verdict", "spam_reason", "delivery"];
}

/**
 * The rows of one kind that meet `conditions` (list.ts's conditionsFor, or an id), newest first, each as the
 * columns `which` names: times as Date, the rest as stored.
 */
export async function entryRecords(
  db: Db,
  kind: InboxKind,
  conditions: SQL[],
  which: RecordColumns,
): Promise<{ columns: string[]; rows: Record<string, unknown>[] }> {
  const table = entryTables[kind];
  const columns = recordColumns(kind, which);
  const stored = columns.filter((column) => !["reference", "received_at", "delivery"].includes(column));
  const selected: Record<string, unknown>[] = await db
    .select({
      ...columnsNamed(kind, stored),
      reference: sql<string | null>`${sql.raw(referenceColumn(kind, getTableName(table)))}`,
      received_at: table.createdAt,
    })
    .from(table)
    .where(where(conditions))
    .orderBy(desc(table.createdAt), desc(table.id));
  const states =
    which === "command-line"
      ? await deliveries(
          db,
          selected.map((row) => String(row.id)),
        )
      : undefined;
  // Each row's values in the columns' order, as the command line shows them.
  const rows = selected.map((row) =>
    Object.fromEntries(
      columns.map((column) => [column, column === "delivery" ? states?.get(String(row.id)) : row[column]]),
    ),
  );
  return { columns, rows };
}

/**
 * `npm run inbox -- export`: every field of one kind's entries received within the days, whatever their verdict,
 * and every subscription request (pending and unsubscribed ones too).
 */
export function commandLineExport(
  db: Db,
  kind: InboxKind,
  days: { from?: string; to?: string },
  context: ViewContext,
) {
  const conditions = conditionsFor(
    kind,
    { ...days, verdict: "any" },
    { ...context, subscriptions: "requests" },
  );
  return entryRecords(db, kind, conditions, "command-line");
}

/** `npm run inbox -- show`: one entry in full, found by id in whichever table holds it. */
export async function recordOf(
  db: Db,
  id: string,
): Promise<{ kind: InboxKind; fields: Record<string, unknown> } | undefined> {
  if (!isUuid(id)) return undefined;
  for (const kind of inboxKinds) {
    const [fields] = (await entryRecords(db, kind, [sql`id = ${id}`], "command-line")).rows;
    if (fields) return { kind, fields };
  }
  return undefined;
}

/** The entry a reference (as retyped: any case, O for 0) or an id names; undefined when neither is known. */
export async function entryIdOf(db: Db, referenceOrId: string): Promise<string | undefined> {
  if (isUuid(referenceOrId)) return referenceOrId;
  const reference = /^VC-[0-9A-Z]{6}$/i.test(referenceOrId.trim())
    ? referenceInSubject(referenceOrId)
    : undefined;
  if (!reference) return undefined;
  const [row] = await db
    .select({ entryId: entryReferences.entryId })
    .from(entryReferences)
    .where(eq(entryReferences.reference, reference));
  return row?.entryId;
}
