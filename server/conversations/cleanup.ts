import { sql } from "drizzle-orm";
import type { Tx } from "../db/client.ts";
import { mailOutbox } from "../outbox/outbox.schema.ts";
import { entryReferences, threadMessages } from "./conversations.schema.ts";

// An entry's conversation goes with the entry: when retention or an erasure deletes contact messages or applications,
// their references, their emails (acknowledgements, replies that came back) and the acknowledgements still queued go
// too, in the same transaction.

const gone = (entryId: typeof threadMessages.entryId | typeof entryReferences.entryId) =>
  sql`not exists (select 1 from contact_messages e where e.id = ${entryId})
    and not exists (select 1 from job_applications e where e.id = ${entryId})`;

/** Deletes the conversations of entries that no longer exist; returns table → rows deleted. */
export async function dropOrphanedConversations(tx: Tx): Promise<Record<string, number>> {
  const threads = (
    await tx.delete(threadMessages).where(gone(threadMessages.entryId)).returning({ id: threadMessages.id })
  ).map((row) => row.id);
  const outbox = await tx
    .delete(mailOutbox)
    .where(
      // One array parameter, however many threads went.
      sql`${mailOutbox.kind} = 'acknowledgement'
        and ${mailOutbox.refId}::text in (select unnest(${`{${threads.join(",")}}`}::text[]))`,
    )
    .returning({ id: mailOutbox.id });
  const references = await tx
    .delete(entryReferences)
    .where(gone(entryReferences.entryId))
    .returning({ entryId: entryReferences.entryId });
  return { thread_messages: threads.length, entry_references: references.length, mail_outbox: outbox.length };
}

/** Emails that came from an address, wherever they were filed (erasure of everything about the address). */
export async function eraseEmailsFrom(tx: Tx, address: string): Promise<number> {
  const erased = await tx
    .delete(threadMessages)
    .where(sql`lower(${threadMessages.fromAddress}) = ${address}`)
    .returning({ id: threadMessages.id });
  return erased.length;
}
