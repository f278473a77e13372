import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { CONTACT_LIMITS } from "../../contract/contact.ts";
import { conversationTexts, type ThreadKind } from "../../contract/conversations.ts";
import type { InboundFiled } from "../../contract/inbound.ts";
import { contactMessages } from "../contact/contact.schema.ts";
import { threadMessages } from "../conversations/conversations.schema.ts";
import { referenceInSubject, referenceOf } from "../conversations/references.ts";
import { rowsOf, type Db, type Tx } from "../db/client.ts";
import type { InboundEmail } from "./parse-inbound.ts";

// The entry an email belongs to must still exist: its thread rows go with it, but a match is checked anyway.
const ENTRY_EXISTS = sql.raw(`(
  (entry_kind = 'contact' and exists (select 1 from contact_messages e where e.id = entry_id))
  or (entry_kind = 'application' and exists (select 1 from job_applications e where e.id = entry_id)))`);

interface EntryRef {
  kind: ThreadKind;
  id: string;
}

/** The entry the email answers: by In-Reply-To or References (the newest known first), else by the subject's reference. */
async function entryAnswered(tx: Tx, email: InboundEmail): Promise<EntryRef | undefined> {
  if (email.answers.length > 0) {
    const known = rowsOf<{ message_id: string; entry_kind: ThreadKind; entry_id: string }>(
      await tx.execute(sql`
        select message_id, entry_kind, entry_id from thread_messages
        where message_id in (${sql.join(
          email.answers.map((id) => sql`${id}`),
          sql`, `,
        )}) and ${ENTRY_EXISTS}`),
    );
    for (const id of email.answers) {
      const row = known.find((candidate) => candidate.message_id === id);
      if (row) return { kind: row.entry_kind, id: String(row.entry_id) };
    }
  }
  const reference = referenceInSubject(email.subject);
  if (!reference) return undefined;
  const [row] = rowsOf<{ entry_kind: ThreadKind; entry_id: string }>(
    await tx.execute(sql`
      select entry_kind, entry_id from entry_references where reference = ${reference} and ${ENTRY_EXISTS}`),
  );
  return row ? { kind: row.entry_kind, id: String(row.entry_id) } : undefined;
}

/**
 * Files an inbound email on the entry it answers, or makes it a new contact message from its sender. Once per
 * Message-ID: the thread row is written first, under a unique index, so a provider posting the same email twice (or
 * twice at once: the second insert waits for the first transaction) files it once.
 */
export async function fileInbound(db: Db, email: InboundEmail): Promise<InboundFiled> {
  return db.transaction(async (tx): Promise<InboundFiled> => {
    const answered = await entryAnswered(tx, email);
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
    if (answered) return { filed: "thread", ...answered };
    await tx.insert(contactMessages).values({
      id: entry.id,
      name: email.fromName || email.fromAddress.slice(0, email.fromAddress.indexOf("@")),
      email: email.fromAddress,
      subject: (email.subject || "(no subject)").slice(0, CONTACT_LIMITS.subject),
      message: body || "(no text)",
      category: "general",
    });
    await referenceOf(tx, "contact", entry.id);
    return { filed: "new-entry", kind: "contact", id: entry.id };
  });
}
