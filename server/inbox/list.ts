import { getTableName, sql, type SQL } from "drizzle-orm";
import {
  entryMarkers,
  entryStatuses,
  inboxKinds,
  type InboxFilter,
  type InboxKind,
} from "../../contract/staff.ts";
import { contactMessages } from "../contact/contact.schema.ts";
import { referenceInSubject } from "../conversations/references.ts";
import type { Db, Tx } from "../db/client.ts";
import { computed, selectRows, type Computed, type RowOf } from "../db/typed-rows.ts";
import { assignableKinds, assignmentCondition } from "../team/assignment-sql.ts";
import { decodeInboxCursor, encodeInboxCursor } from "./cursor.ts";
import { entryKinds, entryTables, isUuid } from "./entry-kinds.ts";
import { STATUS_SINCE } from "./inbox-indexes.ts";
import { viewCondition, viewKinds, type ViewContext } from "./views.ts";

// The inbox's one list: contact messages, job applications and subscriptions as one list, newest first, with
// filters, word search and keyset pagination, for the staff console (inbox.service.ts) and `npm run inbox`. Each
// kind is read from its own table with its own LIMIT (the created_at index answers it), and the three short lists
// are merged, so the first page costs the same with 100 rows or 100,000 (docs/performance.md). Raw SQL (ADR 0044's
// exception for the inbox search), its rows typed and mapped by `entrySummary`.

/** A text the database gives as one of `values`; anything else is a bug, said at once. */
function oneOf<T extends string>(values: readonly T[]): Computed<T> {
  return {
    mapFromDriverValue: (value) => {
      const text = String(value);
      if (!(values as readonly string[]).includes(text)) throw new Error(`unexpected value "${text}"`);
      return text as T;
    },
  };
}

function nullableOneOf<T extends string>(values: readonly T[]): Computed<T | null> {
  const one = oneOf(values);
  return {
    mapFromDriverValue: (value) =>
      value === null || value === undefined ? null : one.mapFromDriverValue(value),
  };
}

// The columns every inbox table has alike (spamColumns, handlingColumns, id, name, email, created_at) are read as
// contact_messages' own; the others are computed.
const entrySummary = {
  kind: oneOf(inboxKinds),
  id: contactMessages.id,
  /** To the millisecond, as the console shows it. */
  receivedAt: computed.text,
  /** To the microsecond: the cursor's. */
  cursorAt: computed.text,
  name: contactMessages.name,
  email: contactMessages.email,
  /** A message's subject, an application's position, a subscription's list. */
  about: computed.text,
  category: computed.text,
  /** A handling status, or an application's stage. */
  status: oneOf(entryStatuses),
  verdict: contactMessages.spamVerdict,
  spamReason: computed.text,
  assigneeId: contactMessages.assigneeId,
  assigneeName: computed.nullableText,
  acknowledgementWithheld: computed.boolean,
  reference: computed.nullableText,
  claimedReference: computed.nullableText,
  /** A subscription's own status (pending, confirmed, unsubscribed); null for the other kinds. */
  subscriptionStatus: computed.nullableText,
  marker: nullableOneOf(entryMarkers),
  snoozedUntil: computed.nullableText,
  /** Since when it has had its status (its receipt when nobody changed it), to the millisecond. */
  statusSince: computed.text,
};

/** One entry as the inbox lists it. */
export type InboxEntry = RowOf<typeof entrySummary>;

/** The console's filter, and for the command line several kinds at once. */
export interface EntryFilter extends InboxFilter {
  kinds?: readonly InboxKind[];
}

export interface ListOptions extends ViewContext {
  limit: number;
  /** The `nextCursor` of the previous page. */
  cursor?: string;
  /**
   * "subscribers" (the console's): confirmed subscriptions, and requests kept aside as spam; "requests" (the
   * command line's): every subscription request, pending and unsubscribed ones too.
   */
  subscriptions?: "subscribers" | "requests";
}

const ISO_MS = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const ISO_US = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

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

/** The rows of a kind's table that are its entries for this audience. */
export function scopeOf(kind: InboxKind, subscriptions: ListOptions["subscriptions"]): SQL | undefined {
  const { scope } = entryKinds[kind];
  return scope && subscriptions !== "requests" ? sql.raw(scope) : undefined;
}

/**
 * The conditions of a filter on one kind's table (no pagination). `context.viewerId` is whoever asks, whom "mine"
 * means.
 */
