import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { UNSUBSCRIBED_AFTER } from "./edition-counts.ts";

// What the editions' counts need kept on their recipient rows, because the rows they come from are purged after 30
// days (docs/privacy.md): the outbox's sent time of each email, and the unsubscribes that followed an edition. Run by
// the sender every minute and when an edition is handed out; each statement touches only rows not yet copied.

// Unsubscribes are copied for editions this recent: past it the lapsed subscriptions are purged anyway.
const UNSUBSCRIBES_COPIED_FOR_DAYS = 60;
// A bounce record nothing refreshed for this long is dropped: the address may work again, and it is personal data.
export const BOUNCE_RECORD_DAYS = 365;

export async function keepCounts(db: Db): Promise<void> {
  await db.execute(sql`
    update newsletter_recipients r set sent_at = o.sent_at
    from mail_outbox o
    where r.status = 'handed' and r.sent_at is null and o.id = r.outbox_id and o.sent_at is not null`);
  await db.execute(sql`
    update newsletter_recipients r set unsubscribed_at = s.unsubscribed_at
    from subscriptions s, newsletter_editions e
    where r.unsubscribed_at is null and s.id = r.subscription_id and e.id = r.edition_id
      and e.send_started_at > now() - make_interval(days => ${UNSUBSCRIBES_COPIED_FOR_DAYS})
      and ${UNSUBSCRIBED_AFTER}`);
  await db.execute(sql`
    delete from email_bounces where last_bounced_at < now() - make_interval(days => ${BOUNCE_RECORD_DAYS})`);
}
