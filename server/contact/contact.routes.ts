import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { contactCategoryLabels, contactMessageSchema, type ContactMessage } from "../../contract/contact.ts";
import type { AppServices } from "../app.ts";
import { handleSubmission } from "../forms/submission.ts";
import { renderNotification } from "../outbox/email-format.ts";
import { enqueueEmail, type Tx } from "../outbox/outbox.ts";
import { contactMessages } from "./contact.schema.ts";

/** POST /api/contact/ (and without the slash, as SPEC §7 names it both ways): 201 {id}. */
export async function contactRoutes(app: FastifyInstance, services: AppServices) {
  const handler = async (request: FastifyRequest, reply: FastifyReply) =>
    handleSubmission(services, request, reply, {
      scope: "contact",
      schema: contactMessageSchema,
      store: (tx, message) => storeContactMessage(tx, services, message),
    });
  app.post("/api/contact/", handler);
  app.post("/api/contact", handler);
}

async function storeContactMessage(tx: Tx, services: AppServices, message: ContactMessage) {
  const [row] = await tx.insert(contactMessages).values(message).returning({ id: contactMessages.id });
  const id = row!.id;
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
      { label: "Reference", value: id },
    ],
  );
  await enqueueEmail(tx, {
    ...email,
    kind: "contact",
    refId: id,
    to: services.config.forms.contactRecipients[message.category],
    replyTo: message.email,
  });
  return { statusCode: 201, body: { id } };
}
