// The OpenAPI description of the contact routes (server/openapi/endpoints.ts gathers every domain's).
import { contactMessageSchema } from "../../contract/contact.ts";
import { answerExamples, requestExamples } from "../../contract/examples.ts";
import { withSpamSignals } from "../../contract/form-signals.ts";
import { type Endpoint, body, answer, formErrors, formNote, plainForm } from "../openapi/endpoint-kit.ts";

export const contactEndpoints: Endpoint[] = [
  {
    method: "post",
    path: "/api/contact",
    operationId: "sendContactMessage",
    tag: "Forms",
    summary: "Send a message to the collective",
    description: `The message is stored and the department of its category is told by email. ${formNote}`,
    request: body("ContactMessage", withSpamSignals(contactMessageSchema), requestExamples.contactMessage),
    formBody: plainForm({
      name: requestExamples.contactMessage.name,
      email: requestExamples.contactMessage.email,
      subject: requestExamples.contactMessage.subject,
      message: requestExamples.contactMessage.message,
      website: "",
    }),
    idempotencyKey: true,
    answers: {
      201: answer(
        "Stored. `id` is the message's reference.",
        "SubmissionAccepted",
        answerExamples.submissionAccepted,
      ),
      ...formErrors,
    },
  },
];
