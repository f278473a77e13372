import { and, asc, eq, ne, sql } from "drizzle-orm";
import {
  INBOX_PAGE_DEFAULT,
  INBOX_PAGE_MAX,
  type HandlingStatus,
  type InboxDetail,
  type InboxFilter,
  type InboxItem,
  type InboxKind,
  type InboxNote,
  type InboxPage,
} from "../../contract/staff.ts";
import { subscriptionListNames, type SubscriptionList } from "../../contract/subscription-lists.ts";
import { users } from "../auth/auth.schema.ts";
import { hasLiveLink } from "../careers/application-links.ts";
import { listApplicationFiles } from "../careers/application-file-store.ts";
import { jobTitles } from "../careers/job-ids.ts";
import { entryClaim } from "../conversations/claims.ts";
import { entryReference, entryThread } from "../conversations/thread.ts";
import type { Db, Tx } from "../db/client.ts";
import { selectRows } from "../db/typed-rows.ts";
import { auditLog, inboxNotes } from "../staff/staff.schema.ts";
import { columnsNamed, entryKinds, entryTables, isUuid } from "./entry-kinds.ts";
import { conditionsFor, findEntry, listEntries, scopeOf, type InboxEntry } from "./list.ts";
import { entryRecords, recordColumns } from "./records.ts";
import type { ViewContext } from "./views.ts";

// The staff console's inbox (server/inbox/inbox.routes.ts): its pages, one entry in full, and what staff change on
// an entry. The list itself is list.ts's, which `npm run inbox` reads too.

/** What an entry is about as staff read it: an application's position by its title, a list by its name. */
function aboutOf(entry: InboxEntry): string {
  if (entry.kind === "application") return jobTitles.get(entry.about) ?? entry.about;
  if (entry.kind === "subscription")
    return subscriptionListNames[entry.about as SubscriptionList] ?? entry.about;
  return entry.about;
}

export function toItem(entry: InboxEntry): InboxItem {
  return {
    kind: entry.kind,
    id: entry.id,
    receivedAt: entry.receivedAt,
    name: entry.name,
    email: entry.email,
    about: aboutOf(entry),
    category: entry.category,
    status: entry.status,
    verdict: entry.verdict,
    spamReason: entry.spamReason,
    assignee: entry.assigneeId ? { id: entry.assigneeId, name: entry.assigneeName ?? "" } : null,
    claimedReference: entry.claimedReference,
    acknowledgementWithheld: entry.acknowledgementWithheld,
    reference: entry.reference,
    marker: entry.marker,
    snoozedUntil: entry.snoozedUntil,
    statusSince: entry.statusSince,
  };
}

/** One page of the console's inbox (list.ts), newest first. */
export async function inboxPage(
  db: Db,
  filter: InboxFilter,
  options: { cursor?: string; limit?: number; viewerId?: string; waitingAfterDays: number },
): Promise<InboxPage> {
  const limit = Math.min(Math.max(options.limit ?? INBOX_PAGE_DEFAULT, 1), INBOX_PAGE_MAX);
  const { entries, nextCursor } = await listEntries(db, filter, { ...options, limit });
  return { items: entries.map(toItem), nextCursor };
}

/** One entry as the console lists it; undefined when there is none of this kind and id. */
export async function findItem(db: Db | Tx, kind: InboxKind, id: string): Promise<InboxItem | undefined> {
  const entry = await findEntry(db, kind, id);
  return entry ? toItem(entry) : undefined;
}

