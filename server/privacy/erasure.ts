import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { emailHash } from "../forms/idempotency.ts";
import { rowsOf, type Tx } from "../db/client.ts";

export interface ErasureReport {
  /** Table name → rows removed. */
  removed: Record<string, number>;
}

/**
 * Removes everything stored about one email address, in one transaction, so a failure leaves it all in place:
 * contact messages, job applications, subscriptions (their link tokens go with them), the emails queued about or to
 * them, stored Idempotency-Key answers, rate-limit counters named after the address, the values of a refused form
 * kept for its redirect back, and an account with that
 * email (its sessions and sign-in codes go with it), and staff's notes on the removed entries.
 */
export async function eraseAddress(db: Db, email: string): Promise<ErasureReport> {
  const address = email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const removed: Record<string, number> = {};
    const ids: string[] = [];
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
    removed.idempotency_keys = await count(
      tx,
      sql`delete from idempotency_keys where subject_hash = ${emailHash(address)} returning 1`,
    );
    removed.rate_limits = await count(
      tx,
      sql`delete from rate_limits where position(${address} in lower(key)) > 0 returning 1`,
    );
    // A form refused without JavaScript keeps its values for the redirect back (ADR 0007), for minutes at most.
    removed.form_flashes = await count(
      tx,
      sql`delete from form_flashes where lower(payload->'values'->>'email') = ${address} returning 1`,
    );
    removed.users = await count(tx, sql`delete from users where lower(email) = ${address} returning 1`);
    return { removed };
  });
}

async function count(tx: Tx, query: ReturnType<typeof sql>): Promise<number> {
  return rowsOf(await tx.execute(query)).length;
}
