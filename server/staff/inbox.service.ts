import { sql, type SQL } from "drizzle-orm";
import { encodeInboxCursor } from "./cursors.ts";
import {
  INBOX_PAGE_DEFAULT,
  INBOX_PAGE_MAX,
  inboxKinds,
  type HandlingStatus,
  type InboxDetail,
  type InboxFilter,
  type InboxItem,
  type InboxKind,
  type InboxPage,
} from "../../contract/staff.ts";
import { entryClaim } from "../conversations/claims.ts";
import { referenceInSubject } from "../conversations/references.ts";
import { entryReference, entryThread } from "../conversations/thread.ts";
import { rowsOf, type Db, type Tx } from "../db/client.ts";
import { ASSIGNEE_NAME, assignableKinds, assignmentCondition } from "../team/assignment-sql.ts";
import { jobTitles } from "../careers/job-ids.ts";
import { listApplicationFiles } from "../careers/application-file-store.ts";
import { subscriptionListNames, type SubscriptionList } from "../../contract/subscription-lists.ts";
import { viewCondition, viewKinds, type ViewContext } from "../inbox/views.ts";

// The staff inbox: contact messages, job applications and confirmed subscribers as one list, newest first, with
// filters, word search and keyset pagination. Each kind is read from its own table with its own LIMIT (the
// created_at index answers it), and the three short lists are merged, so the first page costs the same with 100
// rows or 100,000 (docs/performance.md).

interface KindTable {
  table: string;
  /** The columns of the summary, under the same names for every kind. */
  summary: string;
  /** The column the category filter looks at. */
  category: string;
  /** Rows of this table that are inbox entries at all. */
  scope?: string;
  /** Every stored field, in display and export order. */
  fields: string[];
  /** The reference a message from a different sender claims until it is attached (server/conversations/claims.ts). */
  claimedReference: string;
}

export const kindTables: Record<InboxKind, KindTable> = {
  contact: {
    table: "contact_messages",
    summary: "name, email, subject as about, category",
    category: "category",
    fields: ["category", "name", "email", "organization", "subject", "message"],
    claimedReference: `(select c.reference from inbound_claims c
      where c.entry_id = contact_messages.id and c.attached_at is null)`,
  },
  application: {
    table: "job_applications",
    summary: "name, email, position as about, position as category",
    category: "position",
    fields: [
      "position",
      "name",
      "email",
      "phone",
      "experience",
      "location",
      "remote_work",
      "availability",
      "resume",
      "portfolio",
      "linked_in",
      "github",
      "cover_letter",
    ],
    claimedReference: "null::text",
  },
  subscription: {
    table: "subscriptions",
    summary: "'' as name, email, list as about, list as category",
    category: "list",
    // Only confirmed addresses are subscribers (double opt-in); requests kept aside as spam are listed too, so
    // staff can release them (their confirmation email then goes out).
    scope: "(status = 'confirmed' or spam_verdict = 'spam')",
    fields: ["list", "email", "status", "confirmed_at"],
    claimedReference: "null::text",
  },
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

const ISO_MS = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const ISO_US = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

interface Cursor {
  /** created_at of the last entry shown, to the microsecond. */
  t: string;
  i: string;
}

export class InvalidCursorError extends Error {}

function decodeCursor(raw: string): Cursor {
  try {
    const value = JSON.parse(Buffer.from(raw, "base64url").toString("utf8")) as Partial<Cursor>;
    if (
      typeof value.t === "string" &&
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/.test(value.t) &&
      !Number.isNaN(Date.parse(value.t)) &&
      typeof value.i === "string" &&
      UUID.test(value.i)
    ) {
      return { t: value.t, i: value.i };
    }
  } catch {
    // fall through
  }
  throw new InvalidCursorError();
}

/** The words of a search as a prefix query: "ada love" finds "Ada Lovelace". Undefined when it has no words. */
export function searchQuery(q: string | undefined): string | undefined {
  const words = (q ?? "").toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length === 0) return undefined;
  return words
    .slice(0, 8)
    .map((word) => `${word.slice(0, 64)}:*`)
    .join(" & ");
}

/** The reference a search is, when it is nothing else: "VC-7K3Q9M", "vc-7k3q9m", "[VC-7K3Q9M]". */
function referenceSearched(q: string | undefined): string | undefined {
  const text = (q ?? "").trim();
  return /^\[?VC-[0-9A-Z]{6}\]?$/i.test(text) ? referenceInSubject(text) : undefined;
}