function text(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/**
 * One entry in full: every field, its status with who set it, notes, its history from the audit log, and its
 * reference and emails (server/conversations/).
 */
export async function inboxDetail(db: Db, kind: InboxKind, id: string): Promise<InboxDetail | undefined> {
  const item = await findItem(db, kind, id);
  if (!item) return undefined;
  const table = entryTables[kind];
  const { fields } = entryKinds[kind];
  const [row] = await db
    .select({
      ...columnsNamed(kind, fields),
      statusChangedAt: table.statusChangedAt,
      changedBy: users.name,
    })
    .from(table)
    .leftJoin(users, eq(users.id, table.statusChangedBy))
    .where(eq(table.id, id));
  const notes = await db
    .select({
      id: inboxNotes.id,
      author: inboxNotes.authorLabel,
      body: inboxNotes.body,
      createdAt: inboxNotes.createdAt,
    })
    .from(inboxNotes)
    .where(eq(inboxNotes.refId, id))
    .orderBy(asc(inboxNotes.createdAt), asc(inboxNotes.id));
  const history = await db
    .select({ action: auditLog.action, actor: auditLog.actorLabel, at: auditLog.at, detail: auditLog.detail })
    .from(auditLog)
    .where(and(eq(auditLog.targetId, id), ne(auditLog.action, "view")))
    .orderBy(asc(auditLog.at), asc(auditLog.id));
  const values: Record<string, unknown> = row ?? {};
  const statusChangedAt = row?.statusChangedAt ?? null;
  return {
    item,
    fields: fields.map((field) => ({ name: field, value: text(values[field]) })),
    // A change nobody made by hand is named as its history line names it: the sender's answer, a snooze's end. Only
    // its applicant withdraws an application: from their account (named), or from its private link, which has none.
    // An account deleted since is named so.
    statusChangedBy:
      row?.changedBy ??
      (item.status === "withdrawn"
        ? "the applicant"
        : statusChangedAt
          ? (history.findLast((line) => line.action === "status" && line.at >= statusChangedAt)?.actor ??
            "a former account")
          : null),
    statusChangedAt: iso(statusChangedAt),
    notes: notes.map((note): InboxNote => ({ ...note, createdAt: note.createdAt.toISOString() })),
    history: history.map((entry) => ({ ...entry, at: entry.at.toISOString() })),
    reference: await entryReference(db, id),
    thread: await entryThread(db, id),
    claim: kind === "contact" ? await entryClaim(db, id) : null,
    files: kind === "application" ? ((await listApplicationFiles(db, [id])).get(id) ?? []) : [],
    privateLink: kind === "application" ? await hasLiveLink(db, id) : null,
  };
}

/**
 * Sets an entry's handling status and who set it (with the time a snooze ends; any other status has none, and staff
 * setting it by hand clears the entry's marker); undefined when there is no such entry, "withdrawn" when the
 * applicant withdrew it (only they set that status, and staff cannot undo it). One statement reads the status it
 * replaces under the row's lock and writes the new one.
 */
export async function setStatus(
  db: Db,
  kind: InboxKind,
  id: string,
  change: { status: HandlingStatus; snoozedUntil?: Date },
  actorId: string,
): Promise<{ from: HandlingStatus } | "withdrawn" | undefined> {
  if (!isUuid(id)) return undefined;
  const table = entryTables[kind];
  const scope = scopeOf(kind, "subscribers");
  const until = change.status === "snoozed" && change.snoozedUntil ? change.snoozedUntil.toISOString() : null;
  const [row] = await selectRows(
    db,
    { previous: entryTables.contact.handlingStatus },
    sql`
      update ${table} t set handling_status = ${change.status}, status_changed_by = ${actorId},
        status_changed_at = now(), snoozed_until = ${until}::timestamptz, marker = null
      from (select id, handling_status as previous from ${table} where id = ${id} for update) old
      where t.id = old.id and old.previous <> 'withdrawn'${scope ? sql` and ${scope}` : sql``}
      returning old.previous`,
  );
  if (row) return { from: row.previous };
  return (await findItem(db, kind, id))?.status === "withdrawn" ? "withdrawn" : undefined;
}

/** Marks an entry as spam by staff's judgement; "already" when it is spam already. */
export async function markSpam(
  db: Db,
  kind: InboxKind,
  id: string,
): Promise<"marked" | "not-found" | "already"> {
  if (!isUuid(id)) return "not-found";
  const table = entryTables[kind];
  const marked = await db
    .update(table)
    .set({ spamVerdict: "spam", spamReason: "marked as spam by staff" })
    .where(and(eq(table.id, id), ne(table.spamVerdict, "spam"), scopeOf(kind, "subscribers")))
    .returning({ id: table.id });
  if (marked.length > 0) return "marked";
  return (await findItem(db, kind, id)) ? "already" : "not-found";
}

export async function addNote(
  db: Db,
  id: string,
  author: { id: string; label: string },
  body: string,
): Promise<InboxNote> {
  const [row] = await db
    .insert(inboxNotes)
    .values({ refId: id, authorId: author.id, authorLabel: author.label, body })
    .returning({ id: inboxNotes.id, createdAt: inboxNotes.createdAt });
  return { id: row!.id, author: author.label, body, createdAt: row!.createdAt.toISOString() };
}

/** Every stored field of the entries of one kind that match the filter, newest first, for the CSV export. */
export async function exportRecords(
  db: Db,
  kind: InboxKind,
  filter: InboxFilter,
  context: ViewContext,
): Promise<{ columns: string[]; rows: string[][] }> {
  const { rows } = await entryRecords(db, kind, conditionsFor(kind, filter, context), "console");
  const columns = recordColumns(kind, "console");
  return { columns, rows: rows.map((row) => columns.map((column) => text(row[column]))) };
}
