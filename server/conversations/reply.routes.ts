import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { threadKinds, type ThreadKind } from "../../contract/conversations.ts";
import { replyRequestSchema, replyTexts } from "../../contract/replies.ts";
import { staffMessages, threadMessageSchema } from "../../contract/staff-schemas.ts";
import { z } from "../../contract/zod.ts";
import { access } from "../http/access.ts";
import { apiError } from "../http/common-answers.ts";
import { HttpError } from "../http/http-error.ts";
import { answer, component, routeSchema } from "../http/route-schema.ts";
import { parseBody } from "../http/validate.ts";
import { findItem } from "../inbox/inbox.service.ts";
import type { RateRule } from "../rate-limit/rate-limiter.ts";
import type { AppServices } from "../services.ts";
import { addressNotFound, entryOf, entryParams } from "../staff/entry-address.ts";
import { entryNotFound, staffBodyErrors, staffCommon, tooManyFromAccount } from "../staff/staff-answers.ts";
import type { StaffRouteKit } from "../staff/staff-route-kit.ts";
import { queueReply } from "./replies.ts";

/** Replies per staff account in one window: a person typing answers, not a script sending mail through us. */
export const REPLIES: RateRule = { limit: 30, windowMs: 15 * 60_000 };

export const threadMessage = component("ThreadMessage", threadMessageSchema);

const exampleReplyId = "0f8b7c2e-5a61-4e8f-9d3b-2c7a1e4f6b90";
const exampleBody = "Hello Grace,\n\nThank you for applying. Could you come for an interview on **Tuesday**?";
const exampleReply = {
  id: exampleReplyId,
  direction: "reply" as const,
  messageId: "9b2e4c1a-7d3f-4a8b-b6e5-1f0c2d3e4a5b@verdantcollective.example",
  fromAddress: "no-reply@verdantcollective.example",
  fromName: "Verdant Collective",
  subject: "Re: We received your application for AI Researcher [VC-7K3Q9M]",
  body: exampleBody,
  attachmentsNotKept: 0,
  author: "Ada Lovelace",
  at: "2026-11-21T09:00:00.000Z",
  raw: null,
};

const schema = routeSchema({
  operationId: "replyToInboxEntry",
  tags: ["Staff"],
  summary: "Reply to the sender of a contact message or an application",
  description:
    "Queues an email to the entry's sender through the outbox: from MAIL_FROM, Reply-To the department's " +
    "address, the reference in the subject, and threaded (In-Reply-To the latest email of the entry's thread, " +
    "References from the acknowledgement on). `body` is Markdown: sent as typed in the text part and as HTML " +
    "(raw HTML escaped, only http, https and mailto links) in the HTML part. `id` is a UUID the client makes " +
    "once per reply: the same id sent again (a double click, a retry) queues nothing more and answers 200 with " +
    "the reply. The reply joins the entry's `thread` with its author and delivery state, and the audit log. " +
    "A contact message moves to the status waiting-for-sender (from any status; a snooze ends); the sender's " +
    "answer, filed by POST /api/inbound/email, makes it open again with the marker new-reply. " +
    "30 replies per account in 15 minutes. Subscriptions have no thread (404); an entry kept aside as spam is " +
    "released first (409).",
  params: z.object(entryParams()),
  body: component("ReplyRequest", replyRequestSchema, { id: exampleReplyId, body: exampleBody }),
  response: {
    201: answer("The reply, queued.", threadMessage, {
      ...exampleReply,
      delivery: { state: "queued", error: null },
    }),
    200: answer("This reply id was queued before: the reply as it is now.", threadMessage, {
      ...exampleReply,
      delivery: { state: "sent", error: null },
    }),
    404: entryNotFound,
    409: answer("The entry is kept aside as spam, or the reply id belongs to another entry.", apiError, {
      message: replyTexts.spam,
    }),
    429: tooManyFromAccount(
      "Too many replies from this account. Try again after Retry-After seconds.",
      replyTexts.tooMany,
    ),
    ...staffBodyErrors,
    ...staffCommon,
  },
});

/**
 * POST /api/staff/inbox/{kind}/{id}/replies, inside the staff routes (their hook has checked the session, the
 * role and the second factor). 201 when queued; 200 with the same reply when its id was sent before. The body is
 * checked after the account's limit counted the attempt.
 */
export function replyRoutes(app: FastifyInstance, services: AppServices, kit: StaffRouteKit) {
  const staff = app.withTypeProvider<ZodTypeProvider>();
  const { database, config, rateLimiter } = services;
  const db = database.db;

  staff.post(
    "/staff/inbox/:kind/:id/replies",
    { ...access("staff"), schema, validatorCompiler: addressNotFound(undefined, { body: "handler" }) },
    async (request, reply) => {
      const { kind, id } = entryOf(request.params);
      const context = kit.staffOf(request);
      await rateLimiter.consume(`staff-replies:${context.userId}`, REPLIES, replyTexts.tooMany);
      const draft = parseBody(replyRequestSchema, request.body);
      const entry = (threadKinds as readonly string[]).includes(kind)
        ? await findItem(db, kind, id)
        : undefined;
      if (!entry) throw new HttpError(404, staffMessages.entryNotFound);
      if (entry.verdict === "spam") throw new HttpError(409, replyTexts.spam);
      const outcome = await queueReply(
        db,
        config.forms,
        { ...entry, kind: kind as ThreadKind },
        { id: draft.id.toLowerCase(), body: draft.body, author: { id: context.userId, name: context.name } },
      );
      if (outcome.outcome === "other-entry") throw new HttpError(409, replyTexts.otherEntry);
      if (outcome.outcome === "queued") {
        services.outbox.notify();
        await kit.auditBy(context, { action: "reply", targetKind: kind, targetId: id });
        if (outcome.statusFrom) {
          await kit.auditBy(context, {
            action: "status",
            targetKind: kind,
            targetId: id,
            detail: `${outcome.statusFrom} → waiting-for-sender`,
          });
        }
      }
      return reply.status(outcome.outcome === "queued" ? 201 : 200).send(outcome.message);
    },
  );
}
