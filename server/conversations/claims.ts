import { eq, sql } from "drizzle-orm";
import type { InboundClaim, ThreadKind } from "../../contract/conversations.ts";
import { contactMessages } from "../contact/contact.schema.ts";
import type { Db } from "../db/client.ts";
import { inboundClaims, threadMessages } from "./conversations.schema.ts";

// Emails from a different sender (server/inbound/file-inbound.ts): each became a contact message of its own that
// claims the entry it named. Staff read it, and if it is the same person writing from another address, attach the
// email to the named entry by hand.

/** The entry this message claims, attached or not; null when it claims none. */
export async function entryClaim(db: Db, entryId: string): Promise<InboundClaim | null> {
  const [row] = await db
    .select({
      reference: inboundClaims.reference,
      kind: inboundClaims.claimedKind,
      id: inboundClaims.claimedId,
      attachedAt: inboundClaims.attachedAt,
      attachedBy: inboundClaims.attachedByName,
    })
    .from(inboundClaims)
    .where(eq(inboundClaims.entryId, entryId));
  if (!row) return null;
  return {
    ...row,
    attachedAt: row.attachedAt?.toISOString() ?? null,
    attachedBy: row.attachedAt ? (row.attachedBy ?? "a former account") : null,
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
    const [claim] = await tx
      .select({
        threadMessageId: inboundClaims.threadMessageId,
        kind: inboundClaims.claimedKind,
        id: inboundClaims.claimedId,
        reference: inboundClaims.reference,
        attachedAt: inboundClaims.attachedAt,
        entryExists: sql<boolean>`case ${inboundClaims.claimedKind}
          when 'contact' then exists (select 1 from contact_messages e where e.id = ${inboundClaims.claimedId})
          when 'application' then exists (select 1 from job_applications e where e.id = ${inboundClaims.claimedId})
        end`.mapWith(Boolean),
      })
      .from(inboundClaims)
      .where(eq(inboundClaims.entryId, entryId))
      .for("update");
    if (!claim) return { outcome: "not-claiming" };
    if (claim.attachedAt !== null) return { outcome: "already-attached" };
    if (!claim.entryExists) return { outcome: "entry-gone" };
    await tx
      .update(threadMessages)
      .set({ entryId: claim.id, entryKind: claim.kind })
      .where(eq(threadMessages.id, claim.threadMessageId));
    await tx
      .update(inboundClaims)
      .set({ attachedAt: sql`now()`, attachedById: actor.id, attachedByName: actor.name })
      .where(eq(inboundClaims.entryId, entryId));
    await tx
      .update(contactMessages)
      .set({ handlingStatus: "done", statusChangedBy: actor.id, statusChangedAt: sql`now()` })
      .where(eq(contactMessages.id, entryId));
    return { outcome: "attached", kind: claim.kind, id: claim.id, reference: claim.reference };
  });
}
