import { asc, eq } from "drizzle-orm";
import type { DeliveryState, ThreadMessage } from "../../contract/conversations.ts";
import type { Db } from "../db/client.ts";
import { mailOutbox } from "../outbox/outbox.schema.ts";
import { entryReferences, inboundRawEmails, threadMessages } from "./conversations.schema.ts";

/** The entry's reference, or null (subscribers have none, nor entries stored before references existed). */
export async function entryReference(db: Db, entryId: string): Promise<string | null> {
  const [row] = await db
    .select({ reference: entryReferences.reference })
    .from(entryReferences)
    .where(eq(entryReferences.entryId, entryId));
  return row?.reference ?? null;
}

/**
 * The entry's emails, oldest first: what we sent with its delivery state from the outbox (a sent row is dropped
 * after a while, so a missing one was sent; a withheld acknowledgement never had one), and what came back, with the
 * size of its original when that was kept.
 */
export async function entryThread(db: Db, entryId: string): Promise<ThreadMessage[]> {
  const rows = await db
    .select({
      id: threadMessages.id,
      direction: threadMessages.direction,
      messageId: threadMessages.messageId,
      fromAddress: threadMessages.fromAddress,
      fromName: threadMessages.fromName,
      subject: threadMessages.subject,
      body: threadMessages.body,
      attachmentsNotKept: threadMessages.attachmentsNotKept,
      author: threadMessages.authorName,
      at: threadMessages.createdAt,
      withheld: threadMessages.withheld,
      outboxId: mailOutbox.id,
      sentAt: mailOutbox.sentAt,
      lastError: mailOutbox.lastError,
      rawBytes: inboundRawEmails.bytes,
    })
    .from(threadMessages)
    .leftJoin(mailOutbox, eq(mailOutbox.id, threadMessages.outboxId))
    .leftJoin(inboundRawEmails, eq(inboundRawEmails.threadMessageId, threadMessages.id))
    .where(eq(threadMessages.entryId, entryId))
    .orderBy(asc(threadMessages.createdAt), asc(threadMessages.id));
  return rows.map(({ withheld, outboxId, sentAt, lastError, rawBytes, at, ...message }) => ({
    ...message,
    at: at.toISOString(),
    delivery: message.direction === "inbound" ? null : deliveryOf({ withheld, outboxId, sentAt, lastError }),
    raw: rawBytes === null ? null : { bytes: rawBytes },
  }));
}

function deliveryOf(row: {
  withheld: boolean;
  outboxId: string | null;
  sentAt: Date | null;
  lastError: string | null;
}): { state: DeliveryState; error: string | null } {
  if (row.withheld) return { state: "withheld", error: null };
  if (row.outboxId === null || row.sentAt !== null) return { state: "sent", error: null };
  if (row.lastError) return { state: "failed", error: row.lastError };
  return { state: "queued", error: null };
}
