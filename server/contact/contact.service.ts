import { randomUUID } from "node:crypto";
import { contactCategoryLabels, type ContactMessage } from "../../contract/contact.ts";
import type { FormsConfig } from "../forms/forms-config.ts";
import type { StoredAnswer } from "../forms/idempotency.ts";
import type { StoreItem } from "../forms/submission-batch.ts";
import { renderNotification } from "../outbox/email-format.ts";
import type { Tx } from "../db/client.ts";
import { enqueueEmail, type QueuedEmail } from "../outbox/outbox.ts";
import { queueAcknowledgements } from "../conversations/acknowledgements.ts";
import { assignReferences, referenceOf } from "../conversations/references.ts";
import { contactMessages } from "./contact.schema.ts";
import { bulkInsert } from "../db/bulk-insert.ts";

/**
 * Stores contact messages with their references, one statement per table however many there are (the submissions
 * committed together, server/forms/group-commit.ts); a clean one also queues its staff email and the sender's
 * acknowledgement, one with a spam reason is kept aside (both are queued if staff release it).
 */
export async function storeContactMessages(
  tx: Tx,
  forms: FormsConfig,
  items: readonly StoreItem<ContactMessage>[],
): Promise<StoredAnswer[]> {
  const ids = items.map(() => randomUUID());
  const rows = await bulkInsert(
    tx,
    contactMessages,
    items.map(({ data, spam }, index) => ({
      id: ids[index]!,
      name: data.name,
      email: data.email,
      organization: data.organization,
      subject: data.subject,
      message: data.message,
      category: data.category,
      spamVerdict: spam ? ("spam" as const) : ("clean" as const),
      spamReason: spam ?? null,
    })),
    { returning: { id: contactMessages.id, createdAt: contactMessages.createdAt } },
  );
  const createdAt = new Map(rows.map((row) => [row.id, row.createdAt]));
  const references = await assignReferences(tx, "contact", ids);
  const clean = items.flatMap(({ data, spam, acknowledgementAllowed }, index) =>
    spam ? [] : [{ ...data, id: ids[index]!, reference: references[index]!, acknowledgementAllowed }],
  );
  // Counted with the submissions' rate limits when they came through the form; otherwise counted now.
  const counted = clean.every((message) => message.acknowledgementAllowed !== undefined);
  await queueAcknowledgements(
    tx,
    forms,
    clean.map((message) => ({ ...message, kind: "contact" as const, createdAt: createdAt.get(message.id) })),
    {
      references: clean.map((message) => message.reference),
      allowed: counted ? clean.map((message) => message.acknowledgementAllowed!) : undefined,
      alsoQueue: clean.map((message) => contactNotification(forms, message)),
    },
  );
  return ids.map((id) => ({ statusCode: 201, body: { id } }));
}

/** The staff notification of one message, to the department its category names. */
export async function queueContactEmail(
  tx: Tx,
  forms: FormsConfig,
  message: ContactMessage & { id: string },
) {
  const reference = await referenceOf(tx, "contact", message.id);
  await enqueueEmail(tx, contactNotification(forms, { ...message, reference }));
}

/**
 * The notification names the message by the reference its sender was given (the one the console and every email
 * show), and its Subject line holds only our words: the visitor's subject is in the body.
 */
function contactNotification(
  forms: FormsConfig,
  message: ContactMessage & { id: string; reference: string },
): QueuedEmail {
  const category = contactCategoryLabels[message.category];
  const email = renderNotification(
    `New contact message (${category})`,
    `[Contact: ${category}] New message ${message.reference}`,
    [
      { label: "From", value: message.name },
      { label: "Email", value: message.email },
      { label: "Organisation", value: message.organization },
      { label: "Category", value: contactCategoryLabels[message.category] },
      { label: "Subject", value: message.subject },
      { label: "Message", value: message.message, multiline: true },
      { label: "Reference", value: message.reference },
    ],
  );
  return {
    ...email,
    kind: "contact",
    refId: message.id,
    to: forms.contactRecipients[message.category],
    replyTo: message.email,
  };
}
