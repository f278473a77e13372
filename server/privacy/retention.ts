import type { FastifyBaseLogger } from "fastify";
import { PeriodicJob } from "../jobs/periodic-job.ts";
import { and, eq, gte, inArray, lt, notExists, or, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { inIdList } from "../db/id-list.ts";
import { dropOrphanedConversations } from "../conversations/cleanup.ts";
import { applicationFiles } from "../careers/application-files.schema.ts";
import { jobApplications } from "../careers/careers.schema.ts";
import { contactMessages } from "../contact/contact.schema.ts";
import { formFlashes } from "../forms/form-flash.schema.ts";
import { mailOutbox } from "../outbox/outbox.schema.ts";
import { entryOpenings, inboxNotes } from "../staff/staff.schema.ts";
import { subscriptions, subscriptionTokens } from "../subscriptions/subscriptions.schema.ts";

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
    const daysAgo = (days: number) => sql`now() - make_interval(days => ${days})`;
    // An application's files go with it (on delete cascade); counted first.
    const files = (
      await tx
        .delete(applicationFiles)
        .where(
          inArray(
            applicationFiles.applicationId,
            tx
              .select({ id: jobApplications.id })
              .from(jobApplications)
              .where(lt(jobApplications.createdAt, daysAgo(applicationRetentionDays))),
          ),
        )
        .returning({ id: applicationFiles.id })
    ).length;
    const applications = (
      await tx
        .delete(jobApplications)
        .where(lt(jobApplications.createdAt, daysAgo(applicationRetentionDays)))
        .returning({ id: jobApplications.id })
    ).map((row) => row.id);
    const messages = (
      await tx
        .delete(contactMessages)
        .where(lt(contactMessages.createdAt, daysAgo(CONTACT_MESSAGE_DAYS)))
        .returning({ id: contactMessages.id })
    ).map((row) => row.id);
    const outbox = (
      await tx
        .delete(mailOutbox)
        .where(
          and(
            inArray(mailOutbox.kind, ["application", "contact"]),
            inIdList(mailOutbox.refId, [...applications, ...messages]),
          ),
        )
        .returning({ id: mailOutbox.id })
    ).length;
    const sent = (
      await tx
        .delete(mailOutbox)
        .where(lt(mailOutbox.sentAt, daysAgo(SENT_EMAIL_DAYS)))
        .returning({ id: mailOutbox.id })
    ).length;
    // A pending address whose latest confirmation link is recent stays.
    const askedLately = tx
      .select({ one: sql`1` })
      .from(subscriptionTokens)
      .where(
        and(
          eq(subscriptionTokens.subscriptionId, subscriptions.id),
          gte(subscriptionTokens.createdAt, daysAgo(UNCONFIRMED_SUBSCRIPTION_DAYS)),
        ),
      );
    const subscriptionsGone = (
      await tx
        .delete(subscriptions)
        .where(
          or(
            and(
              eq(subscriptions.status, "pending"),
              lt(subscriptions.createdAt, daysAgo(UNCONFIRMED_SUBSCRIPTION_DAYS)),
              notExists(askedLately),
            ),
            and(
              eq(subscriptions.status, "unsubscribed"),
              lt(subscriptions.unsubscribedAt, daysAgo(UNSUBSCRIBED_DAYS)),
            ),
          ),
        )
        .returning({ id: subscriptions.id })
    ).length;
    const tokens = (
      await tx
        .delete(subscriptionTokens)
        .where(lt(subscriptionTokens.expiresAt, sql`now()`))
        .returning({ id: subscriptionTokens.id })
    ).length;
    // What a refused form sent without JavaScript left for its page: minutes at most (server/forms/form-flash.ts).
    const flashes = (
      await tx
        .delete(formFlashes)
        .where(lt(formFlashes.expiresAt, sql`now()`))
        .returning({ idHash: formFlashes.idHash })
    ).length;
    // Staff's notes may quote their entry: they go with it, whichever table it was in.
    const entry = (table: typeof contactMessages | typeof jobApplications | typeof subscriptions) =>
      tx
        .select({ one: sql`1` })
        .from(table)
        .where(eq(table.id, inboxNotes.refId));
    const notes = (
      await tx
        .delete(inboxNotes)
        .where(
          and(
            notExists(entry(contactMessages)),
            notExists(entry(jobApplications)),
            notExists(entry(subscriptions)),
          ),
        )
        .returning({ id: inboxNotes.id })
    ).length;
    // When staff opened an entry matters for minutes (the reply composer's notice): a day later it goes.
    await tx.delete(entryOpenings).where(lt(entryOpenings.openedAt, sql`now() - interval '1 day'`));
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
      subscriptions: subscriptionsGone,
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
