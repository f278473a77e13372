import { sql, type SQL } from "drizzle-orm";
import { inboxKinds, type InboxKind } from "../../contract/staff.ts";
import { referenceInSubject } from "../conversations/references.ts";
import { rowsOf, type Db } from "../db/client.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
import { kindTables } from "../staff/inbox.service.ts";

// Read-only queries behind `npm run inbox`: what visitors sent, newest first, with the state of each staff email.

export interface InboxFilter {
  kinds: readonly InboxKind[];
  /** true: only what the spam signals kept aside; false (default): everything else. */
  spam?: boolean;
  /** Inclusive bounds on the received time. */
  since?: Date;
  until?: Date;
  limit?: number;
}

export interface InboxEntry {
  kind: InboxKind;
  id: string;
  /** The reference its sender was given (VC-7K3Q9M); subscribers have none. */
  reference: string | null;
  receivedAt: Date;
  name: string;
  email: string;
  /** Subject, position, or list and status. */
  about: string;
  delivery: string;
  /** Why the spam signals kept it aside (only for spam entries). */
  spamReason: string;
}

// The reference of the entry the query names `entries`, as the console and every email show it.
const REFERENCE = "(select reference from entry_references r where r.entry_id = entries.id)";

// Each kind as the same columns, so one query lists them together.
const summaries: Record<InboxKind, SQL> = {
  contact: sql`select 'contact' as kind, id, created_at, name, email, subject as about, spam_verdict, spam_reason
    from contact_messages`,
  application: sql`select 'application' as kind, id, created_at, name, email, position as about, spam_verdict,
    spam_reason from job_applications`,
  subscription: sql`select 'subscription' as kind, id, created_at, '' as name, email,
    list || ' (' || status || ')' as about, spam_verdict, spam_reason from subscriptions`,
};

/** The entry a reference (as retyped: any case, O for 0) or an id names; undefined when neither is known. */
export async function entryIdOf(db: Db, referenceOrId: string): Promise<string | undefined> {
  if (UUID.test(referenceOrId)) return referenceOrId;
  const reference = /^VC-[0-9A-Z]{6}$/i.test(referenceOrId.trim())
    ? referenceInSubject(referenceOrId)
    : undefined;
  if (!reference) return undefined;
  const [row] = rowsOf<{ entry_id: string }>(
    await db.execute(sql`select entry_id from entry_references where reference = ${reference}`),
  );
  return row ? String(row.entry_id) : undefined;
}

export async function listEntries(db: Db, filter: InboxFilter): Promise<InboxEntry[]> {
  const union = sql.join(
    filter.kinds.map((kind) => summaries[kind]),
    sql` union all `,
  );
  const conditions: SQL[] = [
    filter.spam ? sql`entries.spam_verdict = 'spam'` : sql`entries.spam_verdict <> 'spam'`,
  ];
  if (filter.since) conditions.push(sql`entries.created_at >= ${filter.since.toISOString()}`);
  if (filter.until) conditions.push(sql`entries.created_at <= ${filter.until.toISOString()}`);
  const limit = filter.limit ? sql`limit ${filter.limit}` : sql``;
  const result = await db.execute(sql`
    select entries.*, ${sql.raw(REFERENCE)} as reference, ${deliverySql} as delivery
    from (${union}) as entries
    where ${sql.join(conditions, sql` and `)}
    order by entries.created_at desc, entries.id
    ${limit}`);
  return rowsOf<Record<string, unknown>>(result).map((row) => ({
    kind: row.kind as InboxKind,
    id: String(row.id),
    reference: row.reference ? String(row.reference) : null,
    receivedAt: new Date(String(row.created_at)),
    name: String(row.name ?? ""),
    email: String(row.email ?? ""),
    about: String(row.about ?? ""),
    delivery: String(row.delivery),
    spamReason: String(row.spam_reason ?? ""),
  }));
}

// "sent", "pending (3 attempts: <last error>)", or "no email" for entries from before the outbox.
const deliverySql = sql`coalesce((
  select case
    when o.sent_at is not null then 'sent ' || to_char(o.sent_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI') || ' UTC'
    when o.attempts = 0 then 'pending'
    else 'pending (' || o.attempts || ' attempts' || coalesce(': ' || o.last_error, '') || ')'
  end
  from mail_outbox o where o.ref_id = entries.id order by o.created_at limit 1
), 'no email')`;

// Every stored column of each kind, in export order (received_at is created_at): the fields the staff console shows.
function fullColumns(kind: InboxKind): { table: string; columns: string[] } {
  const { table, fields } = kindTables[kind];
  return { table, columns: ["id", "reference", "received_at", ...fields, "spam_verdict", "spam_reason"] };
}

// ISO 8601 in UTC, the same text from PGlite and node-postgres.
const RECEIVED_AT_ISO = `to_char(entries.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as received_at`;

function fullQuery(kind: InboxKind, where: SQL): SQL {
  const { table, columns } = fullColumns(kind);
  const select = columns
    .map((column) =>
      column === "received_at"
        ? RECEIVED_AT_ISO
        : column === "reference"
          ? `${REFERENCE} as reference`
          : `entries.${column}`,
    )
    .join(", ");
  return sql`select ${sql.raw(select)}, ${deliverySql} as delivery
    from ${sql.raw(table)} entries where ${where} order by entries.created_at desc, entries.id`;
}

/** Every stored field of one kind, for the CSV export; columns in a fixed order, delivery state last. */
export async function fullRecords(
  db: Db,
  kind: InboxKind,
  filter: Omit<InboxFilter, "kinds">,
): Promise<{ columns: string[]; rows: Record<string, unknown>[] }> {
  const conditions: SQL[] = [sql`true`];
  if (filter.since) conditions.push(sql`entries.created_at >= ${filter.since.toISOString()}`);
  if (filter.until) conditions.push(sql`entries.created_at <= ${filter.until.toISOString()}`);
  const result = await db.execute(fullQuery(kind, sql.join(conditions, sql` and `)));
  return {
    columns: [...fullColumns(kind).columns, "delivery"],
    rows: rowsOf<Record<string, unknown>>(result),
  };
}

/** One entry in full, found by id in whichever table holds it, with its email's delivery record. */
export async function findEntry(
  db: Db,
  id: string,
): Promise<
  { kind: InboxKind; fields: Record<string, unknown>; emails: Record<string, unknown>[] } | undefined
> {
  if (!UUID.test(id)) return undefined;
  for (const kind of inboxKinds) {
    const result = await db.execute(fullQuery(kind, sql`entries.id = ${id}`));
    const [fields] = rowsOf<Record<string, unknown>>(result);
    if (fields) {
      const emails = rowsOf<Record<string, unknown>>(
        await db.execute(sql`
          select recipients, subject, attempts, next_attempt_at, last_error, sent_at, created_at
          from mail_outbox where ref_id = ${id} order by created_at`),
      );
      return { kind, fields, emails };
    }
  }
  return undefined;
}