/**
 * The conditions of a filter on one kind's table (no pagination). `context.viewerId` is whoever asks, whom "mine"
 * means.
 */
function conditionsFor(kind: InboxKind, filter: InboxFilter, context: ViewContext): SQL[] {
  const spec = kindTables[kind];
  const conditions: SQL[] = [];
  if (filter.view) {
    conditions.push(
      viewKinds[filter.view].has(kind) ? viewCondition(kind, filter.view, context) : sql`false`,
    );
  }
  if (filter.assigned) {
    conditions.push(
      assignableKinds.has(kind) ? assignmentCondition(filter.assigned, context.viewerId) : sql`false`,
    );
  }
  if (spec.scope) conditions.push(sql.raw(spec.scope));
  if (filter.category) conditions.push(sql`${sql.identifier(spec.category)} = ${filter.category}`);
  if (filter.status) conditions.push(sql`handling_status = ${filter.status}`);
  // A view says itself whether it lists spam.
  const verdict = filter.verdict ?? (filter.view ? "any" : "not-spam");
  if (verdict === "not-spam") conditions.push(sql`spam_verdict <> 'spam'`);
  else if (verdict !== "any") conditions.push(sql`spam_verdict = ${verdict}`);
  if (filter.from) conditions.push(sql`created_at >= ${`${filter.from}T00:00:00Z`}::timestamptz`);
  if (filter.to) {
    conditions.push(sql`created_at < (${`${filter.to}T00:00:00Z`}::timestamptz + interval '1 day')`);
  }
  // A reference (as an email quotes it: any case, in brackets) finds its entry; other words search the text.
  const reference = referenceSearched(filter.q);
  const words = reference ? undefined : searchQuery(filter.q);
  if (reference) {
    conditions.push(sql`id in (select entry_id from entry_references where reference = ${reference})`);
  } else if (words) {
    conditions.push(sql`search @@ to_tsquery('simple', ${words})`);
  }
  return conditions;
}

function where(conditions: SQL[]): SQL {
  return conditions.length === 0 ? sql`true` : sql.join(conditions, sql` and `);
}

function kindsOf(filter: InboxFilter): readonly InboxKind[] {
  const kinds = filter.kind ? [filter.kind] : inboxKinds;
  const { view } = filter;
  // Subscribers are not handled by anyone, so the assignment filters leave them out.
  return kinds.filter(
    (kind) => (!filter.assigned || assignableKinds.has(kind)) && (!view || viewKinds[view].has(kind)),
  );
}

const SUMMARY_TAIL = `handling_status, spam_verdict, coalesce(spam_reason, '') as spam_reason, assignee_id,
  ${ASSIGNEE_NAME}`;

// Whether the entry's acknowledgement was withheld: one probe of the one-acknowledgement-per-entry index per row shown.
const withheldColumn = (kind: InboxKind, table: string) =>
  kind === "subscription"
    ? "false as acknowledgement_withheld"
    : `exists (select 1 from thread_messages ack where ack.entry_id = ${table}.id
        and ack.direction = 'acknowledgement' and ack.withheld) as acknowledgement_withheld`;

// The reference the sender was given, by its primary key; subscribers have none.
const referenceColumn = (kind: InboxKind, table: string) =>
  kind === "subscription"
    ? "null::text as reference"
    : `(select reference from entry_references ref where ref.entry_id = ${table}.id) as reference`;

function summarySelect(kind: InboxKind): string {
  const spec = kindTables[kind];
  return `select '${kind}' as kind, id, created_at, ${ISO_MS("created_at")} as received_at,
    ${ISO_US("created_at")} as cursor_at, ${spec.summary}, ${SUMMARY_TAIL}, ${withheldColumn(kind, spec.table)},
    ${referenceColumn(kind, spec.table)}, ${spec.claimedReference} as claimed_reference
    from ${spec.table}`;
}

interface SummaryRow {
  kind: InboxKind;
  id: string;
  received_at: string;
  cursor_at: string;
  name: string;
  email: string;
  about: string;
  category: string;
  handling_status: HandlingStatus;
  spam_verdict: InboxItem["verdict"];
  spam_reason: string;
  assignee_id: string | null;
  assignee_name: string | null;
  claimed_reference: string | null;
  acknowledgement_withheld: boolean;
  reference: string | null;
}

