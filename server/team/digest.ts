import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { PeriodicJob } from "../jobs/periodic-job.ts";
import { sql } from "drizzle-orm";
import { contactCategories, contactCategoryLabels } from "../../contract/contact.ts";
import { stageLabels } from "../../contract/pipeline.ts";
import { entryStatuses, handlingStatusLabels, type EntryStatus } from "../../contract/staff.ts";
import { closedStatuses, teamTexts, waitingText } from "../../contract/team.ts";
import { teamMessages } from "../../contract/team-texts.ts";
import { jobTitles } from "../careers/job-ids.ts";
import type { Db } from "../db/client.ts";
import { computed, selectRows } from "../db/typed-rows.ts";
import type { FormsConfig } from "../forms/forms-config.ts";
import { renderNotification } from "../outbox/email-format.ts";
import { enqueueEmails, type QueuedEmail } from "../outbox/outbox.ts";
import { STATUS_SINCE } from "../inbox/inbox-indexes.ts";
import { waitedSince } from "../inbox/views.ts";

const overdue = {
  /** A message's category, or careers for an application. */
  department: computed.text,
  about: computed.text,
  status: computed.text,
  /** Since when it has had its status or stage. */
  since: computed.text,
  assignee: computed.nullableText,
};

const statusLabels: Record<EntryStatus, string> = { ...handlingStatusLabels, ...stageLabels };

const CLOSED = sql.raw(closedStatuses.map((status) => `'${status}'`).join(", "));

/**
 * Open messages and applications (not done or decided, not spam, not snoozed) in their status or stage for more than
 * `afterDays` (the inbox's waiting view), longest first, with the department they belong to: a message's category,
 * Careers for an application.
 */
async function overdueEntries(db: Db, afterDays: number) {
  const entries = await selectRows(
    db,
    overdue,
    sql`
    select department, about, status, since, assignee
    from (
      select category as department, subject as about, handling_status as status,
        ${sql.raw(STATUS_SINCE)} as since_at, assignee_id from contact_messages
      where handling_status not in (${CLOSED}) and spam_verdict <> 'spam' and ${waitedSince(afterDays)}
      union all
      select 'careers', position, handling_status, ${sql.raw(STATUS_SINCE)}, assignee_id from job_applications
      where handling_status not in (${CLOSED}) and spam_verdict <> 'spam' and ${waitedSince(afterDays)}
    ) as entries
    cross join lateral (
      select to_char(since_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as since,
        (select u.name from users u where u.id = entries.assignee_id) as assignee
    ) as extra
    order by since`,
  );
  // The database's day, as the dedupe key of today's digests names it.
  const [today] = await selectRows(
    db,
    { day: computed.text },
    sql`select to_char(now() at time zone 'UTC', 'YYYY-MM-DD') as day`,
  );
  return { day: today!.day, entries };
}

/**
 * Queues today's digest for each department that has entries waiting longer than `afterDays`: one email per
 * department per UTC day, named by a dedupe key with the date, so a second run that day (or another server sharing
 * the database running at the same time) queues nothing. Returns how many digests this call queued.
 */
export async function queueDigests(
  db: Db,
  forms: FormsConfig,
  afterDays: number,
  now = new Date(),
): Promise<number> {
  const { day, entries } = await overdueEntries(db, afterDays);
  const emails: QueuedEmail[] = [];
  for (const department of contactCategories) {
    const waiting = entries.filter((entry) => entry.department === department);
    if (waiting.length === 0) continue;
    const label = contactCategoryLabels[department];
    // One paragraph per status, in the statuses' order, each entry with how long it has had it.
    const byStatus = entryStatuses
      .map((status) => ({ status, rows: waiting.filter((entry) => entry.status === status) }))
      .filter((group) => group.rows.length > 0);
    const rendered = renderNotification(
      teamMessages.digestTitle(afterDays),
      teamMessages.digestSubject(label, waiting.length),
      byStatus.map(({ status, rows }) => ({
        label: `${statusLabels[status]} (${rows.length})`,
        multiline: true,
        value: rows
          .map(
            (entry) =>
              `${jobTitles.get(entry.about) ?? entry.about}: ${waitingText(entry.since, now)}; ` +
              `${teamTexts.assigneeLabel.toLowerCase()} ${entry.assignee ?? teamTexts.nobody.toLowerCase()}`,
          )
          .join("\n"),
      })),
    );
    const to = department === "careers" ? forms.applicationRecipients : forms.contactRecipients[department];
    emails.push({
      ...rendered,
      kind: "digest",
      refId: randomUUID(),
      to,
      dedupeKey: `digest:${department}:${day}`,
    });
  }
  const queued = await enqueueEmails(db, emails);
  return queued.filter(Boolean).length;
}

const CHECK_EVERY_MS = 60 * 60 * 1000;

/**
 * Checks every hour, and soon after start, whether today's digests are queued; the first check of a UTC day queues
 * them, the others find them queued. Stopped before the database closes.
 */
export function digestJob(db: Db, forms: FormsConfig, log: FastifyBaseLogger): PeriodicJob {
  return new PeriodicJob(
    {
      name: "digest",
      everyMs: CHECK_EVERY_MS,
      firstRunInMs: 10_000,
      done: "queued today's digests",
      async run() {
        const queued = await queueDigests(db, forms, forms.digestAfterDays);
        return queued > 0 ? { queued } : undefined;
      },
    },
    log,
  );
}
