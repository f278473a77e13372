import { sql } from "drizzle-orm";
import { rowsOf, type Tx } from "../db/client.ts";

// An entry's conversation goes with the entry: when retention or an erasure deletes contact messages or applications,
// their references, their emails (acknowledgements, replies that came back) and the acknowledgements still queued go
// too, in the same transaction.

const GONE = (column: string) =>
  sql.raw(`not exists (select 1 from contact_messages e where e.id = ${column})
    and not exists (select 1 from job_applications e where e.id = ${column})`);

/** Deletes the conversations of entries that no longer exist; returns table → rows deleted. */
export async function dropOrphanedConversations(tx: Tx): Promise<Record<string, number>> {
  const threads = rowsOf<{ id: string }>(
    await tx.execute(sql`delete from thread_messages t where ${GONE("t.entry_id")} returning id`),
  ).map((row) => String(row.id));
  const outbox = rowsOf(
    await tx.execute(sql`
      delete from mail_outbox where kind = 'acknowledgement'
        and ref_id::text in (select unnest(${`{${threads.join(",")}}`}::text[]))
      returning 1`),
  ).length;
  const references = rowsOf(
    await tx.execute(sql`delete from entry_references r where ${GONE("r.entry_id")} returning 1`),
  ).length;
  return { thread_messages: threads.length, entry_references: references, mail_outbox: outbox };
}

/** Emails that came from an address, wherever they were filed (erasure of everything about the address). */
export async function eraseEmailsFrom(tx: Tx, address: string): Promise<number> {
  return rowsOf(
    await tx.execute(sql`delete from thread_messages where lower(from_address) = ${address} returning 1`),
  ).length;
}
