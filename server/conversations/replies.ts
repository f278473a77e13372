import { and, asc, eq } from "drizzle-orm";
import { contactCategoryLabels, type ContactCategory } from "../../contract/contact.ts";
import type { ThreadKind, ThreadMessage } from "../../contract/conversations.ts";
import type { HandlingStatus, InboxItem } from "../../contract/staff.ts";
import type { Db, Tx } from "../db/client.ts";
import type { FormsConfig } from "../forms/forms-config.ts";
import { awaitSender } from "../inbox/conversation-status.ts";
import { enqueueEmail } from "../outbox/outbox.ts";
import { threadMessages } from "./conversations.schema.ts";
import { acknowledgementSubject } from "./acknowledgement-email.ts";
import { newMessageId, senderOf } from "./message-ids.ts";
import { referenceOf } from "./references.ts";
import { renderReply, replySubject } from "./reply-email.ts";
import { entryThread } from "./thread.ts";

/** At most this many Message-IDs in References: the first (the acknowledgement) and the latest ones. */
const MAX_REFERENCES = 10;

export interface ReplyDraft {
  /** Chosen by the client: the same id sent again (a double click, a retry) is the same reply. */
  id: string;
  body: string;
  author: { id: string; name: string };
}

export type ReplyOutcome =
  | {
      outcome: "queued" | "already-queued";
      message: ThreadMessage;
      /** A contact message's status before the reply left it waiting for the sender; unset when it was already. */
      statusFrom?: HandlingStatus;
    }
  | { outcome: "other-entry" };

/**
 * Queues a staff reply to the entry's sender: from MAIL_FROM, Reply-To the department's address, threaded under
 * the entry's emails (In-Reply-To the latest, References from the acknowledgement on). One transaction writes the
 * thread row (its id the client's, a primary key, so parallel repeats wait and then find it), the outbox row and,
 * for a contact message, its move to waiting for the sender.
 */
export async function queueReply(
  db: Db,
  forms: FormsConfig,
  entry: InboxItem & { kind: ThreadKind },
  draft: ReplyDraft,
): Promise<ReplyOutcome> {
  let statusFrom: HandlingStatus | undefined;
  const created = await db.transaction(async (tx) => {
    const written = await writeReply(tx, forms, entry, draft);
    if (written && entry.kind === "contact")
      statusFrom = (await awaitSender(tx, entry.id, draft.author.id))?.from;
    return written;
  });
  if (!created) {
    const [mine] = await db
      .select({ id: threadMessages.id })
      .from(threadMessages)
      .where(
        and(
          eq(threadMessages.id, draft.id),
          eq(threadMessages.entryId, entry.id),
          eq(threadMessages.direction, "reply"),
        ),
      );
    if (!mine) return { outcome: "other-entry" };
  }
  const message = (await entryThread(db, entry.id)).find((item) => item.id === draft.id)!;
  return { outcome: created ? "queued" : "already-queued", message, ...(statusFrom ? { statusFrom } : {}) };
}

/**
 * Writes a reply's thread row and its outbox row inside the caller's transaction (a reply on its own, or the email of
 * a stage move); false when a row with this id exists already, and then nothing is queued.
 */
export async function writeReply(
  tx: Tx,
  forms: FormsConfig,
  entry: InboxItem & { kind: ThreadKind },
  draft: ReplyDraft,
): Promise<boolean> {
  const reference = await referenceOf(tx, entry.kind, entry.id);
  const earlier = await tx
    .select({ messageId: threadMessages.messageId })
    .from(threadMessages)
    .where(and(eq(threadMessages.entryId, entry.id), eq(threadMessages.withheld, false)))
    .orderBy(asc(threadMessages.createdAt), asc(threadMessages.id));
  // The acknowledgement's subject, made again rather than read from it: our words only (the category or the
  // position's title), whether or not an acknowledgement went, and for entries acknowledged before that rule too.
  const subject = replySubject(
    entry.kind === "contact"
      ? acknowledgementSubject(
          "message",
          contactCategoryLabels[entry.category as ContactCategory] ?? entry.category,
          reference,
        )
      : acknowledgementSubject("application", entry.about, reference),
    reference,
  );
  const chain = earlier.map((row) => row.messageId);
  const references =
    chain.length > MAX_REFERENCES ? [chain[0]!, ...chain.slice(-(MAX_REFERENCES - 1))] : chain;
  const messageId = newMessageId(forms.mailFrom);
  const sender = senderOf(forms.mailFrom);
  const email = renderReply({ subject, reference, body: draft.body });
  const [row] = await tx
    .insert(threadMessages)
    .values({
      id: draft.id,
      entryId: entry.id,
      entryKind: entry.kind,
      direction: "reply",
      messageId,
      fromAddress: sender.address,
      fromName: sender.name,
      subject,
      body: draft.body,
      authorId: draft.author.id,
      authorName: draft.author.name,
    })
    .onConflictDoNothing()
    .returning({ id: threadMessages.id });
  if (!row) return false;
  const replyTo =
    entry.kind === "contact"
      ? forms.contactRecipients[entry.category as ContactCategory]
      : forms.applicationRecipients;
  const headers: Record<string, string> = {};
  if (references.length > 0) {
    headers["In-Reply-To"] = `<${references.at(-1)!}>`;
    headers["References"] = references.map((id) => `<${id}>`).join(" ");
  }
  const outboxId = await enqueueEmail(tx, {
    ...email,
    kind: "reply",
    refId: draft.id,
    to: [entry.email],
    ...(replyTo && replyTo.length > 0 ? { replyTo: replyTo.join(", ") } : {}),
    headers,
    messageId,
    dedupeKey: `reply:${draft.id}`,
  });
  await tx
    .update(threadMessages)
    .set({ outboxId: outboxId ?? null })
    .where(eq(threadMessages.id, draft.id));
  return true;
}
