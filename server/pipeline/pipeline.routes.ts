import type { FastifyInstance, FastifyRequest } from "fastify";
import { threadKinds, type ThreadKind } from "../../contract/conversations.ts";
import { emailStages, pipelineTexts } from "../../contract/pipeline.ts";
import { savedReplyRequestSchema, stageMoveRequestSchema } from "../../contract/pipeline-schemas.ts";
import { savedReplyTexts } from "../../contract/saved-replies.ts";
import { staffMessages } from "../../contract/staff.ts";
import type { StaffRouteKit } from "../conversations/reply.routes.ts";
import { HttpError } from "../http/http-error.ts";
import { parseBody } from "../http/validate.ts";
import type { RateRule } from "../rate-limit/rate-limiter.ts";
import type { AppServices } from "../services.ts";
import { findItem, isUuid } from "../staff/inbox.service.ts";
import { placeholderValues } from "./entry-placeholders.ts";
import { pipelineCounts } from "./pipeline-counts.ts";
import {
  createSavedReply,
  deleteSavedReply,
  filledReplies,
  listSavedReplies,
  updateSavedReply,
} from "./saved-replies.ts";
import { stageEmailBody } from "./stage-email-content.ts";
import { moveStage } from "./stage-moves.ts";
import { access } from "../http/access.ts";

/** Stage moves per staff account in one window: a person deciding, not a script mailing applicants. */
export const STAGE_MOVES: RateRule = { limit: 60, windowMs: 15 * 60_000 };
/** Changes to saved replies per admin in one window. */
export const SAVED_REPLY_WRITES: RateRule = { limit: 60, windowMs: 15 * 60_000 };

const savedReplyId = (request: FastifyRequest) => {
  const { id } = request.params as { id: string };
  if (!isUuid(id)) throw new HttpError(404, savedReplyTexts.notFound);
  return id.toLowerCase();
};

/**
 * The application pipeline (stage moves with their emails, the counts per position) and saved replies, inside the
 * staff routes: their hook has checked the session, the role (admin for the saved replies' changes) and the second
 * factor.
 */
export function pipelineRoutes(staff: FastifyInstance, services: AppServices, kit: StaffRouteKit) {
  const { database, config, rateLimiter } = services;
  const db = database.db;

  const application = async (request: FastifyRequest) => {
    const { id } = request.params as { id: string };
    const entry = isUuid(id) ? await findItem(db, "application", id.toLowerCase()) : undefined;
    if (!entry) throw new HttpError(404, staffMessages.entryNotFound);
    return { ...entry, kind: "application" as const };
  };

  staff.get("/staff/pipeline", access("staff"), async (_request, reply) =>
    reply.send(await pipelineCounts(db)),
  );

  staff.get("/staff/inbox/application/:id/stage-emails", access("staff"), async (request, reply) => {
    const entry = await application(request);
    const values = await placeholderValues(db, entry);
    return reply.send({
      emails: emailStages.map((stage) => ({ stage, body: stageEmailBody(stage, values) })),
    });
  });

  staff.post("/staff/inbox/application/:id/stage", access("staff"), async (request, reply) => {
    const { id } = request.params as { id: string };
    if (!isUuid(id)) throw new HttpError(404, staffMessages.entryNotFound);
    const context = kit.staffOf(request);
    await rateLimiter.consume(`staff-stage-moves:${context.userId}`, STAGE_MOVES, pipelineTexts.tooMany);
    const move = parseBody(stageMoveRequestSchema, request.body);
    const outcome = await moveStage(
      db,
      config.forms,
      id.toLowerCase(),
      { ...move, id: move.id.toLowerCase() },
      { id: context.userId, name: context.name, label: `${context.name} <${context.email}>` },
    );
    switch (outcome.outcome) {
      case "not-found":
        throw new HttpError(404, staffMessages.entryNotFound);
      case "no-email":
        throw new HttpError(400, pipelineTexts.noEmail, { details: [pipelineTexts.noEmail] });
      case "withdrawn":
      case "same-stage":
      case "other-entry":
      case "spam": {
        const messages = {
          withdrawn: pipelineTexts.withdrawn,
          "same-stage": pipelineTexts.sameStage,
          "other-entry": pipelineTexts.otherEntry,
          spam: pipelineTexts.spamEmail,
        };
        throw new HttpError(409, messages[outcome.outcome]);
      }
      case "moved":
        if (outcome.email) services.outbox.notify();
        return reply.status(201).send({ item: outcome.item, move: outcome.move, email: outcome.email });
      case "already-moved":
        return reply.send({ item: outcome.item, move: outcome.move, email: outcome.email });
    }
  });

  staff.get("/staff/inbox/:kind/:id/saved-replies", access("staff"), async (request, reply) => {
    const { kind, id } = kit.entryParams(request);
    const entry = (threadKinds as readonly string[]).includes(kind)
      ? await findItem(db, kind, id)
      : undefined;
    if (!entry) throw new HttpError(404, staffMessages.entryNotFound);
    return reply.send({ savedReplies: await filledReplies(db, { ...entry, kind: kind as ThreadKind }) });
  });

  staff.get("/staff/saved-replies", access("staff"), async (_request, reply) =>
    reply.send({ savedReplies: await listSavedReplies(db) }),
  );

  staff.post("/staff/saved-replies", access("admin"), async (request, reply) => {
    const context = kit.staffOf(request);
    await rateLimiter.consume(`saved-replies:${context.userId}`, SAVED_REPLY_WRITES, savedReplyTexts.tooMany);
    const body = parseBody(savedReplyRequestSchema, request.body);
    const created = await createSavedReply(db, body, { id: context.userId, name: context.name });
    if (created === "title-taken") throw new HttpError(409, savedReplyTexts.duplicateTitle);
    await kit.auditBy(context, {
      action: "saved-reply-create",
      targetKind: "saved-reply",
      targetId: created.id,
    });
    return reply.status(201).send(created);
  });

  staff.post("/staff/saved-replies/:id", access("admin"), async (request, reply) => {
    const id = savedReplyId(request);
    const context = kit.staffOf(request);
    await rateLimiter.consume(`saved-replies:${context.userId}`, SAVED_REPLY_WRITES, savedReplyTexts.tooMany);
    const body = parseBody(savedReplyRequestSchema, request.body);
    const updated = await updateSavedReply(db, id, body, { id: context.userId, name: context.name });
    if (!updated) throw new HttpError(404, savedReplyTexts.notFound);
    if (updated === "title-taken") throw new HttpError(409, savedReplyTexts.duplicateTitle);
    await kit.auditBy(context, { action: "saved-reply-edit", targetKind: "saved-reply", targetId: id });
    return reply.send(updated);
  });

  staff.post("/staff/saved-replies/:id/delete", access("admin"), async (request, reply) => {
    const id = savedReplyId(request);
    const context = kit.staffOf(request);
    await rateLimiter.consume(`saved-replies:${context.userId}`, SAVED_REPLY_WRITES, savedReplyTexts.tooMany);
    if (!(await deleteSavedReply(db, id))) throw new HttpError(404, savedReplyTexts.notFound);
    await kit.auditBy(context, { action: "saved-reply-delete", targetKind: "saved-reply", targetId: id });
    return reply.status(204).send();
  });
}
