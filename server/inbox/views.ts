import { sql, type SQL } from "drizzle-orm";
import { statusViews, type InboxView, type InboxViewCounts } from "../../contract/inbox-views.ts";
import type { InboxKind } from "../../contract/staff.ts";
import { jobIds, jobTitles } from "../careers/job-ids.ts";
import type { Db } from "../db/client.ts";
import { computed, selectRows } from "../db/typed-rows.ts";
import { assignmentCondition } from "../team/assignment-sql.ts";
import { OPEN_ENTRY, STATUS_SINCE } from "./inbox-indexes.ts";

// The inbox's views (contract/inbox-views.ts): the conditions of each one's list, and all their counts in one
// statement. "Open" is spelt exactly as the partial indexes of the inbox tables spell it (OPEN_ENTRY), so the
// planner can use them for both.

/** The status of an entry nobody has handled yet, per kind. */
const FRESH: Record<"contact" | "application", string> = { contact: "new", application: "received" };

/** The kinds each view lists. */
export const viewKinds: Record<InboxView, ReadonlySet<InboxKind>> = {
  new: new Set(["contact", "application"]),
  open: new Set(["contact"]),
  "waiting-for-sender": new Set(["contact"]),
  snoozed: new Set(["contact"]),
  done: new Set(["contact"]),
  mine: new Set(["contact", "application"]),
  unassigned: new Set(["contact", "application"]),
  waiting: new Set(["contact", "application"]),
  applications: new Set(["application"]),
  spam: new Set(["contact", "application", "subscription"]),
};

/** Whom "mine" means, and the digest's threshold that "waiting" uses. */
export interface ViewContext {
  viewerId?: string;
  waitingAfterDays: number;
}

/**
 * In its status (or stage) for longer than `afterDays`, and not snoozed: a snoozed entry waits for its date, and
 * comes back as open when it passes. The digest lists the same entries (server/team/digest.ts).
 */
export const waitedSince = (afterDays: number) =>
  sql`handling_status <> 'snoozed' and ${sql.raw(STATUS_SINCE)} < now() - make_interval(days => ${afterDays})`;

/** The condition of a view on one kind's table (a kind the view lists). */
export function viewCondition(kind: InboxKind, view: InboxView, context: ViewContext): SQL {
  if (view === "spam") return sql`spam_verdict = 'spam'`;
  if ((statusViews as readonly string[]).includes(view)) {
    return sql`spam_verdict <> 'spam' and handling_status = ${view}`;
  }
  const open = sql.raw(OPEN_ENTRY);
  switch (view) {
    case "new":
      return sql`${open} and handling_status = ${FRESH[kind as "contact" | "application"]}`;
    case "mine":
    case "unassigned":
      return sql`${open} and ${assignmentCondition(view, context.viewerId)}`;
    case "waiting":
      return sql`${open} and ${waitedSince(context.waitingAfterDays)}`;
    default:
      return open;
  }
}

const countRow = {
  /** contact, application, or spam (the spam of the three tables). */
  kind: computed.text,
  position: computed.text,
  new: computed.number,
  mine: computed.number,
  unassigned: computed.number,
  waiting: computed.number,
  open: computed.number,
  /** The messages' counts per status, for the status views. */
  openStatus: computed.number,
  waitingForSender: computed.number,
  snoozed: computed.number,
};

/**
 * Every view's count in one statement: one pass over the open messages, one over the open applications grouped by
 * position (both read through the partial indexes of open entries), and the spam of the three tables (their partial
 * spam indexes). Done is not counted (contract/inbox-views.ts).
 */
export async function inboxViewCounts(db: Db, context: ViewContext): Promise<InboxViewCounts> {
  const tally = (fresh: string) => sql`
    count(*) filter (where handling_status = ${fresh})::int as new,
    count(*) filter (where ${assignmentCondition("mine", context.viewerId)})::int as mine,
    count(*) filter (where ${assignmentCondition("unassigned", context.viewerId)})::int as unassigned,
    count(*) filter (where ${waitedSince(context.waitingAfterDays)})::int as waiting,
    count(*)::int as open,
    count(*) filter (where handling_status = 'open')::int as "openStatus",
    count(*) filter (where handling_status = 'waiting-for-sender')::int as "waitingForSender",
    count(*) filter (where handling_status = 'snoozed')::int as snoozed`;
  const rows = await selectRows(
    db,
    countRow,
    sql`
      select 'contact' as kind, '' as position, ${tally(FRESH.contact)}
      from contact_messages where ${sql.raw(OPEN_ENTRY)}
      union all
      select 'application', position, ${tally(FRESH.application)}
      from job_applications where ${sql.raw(OPEN_ENTRY)} group by position
      union all
      select 'spam', '', 0, 0, 0, 0, (
        (select count(*) from contact_messages where spam_verdict = 'spam')
        + (select count(*) from job_applications where spam_verdict = 'spam')
        + (select count(*) from subscriptions where spam_verdict = 'spam'))::int, 0, 0, 0`,
  );
  const counts: InboxViewCounts["counts"] = {
    new: 0,
    open: 0,
    "waiting-for-sender": 0,
    snoozed: 0,
    mine: 0,
    unassigned: 0,
    waiting: 0,
    spam: 0,
  };
  const positions = new Map(jobIds.map((id) => [id, 0]));
  for (const row of rows) {
    if (row.kind === "spam") {
      counts.spam = row.open;
      continue;
    }
    if (row.kind === "contact") {
      counts.open = row.openStatus;
      counts["waiting-for-sender"] = row.waitingForSender;
      counts.snoozed = row.snoozed;
    }
    counts.new += row.new;
    counts.mine += row.mine;
    counts.unassigned += row.unassigned;
    counts.waiting += row.waiting;
    if (row.kind === "application") positions.set(row.position, row.open);
  }
  return {
    counts,
    positions: [...positions].map(([position, count]) => ({
      position,
      title: jobTitles.get(position) ?? position,
      count,
    })),
    waitingAfterDays: context.waitingAfterDays,
  };
}
