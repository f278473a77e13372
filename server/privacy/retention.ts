import type { FastifyBaseLogger } from "fastify";
import { PeriodicJob } from "../jobs/periodic-job.ts";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { rowsOf } from "../db/client.ts";
import { dropOrphanedConversations } from "../conversations/cleanup.ts";

/** How long what visitors send is kept (docs/privacy.md). Applications: APPLICATION_RETENTION_DAYS. */
export const UNCONFIRMED_SUBSCRIPTION_DAYS = 30;
export const UNSUBSCRIBED_DAYS = 30;
/** A contact message is answered by email within days; two years covers any follow-up, then it goes. */
export const CONTACT_MESSAGE_DAYS = 730;
/** A sent email is a copy of what its row already holds; kept a while to answer "did it go out?", then dropped. */
export const SENT_EMAIL_DAYS = 30;

/** Deletes what is past its retention time; returns table → rows deleted. Safe to run from several servers at once. */
export async function purgeExpired(
  db: Db,
  applicationRetentionDays: number,
): Promise<Record<string, number>> {
  return db.transaction(async (tx) => {
    // An application's files go with it (on delete cascade); counted first.
    const files = rowsOf(
      await tx.execute(sql`
        delete from application_files where application_id in (select id from job_applications
          where created_at < now() - make_interval(days => ${applicationRetentionDays}))
        returning 1`),
    ).length;
    const applications = rowsOf<{ id: string }>(
      await tx.execute(sql`
        delete from job_applications
        where created_at < now() - make_interval(days => ${applicationRetentionDays})
        returning id`),
    ).map((row) => String(row.id));
    const messages = rowsOf<{ id: string }>(
      await tx.execute(sql`
        delete from contact_messages
        where created_at < now() - make_interval(days => ${CONTACT_MESSAGE_DAYS})
        returning id`),
    ).map((row) => String(row.id));
    const removedIds = [...applications, ...messages];
    const outbox = rowsOf(
      await tx.execute(sql`
        delete from mail_outbox
        where kind in ('application', 'contact')
          and ref_id::text in (select unnest(${`{${removedIds.join(",")}}`}::text[]))
        returning 1`),
    ).length;
    const sent = rowsOf(
      await tx.execute(sql`
        delete from mail_outbox where sent_at < now() - make_interval(days => ${SENT_EMAIL_DAYS}) returning 1`),
    ).length;
    const subscriptions = rowsOf(
      await tx.execute(sql`
        delete from subscriptions
        where (status = 'pending' and created_at < now() - make_interval(days => ${UNCONFIRMED_SUBSCRIPTION_DAYS})
               and not exists (select 1 from subscription_tokens t where t.subscription_id = subscriptions.id
                               and t.created_at >= now() - make_interval(days => ${UNCONFIRMED_SUBSCRIPTION_DAYS})))
           or (status = 'unsubscribed' and unsubscribed_at < now() - make_interval(days => ${UNSUBSCRIBED_DAYS}))
        returning 1`),
    ).length;
    const tokens = rowsOf(
      await tx.execute(sql`delete from subscription_tokens where expires_at < now() returning 1`),
    ).length;
    // What a refused form sent without JavaScript left for its page: minutes at most (server/forms/form-flash.ts).
    const flashes = rowsOf(
      await tx.execute(sql`delete from form_flashes where expires_at < now() returning 1`),
    ).length;
    // Staff's notes may quote their entry: they go with it, whichever table it was in.
    const notes = rowsOf(
      await tx.execute(sql`
        delete from inbox_notes n
        where not exists (select 1 from contact_messages e where e.id = n.ref_id)
          and not exists (select 1 from job_applications e where e.id = n.ref_id)
          and not exists (select 1 from subscriptions e where e.id = n.ref_id)
        returning 1`),
    ).length;
    // Their references, acknowledgements and the replies that came back go with them (server/conversations/).
    const conversations = await dropOrphanedConversations(tx);
    return {
      contact_messages: messages.length,
      job_applications: applications.length,
      application_files: files,
      inbox_notes: notes,
      thread_messages: conversations.thread_messages!,
      entry_references: conversations.entry_references!,
      mail_outbox: outbox + sent + conversations.mail_outbox!,
      subscriptions,
      subscription_tokens: tokens,
      form_flashes: flashes,
    };
  });
}

const PURGE_EVERY_MS = 6 * 60 * 60 * 1000;

/** Runs the purge soon after start and then every six hours while the server runs. */
export function retentionJob(db: Db, applicationRetentionDays: number, log: FastifyBaseLogger): PeriodicJob {
  return new PeriodicJob(
    {
      name: "retention",
      everyMs: PURGE_EVERY_MS,
      firstRunInMs: 5_000,
      done: "purged old data",
      async run() {
        const removed = await purgeExpired(db, applicationRetentionDays);
        return Object.values(removed).some((n) => n > 0) ? { removed } : undefined;
      },
    },
    log,
  );
}
