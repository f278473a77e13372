import { eq, inArray, or, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client.ts";
import { inIdList } from "../db/id-list.ts";
import { users } from "../auth/auth.schema.ts";
import { applicationFiles } from "../careers/application-files.schema.ts";
import { jobApplications } from "../careers/careers.schema.ts";
import { contactMessages } from "../contact/contact.schema.ts";
import { formFlashes } from "../forms/form-flash.schema.ts";
import { idempotencyKeys } from "../forms/idempotency.schema.ts";
import { mailOutbox } from "../outbox/outbox.schema.ts";
import { emailBounces } from "../newsletters/newsletters.schema.ts";
import { rateLimits } from "../rate-limit/rate-limit.schema.ts";
import { entryOpenings, inboxNotes } from "../staff/staff.schema.ts";
import { subscriptions } from "../subscriptions/subscriptions.schema.ts";
import { dropOrphanedConversations, eraseEmailsFrom } from "../conversations/cleanup.ts";
import { emailHash } from "../forms/idempotency.ts";
import { acknowledgementQuotaKey } from "../conversations/acknowledgement-quota.ts";
import { refuseLastAdmin } from "../staff/last-admin.ts";

export interface ErasureReport {
  /** Table name → rows removed. */
  removed: Record<string, number>;
}

/**
 * Removes everything stored about one email address, in one transaction, so a failure leaves it all in place:
 * contact messages, job applications with their files, subscriptions (their link tokens go with them), the emails queued about or to
 * them, stored Idempotency-Key answers, rate-limit counters named after the address, the values of a refused form
 * kept for its redirect back, and an account with that
 * email (its sessions and sign-in codes go with it), staff's notes on the removed entries, and their conversations
 * (references, acknowledgements, emails that came back) with every email that came from the address.
 */
export async function eraseAddress(db: Db, email: string): Promise<ErasureReport> {
  const address = email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const removed: Record<string, number> = {};
    const ids: string[] = [];
    // The files sent with the address's applications would go with them (on delete cascade); counted here.
    removed.application_files = (
      await tx
        .delete(applicationFiles)
        .where(
          inArray(
            applicationFiles.applicationId,
            tx
              .select({ id: jobApplications.id })
              .from(jobApplications)
              .where(sql`lower(${jobApplications.email}) = ${address}`),
          ),
        )
        .returning({ id: applicationFiles.id })
    ).length;
    const entryTables = {
      contact_messages: contactMessages,
      job_applications: jobApplications,
      subscriptions,
    };
    for (const [name, table] of Object.entries(entryTables)) {
      const rows = await tx
        .delete(table)
        .where(sql`lower(${table.email}) = ${address}`)
        .returning({ id: table.id });
      removed[name] = rows.length;
      ids.push(...rows.map((row) => row.id));
    }
    // Staff's notes on those entries may quote them. The audit log names entries by id only and stays.
    removed.inbox_notes = (
      await tx.delete(inboxNotes).where(inIdList(inboxNotes.refId, ids)).returning({ id: inboxNotes.id })
    ).length;
    // When staff opened them: ids and times only, useless once the entries are gone.
    await tx.delete(entryOpenings).where(inIdList(entryOpenings.entryId, ids));
    removed.mail_outbox = (
      await tx
        .delete(mailOutbox)
        .where(
          or(
            inIdList(mailOutbox.refId, ids),
            sql`lower(${mailOutbox.replyTo}) = ${address}`,
            sql`lower(${mailOutbox.recipients}) = ${address}`,
          ),
        )
        .returning({ id: mailOutbox.id })
    ).length;
    // The conversations of the removed entries, and every email that came from the address wherever it was filed.
    const emailsFrom = await eraseEmailsFrom(tx, address);
    const conversations = await dropOrphanedConversations(tx);
    removed.thread_messages = emailsFrom + conversations.thread_messages!;
    removed.entry_references = conversations.entry_references!;
    removed.mail_outbox += conversations.mail_outbox!;
    removed.idempotency_keys = (
      await tx
        .delete(idempotencyKeys)
        .where(eq(idempotencyKeys.subjectHash, emailHash(address)))
        .returning({ key: idempotencyKeys.key })
    ).length;
    // Counters naming the address, and its inbox's acknowledgement counter (keyed by a hash).
    removed.rate_limits = (
      await tx
        .delete(rateLimits)
        .where(
          or(
            sql`position(${address} in lower(${rateLimits.key})) > 0`,
            eq(rateLimits.key, acknowledgementQuotaKey(address)),
          ),
        )
        .returning({ key: rateLimits.key })
    ).length;
    // Its bounces of newsletter editions (its recipient rows lost their subscription above and stay anonymous).
    removed.email_bounces = (
      await tx
        .delete(emailBounces)
        .where(eq(emailBounces.address, address))
        .returning({ address: emailBounces.address })
    ).length;
    // A form refused without JavaScript keeps its values for the redirect back (ADR 0007), for minutes at most.
    removed.form_flashes = (
      await tx
        .delete(formFlashes)
        .where(sql`lower(${formFlashes.payload}->'values'->>'email') = ${address}`)
        .returning({ idHash: formFlashes.idHash })
    ).length;
    const accounts = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${address}`);
    removed.users = 0;
    for (const account of accounts) {
      const gone = await eraseAccount(tx, account.id);
      removed.users += gone.users;
      removed.mail_outbox += gone.mail_outbox;
    }
    return { removed };
  });
}

/**
 * Removes one account, inside the caller's transaction: the user row, and through its foreign keys (on delete
 * cascade) every session, sign-in method (provider identities, passkeys), sign-in code, recognised browser, email
 * verification and password reset token, and a staff second factor with its recovery codes; also the emails about
 * the account still queued or kept (verification links, notices). What was sent from the address (messages,
 * applications, subscriptions) is not the account's: `eraseAddress` removes that, an account deletion keeps it
 * for its own retention period (docs/privacy.md). The audit log keeps its lines, with the actor's id set to null.
 * Throws LastAdminError, removing nothing, when the account is the only admin. Returns the rows removed from each
 * table named.
 */
export async function eraseAccount(tx: Tx, userId: string): Promise<{ users: number; mail_outbox: number }> {
  // Never the only admin: nobody could manage roles from the console any more (LastAdminError).
  await refuseLastAdmin(tx, userId);
  const emails = await tx
    .delete(mailOutbox)
    .where(eq(mailOutbox.refId, userId))
    .returning({ id: mailOutbox.id });
  const accounts = await tx.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
  return { users: accounts.length, mail_outbox: emails.length };
}
