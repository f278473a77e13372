// The OpenAPI description of what staff do with inbound emails (inbound-staff.routes.ts).
import { staffMessages } from "../../contract/staff-schemas.ts";
import { z } from "../../contract/zod.ts";
import {
  type Endpoint,
  answer,
  entryNotFound,
  entryPath,
  exampleContactItem,
  staffCommon,
} from "../openapi/endpoint-kit.ts";

const exampleEmailId = "a3bb189e-8bf9-4888-9912-ace4e6543002";

export const inboundStaffEndpoints: Endpoint[] = [
  {
    method: "post",
    path: "/api/staff/inbox/{kind}/{id}/attach",
    operationId: "attachDifferentSenderEmail",
    tag: "Staff",
    summary: "Attach an email from a different sender to the entry it names",
    description:
      "An inbound email is filed on the entry its In-Reply-To, References or subject reference names only when it " +
      "comes from that entry's address (compared without case). Otherwise it becomes a contact message of its own " +
      "whose `item.claimedReference` (and detail `claim`) names that entry: staff read it and, when it is the same " +
      "person writing from another address, attach it here. The email then moves to the named entry's thread, the " +
      "message it had become is set to done and keeps the record of who attached it and when, and both entries' " +
      "histories (the audit log) say so. Answers the named entry. Once: a second call is a 409. No body.",
    bearerAuth: true,
    pathParameters: { ...entryPath, kind: { ...entryPath.kind, example: "contact" } },
    answers: {
      200: answer("Attached: the entry the email now belongs to.", "InboxItemAnswer", {
        item: exampleContactItem,
      }),
      404: entryNotFound,
      409: answer(
        "The entry is no email from a different sender, it was attached already, or the entry it names is gone.",
        "ApiError",
        { message: staffMessages.alreadyAttached },
      ),
      ...staffCommon,
    },
  },
  {
    method: "get",
    path: "/api/staff/inbox/{kind}/{id}/emails/{emailId}/raw",
    operationId: "downloadOriginalEmail",
    tag: "Staff",
    summary: "The original of an inbound email whose text could not be read",
    description:
      "An inbound email the server could not read within its time budget (INBOUND_PARSE_TIMEOUT_MS), or at all, " +
      "is filed with a note as its text and its original kept (`raw` on the thread's email gives its size). This " +
      "answers it byte for byte as received, as an attachment to save and open in a mail program; attachments " +
      "included, so open it with care. Each download is recorded in the audit log. Send the token in the " +
      "Authorization header like every call.",
    bearerAuth: true,
    pathParameters: {
      ...entryPath,
      kind: { ...entryPath.kind, schema: z.enum(["contact", "application"]), example: "contact" },
      emailId: {
        description: "The email's `id` in the entry's `thread`.",
        schema: z.uuid(),
        example: exampleEmailId,
      },
    },
    answers: {
      200: {
        description: "The email as received (Content-Disposition: attachment).",
        text: {
          mediaType: "message/rfc822",
          example:
            "From: Grace Hopper <grace@example.org>\r\nSubject: Re: [VC-7K3Q9M]\r\nContent-Type: text/html\r\n\r\n<div>...\r\n",
        },
      },
      404: answer("No such entry, no such email in its thread, or its original was not kept.", "ApiError", {
        message: staffMessages.emailNotFound,
      }),
      ...staffCommon,
    },
  },
];
