import type { FastifyInstance, FastifyRequest } from "fastify";
import { replyRequestSchema, replyTexts } from "../../contract/replies.ts";
import { staffMessages, type InboxKind } from "../../contract/staff-schemas.ts";
import { threadKinds, type ThreadKind } from "../../contract/conversations.ts";
import { HttpError } from "../http/http-error.ts";
import { parseBody } from "../http/validate.ts";
import type { AppServices } from "../services.ts";
import type { RateRule } from "../rate-limit/rate-limiter.ts";
import { findItem } from "../staff/inbox.service.ts";
import type { Caller } from "../auth/caller.ts";
import type { AuditRecord } from "../staff/staff-access.ts";
import { queueReply } from "./replies.ts";
import { access } from "../http/access.ts";

/** Replies per staff account in one window: a person typing answers, not a script sending mail through us. */
export const REPLIES: RateRule = { limit: 30, windowMs: 15 * 60_000 };

export interface StaffRouteKit {
  staffOf: (request: FastifyRequest) => Caller;
  auditBy: (context: Caller, record: Omit<AuditRecord, "actorId" | "actorLabel">) => Promise<unknown>;
  entryParams: (request: FastifyRequest) => { kind: InboxKind; id: string };
}

/**
 * POST /api/staff/inbox/{kind}/{id}/replies, inside the staff routes (their hook has checked the session, the
 * role and the second factor). 201 when queued; 200 with the same reply when its id was sent before.
 */
export function replyRoutes(staff: FastifyInstance, services: AppServices, kit: StaffRouteKit) {
  const { database, config, rateLimiter } = services;
  const db = database.db;

  staff.post("/staff/inbox/:kind/:id/replies", access("staff"), async (request, reply) => {
    const { kind, id } = kit.entryParams(request);
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
    }
    return reply.status(outcome.outcome === "queued" ? 201 : 200).send(outcome.message);
  });
}
