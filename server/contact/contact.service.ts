import { contactCategoryLabels, type ContactMessage } from "../../contract/contact.ts";
import type { FormsConfig } from "../forms/forms-config.ts";
import type { StoredAnswer } from "../forms/idempotency.ts";
import { renderNotification } from "../outbox/email-format.ts";
import type { Tx } from "../db/client.ts";
import { enqueueEmail } from "../outbox/outbox.ts";
import { queueAcknowledgement } from "../conversations/acknowledgements.ts";
import { referenceOf } from "../conversations/references.ts";
import { contactMessages } from "./contact.schema.ts";

/**
 * Stores a contact message with its reference; a clean one also queues its staff email and the sender's
 * acknowledgement, one with a spam reason is kept aside (both are queued if staff release it).
 */
export async function storeContactMessage(
  tx: Tx,
  forms: FormsConfig,
  message: ContactMessage,
  spam: string | undefined,
): Promise<StoredAnswer> {
  const [row] = await tx
    .insert(contactMessages)
    .values({ ...message, spamVerdict: spam ? "spam" : "clean", spamReason: spam ?? null })
    .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
  const { id, createdAt } = row!;
  await referenceOf(tx, "contact", id);
  if (!spam) {
    await queueContactEmail(tx, forms, { ...message, id });
    await queueAcknowledgement(tx, forms, { ...message, kind: "contact", id, createdAt });
  }
  return { statusCode: 201, body: { id } };
}

/** The staff notification of one message, to the department its category names. */
export async function queueContactEmail(
  tx: Tx,
  forms: FormsConfig,
  message: ContactMessage & { id: string },
) {
  const email = renderNotification(
    `New contact message (${contactCategoryLabels[message.category]})`,
    `[Contact: ${contactCategoryLabels[message.category]}] ${message.subject}`,
    [
      { label: "From", value: message.name },
      { label: "Email", value: message.email },
      { label: "Organization", value: message.organization },
      { label: "Category", value: contactCategoryLabels[message.category] },
      { label: "Subject", value: message.subject },
      { label: "Message", value: message.message, multiline: true },
      { label: "Reference", value: message.id },
    ],
  );
  await enqueueEmail(tx, {
    ...email,
    kind: "contact",
    refId: message.id,
    to: forms.contactRecipients[message.category],
    replyTo: message.email,
  });
}
