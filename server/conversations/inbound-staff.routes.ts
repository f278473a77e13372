import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { threadKinds } from "../../contract/conversations.ts";
import { inboxKinds, staffMessages } from "../../contract/staff-schemas.ts";
import { z } from "../../contract/zod.ts";
import { access } from "../http/access.ts";
import { apiError } from "../http/common-answers.ts";
import { HttpError } from "../http/http-error.ts";
import { answer, routeSchema, textAnswer } from "../http/route-schema.ts";
import { readOriginal } from "../inbound/raw-emails.ts";
import { isUuid } from "../inbox/entry-kinds.ts";
import { findItem } from "../inbox/inbox.service.ts";
import type { AppServices } from "../services.ts";
import { addressNotFound, entryOf, entryParams, pathUuid } from "../staff/entry-address.ts";
import {
  entryNotFound,
  exampleContactItem,
  exampleItem,
  inboxItemAnswer,
  staffCommon,
} from "../staff/staff-answers.ts";
import type { StaffRouteKit } from "../staff/staff-route-kit.ts";
import { attachClaim } from "./claims.ts";

const refusals = {
  "not-claiming": staffMessages.notClaiming,
  "already-attached": staffMessages.alreadyAttached,
  "entry-gone": staffMessages.claimedEntryGone,
} as const;

const attachSchema = routeSchema({
  operationId: "attachDifferentSenderEmail",
  tags: ["Staff"],
  summary: "Attach an email from a different sender to the entry it names",
  description:
    "An inbound email is filed on the entry its In-Reply-To, References or subject reference names only when it " +
    "comes from that entry's address (compared without case). Otherwise it becomes a contact message of its own " +
    "whose `item.claimedReference` (and detail `claim`) names that entry: staff read it and, when it is the same " +
    "person writing from another address, attach it here. The email then moves to the named entry's thread, the " +
    "message it had become is set to done and keeps the record of who attached it and when, and both entries' " +
    "histories (the audit log) say so. Answers the named entry. Once: a second call is a 409. No body.",
  params: z.object(entryParams({ kind: "contact", id: exampleItem.id })),
  response: {
    200: answer("Attached: the entry the email now belongs to.", inboxItemAnswer, {
      item: exampleContactItem,
    }),
    404: entryNotFound,
    409: answer(
      "The entry is no email from a different sender, it was attached already, or the entry it names is gone.",
      apiError,
      { message: staffMessages.alreadyAttached },
    ),
    ...staffCommon,
  },
});

const rawSchema = routeSchema({
  operationId: "downloadOriginalEmail",
  tags: ["Staff"],
  summary: "The original of an inbound email whose text could not be read",
  description:
    "An inbound email the server could not read within its time budget (INBOUND_PARSE_TIMEOUT_MS), or at all, " +
    "is filed with a note as its text and its original kept (`raw` on the thread's email gives its size). This " +
    "answers it byte for byte as received, as an attachment to save and open in a mail program; attachments " +
    "included, so open it with care. Each download is recorded in the audit log. Send the token in the " +
    "Authorization header like every call.",
  params: z.object({
    ...entryParams({ kind: "contact", id: exampleItem.id }, threadKinds),
    emailId: pathUuid("The email's `id` in the entry's `thread`.", "a3bb189e-8bf9-4888-9912-ace4e6543002"),
  }),
  response: {
    200: textAnswer(
      "The email as received (Content-Disposition: attachment).",
      "message/rfc822",
      "From: Grace Hopper <grace@example.org>\r\nSubject: Re: [VC-7K3Q9M]\r\nContent-Type: text/html\r\n\r\n<div>...\r\n",
    ),
    404: answer("No such entry, no such email in its thread, or its original was not kept.", apiError, {
      message: staffMessages.emailNotFound,
    }),
    ...staffCommon,
  },
});

/** An address with no such entry says so; one of a subscriber's, or of no email of a thread, that the email is not. */
const rawNotFound = (params: Record<string, string>) =>
  (inboxKinds as readonly string[]).includes(params.kind ?? "") && isUuid(params.id ?? "")
    ? staffMessages.emailNotFound
    : staffMessages.entryNotFound;

/**
 * What staff do with the emails that came in, inside the staff routes (their hook has checked the session, the role
 * and the second factor): attach an email from a different sender to the entry it names, and download the original
 * of an email whose text could not be read. Both go into the audit log.
 */
export function inboundStaffRoutes(app: FastifyInstance, services: AppServices, kit: StaffRouteKit) {
  const staff = app.withTypeProvider<ZodTypeProvider>();
  const db = services.database.db;

  staff.post(
    "/staff/inbox/:kind/:id/attach",
    { ...access("staff"), schema: attachSchema, validatorCompiler: addressNotFound() },
    async (request, reply) => {
      const { kind, id } = entryOf(request.params);
      if (!(await findItem(db, kind, id))) throw new HttpError(404, staffMessages.entryNotFound);
      const context = kit.staffOf(request);
      const outcome = await attachClaim(db, id, { id: context.userId, name: context.name });
      if (outcome.outcome !== "attached") throw new HttpError(409, refusals[outcome.outcome]);
      // Named by ids and the reference only, on both entries, so each one's history tells it.
      await kit.auditBy(context, {
        action: "attach",
        targetKind: kind,
        targetId: id,
        detail: `email attached to ${outcome.reference} (${outcome.kind} ${outcome.id})`,
      });
      await kit.auditBy(context, {
        action: "attach",
        targetKind: outcome.kind,
        targetId: outcome.id,
        detail: `email from message ${id}, a different sender`,
      });
      return reply.send({ item: (await findItem(db, outcome.kind, outcome.id))! });
    },
  );

  staff.get(
    "/staff/inbox/:kind/:id/emails/:emailId/raw",
    { ...access("staff"), schema: rawSchema, validatorCompiler: addressNotFound(rawNotFound) },
    async (request, reply) => {
      const { kind, id } = entryOf(request.params);
      const emailId = request.params.emailId.toLowerCase();
      const original = await readOriginal(db, id, emailId);
      if (!original) throw new HttpError(404, staffMessages.emailNotFound);
      await kit.auditBy(kit.staffOf(request), {
        action: "download-email",
        targetKind: kind,
        targetId: id,
        detail: `email ${emailId}`,
      });
      return reply
        .header("content-type", "message/rfc822")
        .header("content-disposition", `attachment; filename="email-${emailId.slice(0, 8)}.eml"`)
        .send(original);
    },
  );
}
