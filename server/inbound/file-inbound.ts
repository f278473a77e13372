import { randomUUID } from "node:crypto";
import { eq, inArray, sql, type AnyColumn } from "drizzle-orm";
import { CONTACT_LIMITS } from "../../contract/contact.ts";
import { conversationTexts, type ThreadKind } from "../../contract/conversations.ts";
import type { InboundFiled } from "../../contract/inbound.ts";
import { contactMessages } from "../contact/contact.schema.ts";
import {
  entryReferences,
  inboundClaims,
  inboundRawEmails,
  threadMessages,
} from "../conversations/conversations.schema.ts";
import { referenceInSubject, referenceOf } from "../conversations/references.ts";
import { senderAnswered } from "../inbox/conversation-status.ts";
import type { Db, Tx } from "../db/client.ts";
import type { InboundEmail } from "./parse-inbound.ts";
import { sameAddress } from "./same-address.ts";

// The address of the entry a thread row or a reference belongs to; null when the entry no longer exists (its
// thread rows go with it, but a match is checked anyway).
const entryAddress = (kind: AnyColumn, id: AnyColumn) =>
  sql<string | null>`case ${kind}
    when 'contact' then (select e.email from contact_messages e where e.id = ${id})
    when 'application' then (select e.email from job_applications e where e.id = ${id}) end`;

interface EntryRef {
  kind: ThreadKind;
  id: string;
}

interface NamedEntry extends EntryRef {
  /** The address the entry was sent from: only an email from it is filed there. */
  address: string;
}

/** The original of an email whose text could not be read, kept beside it (server/inbound/raw-emails.ts). */
export interface KeptOriginal {
  reason: "timeout" | "failed";
  bytes: number;
  gzipped: Buffer;
}

/** The entry the email names: by In-Reply-To or References (the newest known first), else by the subject's reference. */
async function entryNamed(tx: Tx, email: InboundEmail): Promise<NamedEntry | undefined> {
  if (email.answers.length > 0) {
    const known = await tx
      .select({
        messageId: threadMessages.messageId,
        kind: threadMessages.entryKind,
        id: threadMessages.entryId,
        address: entryAddress(threadMessages.entryKind, threadMessages.entryId),
      })
      .from(threadMessages)
      .where(inArray(threadMessages.messageId, email.answers));
    for (const id of email.answers) {
      const row = known.find((candidate) => candidate.messageId === id && candidate.address !== null);
      if (row) return { kind: row.kind, id: row.id, address: row.address! };
    }
  }
  const reference = referenceInSubject(email.subject);
  if (!reference) return undefined;
  const [row] = await tx
    .select({
      kind: entryReferences.entryKind,
      id: entryReferences.entryId,
      address: entryAddress(entryReferences.entryKind, entryReferences.entryId),
    })
    .from(entryReferences)
    .where(eq(entryReferences.reference, reference));
  return row?.address ? { kind: row.kind, id: row.id, address: row.address } : undefined;
}

/**
 * Files an inbound email on the entry it names when it comes from that entry's address; otherwise makes it a new
 * contact message from its sender, which claims the named entry (if any) until staff attach it there: a header or a
 * subject anyone can write is no proof of who writes. Once per Message-ID: the thread row is written first, under a
 * unique index, so a provider posting the same email twice (or twice at once: the second insert waits for the first
 * transaction) files it once. `original` is kept beside the thread row when the email's text could not be read.
 */
export async function fileInbound(
  db: Db,
  email: InboundEmail,
  original?: KeptOriginal,
): Promise<InboundFiled> {
  return db.transaction(async (tx): Promise<InboundFiled> => {
    const named = await entryNamed(tx, email);
    const answered =
      named && !email.moreSenders && sameAddress(named.address, email.fromAddress) ? named : undefined;
    const entry = answered ?? { kind: "contact" as const, id: randomUUID() };
    const note = email.attachments > 0 ? `(${conversationTexts.attachmentsNotKept(email.attachments)})` : "";
    const body = [email.text, note].filter(Boolean).join("\n\n");
    const [row] = await tx
      .insert(threadMessages)
      .values({
        entryId: entry.id,
        entryKind: entry.kind,
        direction: "inbound",
        messageId: email.messageId,
        fromAddress: email.fromAddress,
        fromName: email.fromName,
        subject: email.subject,
        body,
        attachmentsNotKept: email.attachments,
      })
      .onConflictDoNothing({ target: threadMessages.messageId })
      .returning({ id: threadMessages.id });
    if (!row) {
      const [earlier] = await tx
        .select({ kind: threadMessages.entryKind, id: threadMessages.entryId })
        .from(threadMessages)
        .where(eq(threadMessages.messageId, email.messageId));
      return { filed: "already-filed", kind: earlier!.kind, id: earlier!.id };
    }
    if (original) {
      await tx.insert(inboundRawEmails).values({
        threadMessageId: row.id,
        reason: original.reason,
        bytes: original.bytes,
        gzipped: original.gzipped,
      });
    }
    if (answered) {
      await senderAnswered(tx, answered.kind, answered.id);
      return { filed: "thread", kind: answered.kind, id: answered.id };
    }
    await tx.insert(contactMessages).values({
      id: entry.id,
      name: email.fromName || email.fromAddress.slice(0, email.fromAddress.indexOf("@")),
      email: email.fromAddress,
      subject: (email.subject || "(no subject)").slice(0, CONTACT_LIMITS.subject),
      message: body || "(no text)",
      category: "general",
    });
    await referenceOf(tx, "contact", entry.id);
    if (!named) return { filed: "new-entry", kind: "contact", id: entry.id };
    await tx.insert(inboundClaims).values({
      entryId: entry.id,
      threadMessageId: row.id,
      claimedKind: named.kind,
      claimedId: named.id,
      reference: await referenceOf(tx, named.kind, named.id),
    });
    return { filed: "different-sender", kind: "contact", id: entry.id };
  });
}