export function conditionsFor(
  kind: InboxKind,
  filter: InboxFilter,
  context: ViewContext & Pick<ListOptions, "subscriptions">,
): SQL[] {
  const spec = entryKinds[kind];
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
  // A view says itself whether it lists spam.
  const verdict = filter.verdict ?? (filter.view ? "any" : "not-spam");
  const scope = scopeOf(kind, context.subscriptions);
  // Without spam, the scope's own spelling of it (so that a partial index of the scope can serve the list).
  if (scope)
    conditions.push(verdict === "not-spam" && spec.scopeWithoutSpam ? sql.raw(spec.scopeWithoutSpam) : scope);
  if (filter.category) conditions.push(sql`${sql.identifier(spec.category)} = ${filter.category}`);
  if (filter.status) conditions.push(sql`handling_status = ${filter.status}`);
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

export function where(conditions: SQL[]): SQL {
  return conditions.length === 0 ? sql`true` : sql.join(conditions, sql` and `);
}

function kindsOf(filter: EntryFilter): readonly InboxKind[] {
  const kinds = filter.kind ? [filter.kind] : (filter.kinds ?? inboxKinds);
  const { view } = filter;
  // Subscribers are not handled by anyone, so the assignment filters leave them out.
  return kinds.filter(
    (kind) => (!filter.assigned || assignableKinds.has(kind)) && (!view || viewKinds[view].has(kind)),
  );
}

// Whether the entry's acknowledgement was withheld: one probe of the one-acknowledgement-per-entry index per row shown.
// A scalar subquery, not `exists`: the planner may turn an `exists` into a hashed subplan, a scan of every thread
// message on each page, as it costs the subquery for the table's rows rather than the page's.
const withheldColumn = (kind: InboxKind, table: string) =>
  kind === "subscription"
    ? `false as "acknowledgementWithheld"`
    : `coalesce((select ack.withheld from thread_messages ack where ack.entry_id = ${table}.id
        and ack.direction = 'acknowledgement'), false) as "acknowledgementWithheld"`;

// The reference the sender was given, by its primary key; subscribers have none.
export const referenceColumn = (kind: InboxKind, table: string) =>
  kind === "subscription"
    ? "null::text"
    : `(select reference from entry_references ref where ref.entry_id = ${table}.id)`;

function summarySelect(kind: InboxKind): SQL {
  const spec = entryKinds[kind];
  const table = getTableName(entryTables[kind]);
  return sql.raw(`select '${kind}' as kind, id, created_at, ${ISO_MS("created_at")} as "receivedAt",
    ${ISO_US("created_at")} as "cursorAt", ${spec.summary}, handling_status as status, spam_verdict as verdict,
    coalesce(spam_reason, '') as "spamReason", assignee_id as "assigneeId",
    (select u.name from users u where u.id = assignee_id) as "assigneeName", ${withheldColumn(kind, table)},
    ${referenceColumn(kind, table)} as reference, ${spec.claimedReference} as "claimedReference",
    marker, ${ISO_MS("snoozed_until")} as "snoozedUntil", ${ISO_MS(STATUS_SINCE)} as "statusSince"
    from ${table}`);
}

/**
 * The statement of one page of the inbox (limit + 1 rows, to tell whether another page follows); undefined when no
 * kind can match. Apart from listEntries so that a test can ask the planner how it reads the tables.
 */
export function listStatement(filter: EntryFilter, options: ListOptions): SQL | undefined {
  const { limit } = options;
  const cursor = options.cursor ? decodeInboxCursor(options.cursor) : undefined;
  const kinds = kindsOf(filter);
  // Subscribers asked for with an assignment filter: none can match.
  if (kinds.length === 0) return undefined;
  const branches = kinds.map((kind) => {
    const conditions = conditionsFor(kind, filter, options);
    if (cursor) {
      conditions.push(
        sql`created_at <= ${cursor.t}::timestamptz and (created_at < ${cursor.t}::timestamptz or id < ${cursor.i}::uuid)`,
      );
    }
    return sql`(${summarySelect(kind)} where ${where(conditions)}
      order by created_at desc, id desc limit ${limit + 1})`;
  });
  return sql`select * from (${sql.join(branches, sql` union all `)}) as entries
    order by created_at desc, id desc limit ${limit + 1}`;
}

/**
 * One page of the inbox, newest first. The cursor names the last entry shown (its time to the microsecond and its
 * id), so entries that arrive meanwhile, all newer, never shift the pages that follow. InvalidCursorError
 * (cursor.ts) for a cursor the list did not write.
 */
export async function listEntries(
  db: Db,
  filter: EntryFilter,
  options: ListOptions,
): Promise<{ entries: InboxEntry[]; nextCursor: string | null }> {
  const statement = listStatement(filter, options);
  if (!statement) return { entries: [], nextCursor: null };
  const rows = await selectRows(db, entrySummary, statement);
  const entries = rows.slice(0, options.limit);
  const last = entries.at(-1);
  return {
    entries,
    nextCursor:
      rows.length > options.limit && last ? encodeInboxCursor({ t: last.cursorAt, i: last.id }) : null,
  };
}

/** One entry as the inbox lists it (the console's scope: a subscription only when it is a subscriber). */
export async function findEntry(db: Db | Tx, kind: InboxKind, id: string): Promise<InboxEntry | undefined> {
  if (!isUuid(id)) return undefined;
  const conditions = [sql`id = ${id}`];
  const scope = scopeOf(kind, "subscribers");
  if (scope) conditions.push(scope);
  const [row] = await selectRows(db, entrySummary, sql`${summarySelect(kind)} where ${where(conditions)}`);
  return row;
}