/** What an entry is about as staff read it: an application's position by its title, a list by its name. */
function aboutOf(row: SummaryRow): string {
  const about = row.about ?? "";
  if (row.kind === "application") return jobTitles.get(about) ?? about;
  if (row.kind === "subscription") return subscriptionListNames[about as SubscriptionList] ?? about;
  return about;
}

function toItem(row: SummaryRow): InboxItem {
  return {
    kind: row.kind,
    id: String(row.id),
    receivedAt: row.received_at,
    name: row.name ?? "",
    email: row.email ?? "",
    about: aboutOf(row),
    category: row.category ?? "",
    status: row.handling_status,
    verdict: row.spam_verdict,
    spamReason: row.spam_reason ?? "",
    assignee: row.assignee_id ? { id: String(row.assignee_id), name: row.assignee_name ?? "" } : null,
    claimedReference: row.claimed_reference ?? null,
    acknowledgementWithheld: Boolean(row.acknowledgement_withheld),
    reference: row.reference ?? null,
  };
}

/**
 * One page of the inbox, newest first. The cursor names the last entry shown (its time to the microsecond and its
 * id), so entries that arrive meanwhile, all newer, never shift the pages that follow.
 */
export async function listInbox(
  db: Db,
  filter: InboxFilter,
  options: { cursor?: string; limit?: number; viewerId?: string; waitingAfterDays: number },
): Promise<InboxPage> {
  const limit = Math.min(Math.max(options.limit ?? INBOX_PAGE_DEFAULT, 1), INBOX_PAGE_MAX);
  const cursor = options.cursor ? decodeCursor(options.cursor) : undefined;
  const kinds = kindsOf(filter);
  // Subscribers asked for with an assignment filter: none can match.
  if (kinds.length === 0) return { items: [], nextCursor: null };
  const branches = kinds.map((kind) => {
    const conditions = conditionsFor(kind, filter, options);
    if (cursor) {
      conditions.push(
        sql`created_at <= ${cursor.t}::timestamptz and (created_at < ${cursor.t}::timestamptz or id < ${cursor.i}::uuid)`,
      );
    }
    return sql`(${sql.raw(summarySelect(kind))} where ${where(conditions)}
      order by created_at desc, id desc limit ${limit + 1})`;
  });
  const result = await db.execute(sql`
    select * from (${sql.join(branches, sql` union all `)}) as entries
    order by created_at desc, id desc limit ${limit + 1}`);
  const rows = rowsOf<SummaryRow>(result);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(toItem),
    nextCursor:
      rows.length > limit && last ? encodeInboxCursor({ t: last.cursor_at, i: String(last.id) }) : null,
  };
}

export async function findItem(db: Db | Tx, kind: InboxKind, id: string): Promise<InboxItem | undefined> {
  if (!isUuid(id)) return undefined;
  const spec = kindTables[kind];
  const conditions = [sql`id = ${id}`];
  if (spec.scope) conditions.push(sql.raw(spec.scope));
  const [row] = rowsOf<SummaryRow>(
    await db.execute(sql`${sql.raw(summarySelect(kind))} where ${where(conditions)}`),
  );
  return row ? toItem(row) : undefined;
}

