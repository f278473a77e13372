import type { FastifyInstance } from "fastify";
import { contactMessageSchema } from "../../contract/contact.ts";
import { answerExamples, requestExamples } from "../../contract/examples.ts";
import { withSpamSignals } from "../../contract/form-signals.ts";
import type { AppServices } from "../services.ts";
import { registerFormBodyParser } from "../forms/form-body.ts";
import {
  formErrors,
  formNote,
  idempotencyKeyHeaders,
  plainForm,
  submissionAccepted,
} from "../forms/form-answers.ts";
import { handleSubmission, type SubmissionOptions } from "../forms/submission.ts";
import { storeContactMessages } from "./contact.service.ts";
import { access } from "../http/access.ts";
import { answer, component, routeSchema, validatedInHandler } from "../http/route-schema.ts";

const contactMessage = component(
  "ContactMessage",
  withSpamSignals(contactMessageSchema),
  requestExamples.contactMessage,
);

const schema = routeSchema({
  operationId: "sendContactMessage",
  tags: ["Forms"],
  summary: "Send a message to the collective",
  description: `The message is stored and the department of its category is told by email. ${formNote}`,
  body: contactMessage,
  headers: idempotencyKeyHeaders,
  plainForm: plainForm({
    name: requestExamples.contactMessage.name,
    email: requestExamples.contactMessage.email,
    subject: requestExamples.contactMessage.subject,
    message: requestExamples.contactMessage.message,
    website: "",
  }),
  response: {
    201: answer(
      "Stored. `id` is the message's reference.",
      submissionAccepted,
      answerExamples.submissionAccepted,
    ),
    ...formErrors,
  },
});

/**
 * POST /api/contact: 201 {id}. Registered once under the API plugin's /api prefix; the server ignores a trailing
 * slash, so POST /api/contact/ (the path the site has always posted to) reaches the same handler. Takes JSON, and
 * the Contact page's form posted without JavaScript (answered with a redirect). The handler validates the body
 * itself, after the content type and a replayed Idempotency-Key (server/forms/submission.ts).
 */
export async function contactRoutes(app: FastifyInstance, services: AppServices) {
  registerFormBodyParser(app);
  const { forms } = services.config;
  const options: SubmissionOptions<typeof contactMessageSchema> = {
    scope: "contact",
    schema: contactMessageSchema,
    acknowledged: true,
    store: async (tx, item) => (await storeContactMessages(tx, forms, [item]))[0]!,
    storeMany: (tx, items) => storeContactMessages(tx, forms, items),
  };
  app.post(
    "/contact",
    { ...access("public"), schema, validatorCompiler: validatedInHandler },
    (request, reply) => handleSubmission(services, request, reply, options),
  );
}
