import { eq } from "drizzle-orm";
import type { ContactCategory } from "../../contract/contact.ts";
import type { ThreadKind } from "../../contract/conversations.ts";
import { jobTitles } from "../careers/job-ids.ts";
import type { Tx } from "../db/client.ts";
import type { FormsConfig } from "../forms/forms-config.ts";
import { enqueueEmail } from "../outbox/outbox.ts";
import { acknowledgementFor } from "./acknowledgement-content.ts";
import { renderAcknowledgement } from "./acknowledgement-email.ts";
import { threadMessages } from "./conversations.schema.ts";
import { newMessageId, senderOf } from "./message-ids.ts";
import { referenceOf } from "./references.ts";

/** What an acknowledgement needs to know of its entry. */
export type AcknowledgedEntry = { id: string; email: string; createdAt?: Date } & (
  { kind: "contact"; subject: string; category: ContactCategory } | { kind: "application"; position: string }
);

/**
 * Queues the email telling the sender their entry arrived, inside the caller's transaction (the one that stores a
 * clean entry, or releases one kept aside as spam). Once per entry: the entry's one acknowledgement row in
 * thread_messages (a unique index) and the outbox's dedupe key both refuse a second, so retries and parallel
 * releases queue one email. Its Message-ID is stored with it, so replies to it find the entry. Replies go to the
 * department's address (Reply-To).
 */
export async function queueAcknowledgement(
  tx: Tx,
  forms: FormsConfig,
  entry: AcknowledgedEntry,
): Promise<void> {
  const kind: ThreadKind = entry.kind;
  const reference = await referenceOf(tx, kind, entry.id);
  const email = renderAcknowledgement({
    what: entry.kind === "contact" ? "message" : "application",
    about: entry.kind === "contact" ? entry.subject : (jobTitles.get(entry.position) ?? entry.position),
    reference,
    receivedAt: entry.createdAt ?? new Date(),
    content: acknowledgementFor(entry.kind === "contact" ? entry.category : "application"),
  });
  const replyTo =
    entry.kind === "contact" ? forms.contactRecipients[entry.category] : forms.applicationRecipients;
  const messageId = newMessageId(forms.mailFrom);
  const sender = senderOf(forms.mailFrom);
  const [thread] = await tx
    .insert(threadMessages)
    .values({
      entryId: entry.id,
      entryKind: kind,
      direction: "acknowledgement",
      messageId,
      fromAddress: sender.address,
      fromName: sender.name,
      subject: email.subject,
      body: email.text,
    })
    .onConflictDoNothing()
    .returning({ id: threadMessages.id });
  if (!thread) return;
  const outboxId = await enqueueEmail(tx, {
    ...email,
    kind: "acknowledgement",
    refId: thread.id,
    to: [entry.email],
    replyTo: replyTo.join(", "),
    messageId,
    dedupeKey: `acknowledgement:${entry.id}`,
  });
  await tx
    .update(threadMessages)
    .set({ outboxId: outboxId ?? null })
    .where(eq(threadMessages.id, thread.id));
}
