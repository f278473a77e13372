import { sql } from "drizzle-orm";
import type { EditionCounts } from "../../contract/newsletters.ts";
import type { Db, Tx } from "../db/client.ts";
import { computed, selectRows } from "../db/typed-rows.ts";
import { newsletterRecipients } from "./newsletters.schema.ts";

// What became of each edition's recipients, counted from their rows in one statement for any number of editions.
// "sent" and "failed" also read the outbox row of each email still in it (delivery state as it is now); the sender's
// housekeeping copies the outbox's sent time and the subscription's unsubscribe onto the recipient row
// (newsletter-housekeeping.ts), so the counts outlive the outbox rows and lapsed subscriptions, both purged after
// 30 days (docs/privacy.md).

const zero: EditionCounts = {
  recipients: 0,
  queued: 0,
  sent: 0,
  failed: 0,
  skipped: 0,
  unsubscribedAfter: 0,
};

/**
 * An unsubscribe counts for the edition it followed: at or after the edition's send start, and before the list's
 * next edition began sending. Used by the counts and by the housekeeping that copies it.
 */
export const UNSUBSCRIBED_AFTER = sql.raw(`(
  s.status = 'unsubscribed' and s.unsubscribed_at >= e.send_started_at
  and not exists (
    select 1 from newsletter_editions n
    where n.list = e.list and n.send_started_at > e.send_started_at and n.send_started_at <= s.unsubscribed_at))`);

const number = computed.number;

/** Counts per edition id; editions without recipients (drafts) get zeros. */
export async function editionCounts(
  db: Db | Tx,
  ids: readonly string[],
): Promise<Map<string, EditionCounts>> {
  const counts = new Map<string, EditionCounts>(ids.map((id) => [id, { ...zero }]));
  if (ids.length === 0) return counts;
  const rows = await selectRows(
    db,
    {
      editionId: newsletterRecipients.editionId,
      recipients: number,
      queued: number,
      sent: number,
      failed: number,
      skipped: number,
      unsubscribedAfter: number,
    },
    sql`
      select r.edition_id as "editionId",
        count(*) as recipients,
        count(*) filter (where r.status = 'queued') as queued,
        count(*) filter (where r.status = 'handed' and r.bounced_at is null
          and (r.sent_at is not null or o.sent_at is not null)) as sent,
        count(*) filter (where r.bounced_at is not null
          or (r.status = 'handed' and r.sent_at is null and o.sent_at is null and o.last_error is not null)) as failed,
        count(*) filter (where r.status = 'skipped') as skipped,
        count(*) filter (where r.unsubscribed_at is not null or ${UNSUBSCRIBED_AFTER}) as "unsubscribedAfter"
      from newsletter_recipients r
      join newsletter_editions e on e.id = r.edition_id
      left join mail_outbox o on o.id = r.outbox_id and r.sent_at is null
      left join subscriptions s on s.id = r.subscription_id
      where r.edition_id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})
      group by r.edition_id`,
  );
  for (const { editionId, ...row } of rows) counts.set(editionId, row);
  return counts;
}
