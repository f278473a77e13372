// The OpenAPI description of replies written in the staff console (reply.routes.ts).
import { replyRequestSchema, replyTexts } from "../../contract/replies.ts";
import {
  type Endpoint,
  answer,
  body,
  entryNotFound,
  entryPath,
  staffBodyErrors,
  staffCommon,
} from "../openapi/endpoint-kit.ts";

const exampleReplyId = "0f8b7c2e-5a61-4e8f-9d3b-2c7a1e4f6b90";
const exampleReply = {
  id: exampleReplyId,
  direction: "reply" as const,
  messageId: "9b2e4c1a-7d3f-4a8b-b6e5-1f0c2d3e4a5b@verdantcollective.example",
  fromAddress: "no-reply@verdantcollective.example",
  fromName: "Verdant Collective",
  subject: "Re: We received your application for AI Researcher [VC-7K3Q9M]",
  body: "Hello Grace,\n\nThank you for applying. Could you come for an interview on **Tuesday**?",
  attachmentsNotKept: 0,
  author: "Ada Lovelace",
  at: "2026-11-21T09:00:00.000Z",
  raw: null,
};

export const replyEndpoints: Endpoint[] = [
  {
    method: "post",
    path: "/api/staff/inbox/{kind}/{id}/replies",
    operationId: "replyToInboxEntry",
    tag: "Staff",
    summary: "Reply to the sender of a contact message or an application",
    description:
      "Queues an email to the entry's sender through the outbox: from MAIL_FROM, Reply-To the department's " +
      "address, the reference in the subject, and threaded (In-Reply-To the latest email of the entry's thread, " +
      "References from the acknowledgement on). `body` is Markdown: sent as typed in the text part and as HTML " +
      "(raw HTML escaped, only http, https and mailto links) in the HTML part. `id` is a UUID the client makes " +
      "once per reply: the same id sent again (a double click, a retry) queues nothing more and answers 200 with " +
      "the reply. The reply joins the entry's `thread` with its author and delivery state, and the audit log. " +
      "30 replies per account in 15 minutes. Subscriptions have no thread (404); an entry kept aside as spam is " +
      "released first (409).",
    bearerAuth: true,
    pathParameters: entryPath,
    request: body("ReplyRequest", replyRequestSchema, {
      id: exampleReplyId,
      body: "Hello Grace,\n\nThank you for applying. Could you come for an interview on **Tuesday**?",
    }),
    answers: {
      201: answer("The reply, queued.", "ThreadMessage", {
        ...exampleReply,
        delivery: { state: "queued", error: null },
      }),
      200: answer("This reply id was queued before: the reply as it is now.", "ThreadMessage", {
        ...exampleReply,
        delivery: { state: "sent", error: null },
      }),
      404: entryNotFound,
      409: answer("The entry is kept aside as spam, or the reply id belongs to another entry.", "ApiError", {
        message: replyTexts.spam,
      }),
      429: answer(
        "Too many replies from this account. Try again after Retry-After seconds.",
        "ApiError",
        { message: replyTexts.tooMany },
        ["Retry-After"],
      ),
      ...staffBodyErrors,
      ...staffCommon,
    },
  },
];
