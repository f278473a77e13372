import { sql } from "drizzle-orm";
import type { InboundClaim, ThreadKind } from "../../contract/conversations.ts";
import { rowsOf, type Db } from "../db/client.ts";

// Emails from a different sender (server/inbound/file-inbound.ts): each became a contact message of its own that
// claims the entry it named. Staff read it, and if it is the same person writing from another address, attach the
// email to the named entry by hand.

const ISO = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** The entry this message claims, attached or not; null when it claims none. */
export async function entryClaim(db: Db, entryId: string): Promise<InboundClaim | null> {
  const [row] = rowsOf<{
    reference: string;
    claimed_kind: ThreadKind;
    claimed_id: string;
    attached_at: string | null;
    attached_by_name: string | null;
  }>(
    await db.execute(sql`
      select reference, claimed_kind, claimed_id, ${ISO("attached_at")} as attached_at, attached_by_name
      from inbound_claims where entry_id = ${entryId}`),
  );
  if (!row) return null;
  return {
    reference: row.reference,
    kind: row.claimed_kind,
    id: String(row.claimed_id),
    attachedAt: row.attached_at,
    attachedBy: row.attached_at ? (row.attached_by_name ?? "a former account") : null,
  };
}

export type AttachOutcome =
  | { outcome: "attached"; kind: ThreadKind; id: string; reference: string }
  | { outcome: "not-claiming" | "already-attached" | "entry-gone" };

/**
 * Moves the email of a message from a different sender onto the entry it claims, in one transaction: the email joins
 * that entry's thread (where a reply to it is then filed too, once from the entry's own address), the claim records
 * who attached it, and the message it had become is done. A second attach finds the claim attached and changes
 * nothing.
 */
export async function attachClaim(
  db: Db,
  entryId: string,
  actor: { id: string; name: string },
): Promise<AttachOutcome> {
  return db.transaction(async (tx) => {
    const [claim] = rowsOf<{
      thread_message_id: string;
      claimed_kind: ThreadKind;
      claimed_id: string;
      reference: string;
      attached: boolean;
      entry_exists: boolean;
    }>(
      await tx.execute(sql`
        select thread_message_id, claimed_kind, claimed_id, reference, attached_at is not null as attached,
          case claimed_kind
            when 'contact' then exists (select 1 from contact_messages e where e.id = claimed_id)
            when 'application' then exists (select 1 from job_applications e where e.id = claimed_id)
          end as entry_exists
        from inbound_claims where entry_id = ${entryId} for update`),
    );
    if (!claim) return { outcome: "not-claiming" };
    if (claim.attached) return { outcome: "already-attached" };
    if (!claim.entry_exists) return { outcome: "entry-gone" };
    await tx.execute(sql`
      update thread_messages set entry_id = ${claim.claimed_id}, entry_kind = ${claim.claimed_kind}
      where id = ${claim.thread_message_id}`);
    await tx.execute(sql`
      update inbound_claims set attached_at = now(), attached_by_id = ${actor.id}, attached_by_name = ${actor.name}
      where entry_id = ${entryId}`);
    await tx.execute(sql`
      update contact_messages set handling_status = 'done', status_changed_by = ${actor.id}, status_changed_at = now()
      where id = ${entryId}`);
    return {
      outcome: "attached",
      kind: claim.claimed_kind,
      id: String(claim.claimed_id),
      reference: claim.reference,
    };
  });
}
