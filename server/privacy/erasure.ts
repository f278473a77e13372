import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { dropOrphanedConversations, eraseEmailsFrom } from "../conversations/cleanup.ts";
import { emailHash } from "../forms/idempotency.ts";
import { acknowledgementQuotaKey } from "../conversations/acknowledgement-quota.ts";
import { rowsOf, type Tx } from "../db/client.ts";
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
    removed.application_files = await count(
      tx,
      sql`delete from application_files where application_id in
        (select id from job_applications where lower(email) = ${address}) returning 1`,
    );
    for (const table of ["contact_messages", "job_applications", "subscriptions"] as const) {
      const rows = rowsOf<{ id: string }>(
        await tx.execute(
          sql`delete from ${sql.identifier(table)} where lower(email) = ${address} returning id`,
        ),
      );
      removed[table] = rows.length;
      ids.push(...rows.map((row) => String(row.id)));
    }
    // Staff's notes on those entries may quote them. The audit log names entries by id only and stays.
    removed.inbox_notes = await count(
      tx,
      sql`delete from inbox_notes where ref_id::text in (select unnest(${`{${ids.join(",")}}`}::text[])) returning 1`,
    );
    removed.mail_outbox = await count(
      tx,
      sql`delete from mail_outbox
        where ref_id::text in (select unnest(${`{${ids.join(",")}}`}::text[]))
           or lower(reply_to) = ${address} or lower(recipients) = ${address}
        returning 1`,
    );
    // The conversations of the removed entries, and every email that came from the address wherever it was filed.
    const emailsFrom = await eraseEmailsFrom(tx, address);
    const conversations = await dropOrphanedConversations(tx);
    removed.thread_messages = emailsFrom + conversations.thread_messages!;
    removed.entry_references = conversations.entry_references!;
    removed.mail_outbox += conversations.mail_outbox!;
    removed.idempotency_keys = await count(
      tx,
      sql`delete from idempotency_keys where subject_hash = ${emailHash(address)} returning 1`,
    );
    // Counters naming the address, and its inbox's acknowledgement counter (keyed by a hash).
    removed.rate_limits = await count(
      tx,
      sql`delete from rate_limits
        where position(${address} in lower(key)) > 0 or key = ${acknowledgementQuotaKey(address)} returning 1`,
    );
    // A form refused without JavaScript keeps its values for the redirect back (ADR 0007), for minutes at most.
    removed.form_flashes = await count(
      tx,
      sql`delete from form_flashes where lower(payload->'values'->>'email') = ${address} returning 1`,
    );
    const accounts = rowsOf<{ id: string }>(
      await tx.execute(sql`select id from users where lower(email) = ${address}`),
    );
    removed.users = 0;
    for (const account of accounts) {
      const gone = await eraseAccount(tx, String(account.id));
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
  const mailOutbox = await count(tx, sql`delete from mail_outbox where ref_id = ${userId}::uuid returning 1`);
  const users = await count(tx, sql`delete from users where id = ${userId}::uuid returning 1`);
  return { users, mail_outbox: mailOutbox };
}

async function count(tx: Tx, query: ReturnType<typeof sql>): Promise<number> {
  return rowsOf(await tx.execute(query)).length;
}