function text(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

/**
 * One entry in full: every field, its status with who set it, notes, its history from the audit log, and its
 * reference and emails (server/conversations/).
 */
export async function inboxDetail(db: Db, kind: InboxKind, id: string): Promise<InboxDetail | undefined> {
  const item = await findItem(db, kind, id);
  if (!item) return undefined;
  const spec = kindTables[kind];
  const columns = spec.fields.map((field) =>
    field.endsWith("_at") ? `${ISO_MS(`t.${field}`)} as ${field}` : `t.${field}`,
  );
  const [row] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select ${sql.raw(columns.join(", "))}, ${sql.raw(ISO_MS("t.status_changed_at"))} as status_changed_at,
        coalesce(u.name, case when t.status_changed_at is null then null else 'a former account' end) as changed_by
      from ${sql.identifier(spec.table)} t left join users u on u.id = t.status_changed_by
      where t.id = ${id}`),
  );
  const notes = rowsOf<{ id: string; author: string; body: string; created_at: string }>(
    await db.execute(sql`
      select id, author_label as author, body, ${sql.raw(ISO_MS("created_at"))} as created_at
      from inbox_notes where ref_id = ${id} order by created_at, id`),
  );
  const history = rowsOf<{ action: string; actor: string; at: string; detail: string }>(
    await db.execute(sql`
      select action, actor_label as actor, ${sql.raw(ISO_MS("at"))} as at, detail
      from audit_log where target_id = ${id} and action <> 'view' order by at, id`),
  );
  return {
    item,
    fields: spec.fields.map((field) => ({ name: field, value: text(row?.[field]) })),
    statusChangedBy: (row?.changed_by as string | null) ?? null,
    statusChangedAt: (row?.status_changed_at as string | null) ?? null,
    notes: notes.map((note) => ({
      id: String(note.id),
      author: note.author,
      body: note.body,
      createdAt: note.created_at,
    })),
    history,
    reference: await entryReference(db, id),
    thread: await entryThread(db, id),
    claim: kind === "contact" ? await entryClaim(db, id) : null,
    files: kind === "application" ? ((await listApplicationFiles(db, [id])).get(id) ?? []) : [],
  };
}

/**
 * Sets an entry's handling status and who set it; undefined when there is no such entry, "withdrawn" when the
 * applicant withdrew it (only they set that status, and staff cannot undo it).
 */
export async function setStatus(
  db: Db,
  kind: InboxKind,
  id: string,
  status: HandlingStatus,
  actorId: string,
): Promise<{ from: HandlingStatus } | "withdrawn" | undefined> {
  if (!isUuid(id)) return undefined;
  const spec = kindTables[kind];
  const scope = spec.scope ? sql` and ${sql.raw(spec.scope)}` : sql``;
  const [row] = rowsOf<{ previous: HandlingStatus }>(
    await db.execute(sql`
      update ${sql.identifier(spec.table)} t set handling_status = ${status}, status_changed_by = ${actorId},
        status_changed_at = now()
      from (select id, handling_status as previous from ${sql.identifier(spec.table)} where id = ${id} for update) old
      where t.id = old.id and old.previous <> 'withdrawn'${scope}
      returning old.previous`),
  );
  if (row) return { from: row.previous };
  return (await findItem(db, kind, id))?.status === "withdrawn" ? "withdrawn" : undefined;
}

/** Marks an entry as spam by staff's judgement; false when there is no such entry or it is spam already. */
export async function markSpam(
  db: Db,
  kind: InboxKind,
  id: string,
): Promise<"marked" | "not-found" | "already"> {
  if (!isUuid(id)) return "not-found";
  const spec = kindTables[kind];
  const scope = spec.scope ? sql` and ${sql.raw(spec.scope)}` : sql``;
  const marked = rowsOf(
    await db.execute(sql`
      update ${sql.identifier(spec.table)} set spam_verdict = 'spam', spam_reason = 'marked as spam by staff'
      where id = ${id} and spam_verdict <> 'spam'${scope} returning id`),
  );
  if (marked.length > 0) return "marked";
  return (await findItem(db, kind, id)) ? "already" : "not-found";
}

export async function addNote(
  db: Db,
  id: string,
  author: { id: string; label: string },
  body: string,
): Promise<{ id: string; author: string; body: string; createdAt: string }> {
  const [row] = rowsOf<{ id: string; created_at: string }>(
    await db.execute(sql`
      insert into inbox_notes (ref_id, author_id, author_label, body)
      values (${id}, ${author.id}, ${author.label}, ${body})
      returning id, ${sql.raw(ISO_MS("created_at"))} as created_at`),
  );
  return { id: String(row!.id), author: author.label, body, createdAt: row!.created_at };
}

/** Every stored field of the entries of one kind that match the filter, newest first, for the CSV export. */
export async function exportRecords(
  db: Db,
  kind: InboxKind,
  filter: InboxFilter,
  context: ViewContext,
): Promise<{ columns: string[]; rows: unknown[][] }> {
  const spec = kindTables[kind];
  const columns = [
    "id",
    "reference",
    "received_at",
    ...spec.fields,
    "handling_status",
    "status_changed_at",
    "spam_verdict",
    "spam_reason",
  ];
  const select = columns.map((column) =>
    column === "received_at"
      ? `${ISO_MS("created_at")} as received_at`
      : column === "reference"
        ? referenceColumn(kind, spec.table)
        : column.endsWith("_at")
          ? `${ISO_MS(column)} as ${column}`
          : column,
  );
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select ${sql.raw(select.join(", "))} from ${sql.identifier(spec.table)}
      where ${where(conditionsFor(kind, filter, context))} order by created_at desc, id desc`),
  );
  return { columns, rows: rows.map((row) => columns.map((column) => text(row[column]))) };
}
