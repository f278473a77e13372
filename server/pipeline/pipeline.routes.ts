import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { threadKinds, type ThreadKind } from "../../contract/conversations.ts";
import { emailStages, pipelineTexts, stageEmailLabels } from "../../contract/pipeline.ts";
import {
  filledReplyListSchema,
  pipelineCountsSchema,
  savedReplyListSchema,
  savedReplyRequestSchema,
  savedReplySchema,
  stageEmailsSchema,
  stageMovedSchema,
  stageMoveRequestSchema,
} from "../../contract/pipeline-schemas.ts";
import { placeholderNames, unknownPlaceholderMessage } from "../../contract/placeholders.ts";
import { savedReplyTexts } from "../../contract/saved-replies.ts";
import { staffMessages } from "../../contract/staff.ts";
import { z } from "../../contract/zod.ts";
import { access } from "../http/access.ts";
import { apiError } from "../http/common-answers.ts";
import { HttpError } from "../http/http-error.ts";
import { answer, component, emptyAnswer, routeSchema, validatedInHandler } from "../http/route-schema.ts";
import { parseBody } from "../http/validate.ts";
import { findItem } from "../inbox/inbox.service.ts";
import type { RateRule } from "../rate-limit/rate-limiter.ts";
import type { AppServices } from "../services.ts";
import { addressNotFound, entryOf, entryParams, pathUuid } from "../staff/entry-address.ts";
import {
  adminForbidden,
  entryNotFound,
  exampleItem,
  staffBodyErrors,
  staffCommon,
  tooManyFromAccount,
} from "../staff/staff-answers.ts";
import type { StaffRouteKit } from "../staff/staff-route-kit.ts";
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

/** Stage moves per staff account in one window: a person deciding, not a script mailing applicants. */
export const STAGE_MOVES: RateRule = { limit: 60, windowMs: 15 * 60_000 };
/** Changes to saved replies per admin in one window. */
export const SAVED_REPLY_WRITES: RateRule = { limit: 60, windowMs: 15 * 60_000 };

const placeholders = placeholderNames.map((name) => `{{${name}}}`).join(", ");
const applicationParams = z.object({ id: pathUuid("The application's id.", exampleItem.id) });
const exampleSavedReplyId = "6e0c1a2b-3d4f-4a5b-8c7d-9e0f1a2b3c4d";
const savedReplyParams = z.object({ id: pathUuid("The saved reply's id.", exampleSavedReplyId) });
const exampleMoveId = "1d7c9b3e-2a4f-4e6d-8b0a-5c3e7f9a1b2d";
const invitation =
  "Hello Grace Hopper,\n\nThank you for applying for the **AI Researcher** position. We enjoyed reading your " +
  "application and would like to talk with you.";
const exampleSavedReply = {
  id: exampleSavedReplyId,
  title: "Thanks, we are reading it",
  body: "Hello {{name}},\n\nThank you for your application for {{position}} ({{reference}}). We are reading it now.",
  updatedBy: "Ada Lovelace",
  updatedAt: "2026-11-21T08:30:00.000Z",
};

const stageMoved = component("StageMoved", stageMovedSchema);
const savedReply = component("SavedReply", savedReplySchema);
const savedReplyRequest = component("SavedReplyRequest", savedReplyRequestSchema, {
  title: exampleSavedReply.title,
  body: exampleSavedReply.body,
});

const tooMany = (message: string) =>
  tooManyFromAccount("Too many from this account. Try again after Retry-After seconds.", message);
const unknownPlaceholder = answer(
  "The body or the query breaks a rule (one sentence per problem in `details`); a placeholder that is not " +
    `one of ${placeholders} is refused.`,
  apiError,
  { message: "The request is not valid.", details: [unknownPlaceholderMessage(["{{salary}}"])] },
);
const savedReplyNotFound = answer("No saved reply has this id.", apiError, {
  message: savedReplyTexts.notFound,
});
const titleTaken = answer("Another saved reply has this title.", apiError, {
  message: savedReplyTexts.duplicateTitle,
});

const countsSchema = routeSchema({
  operationId: "getPipelineCounts",
  tags: ["Staff"],
  summary: "How many applications are at each stage, per position",
  description:
    "Every job of the careers content in its order (titles from the content), then positions no longer listed " +
    "that still have applications. Applications kept aside as spam are not counted.",
  response: {
    200: answer("The counts.", component("PipelineCounts", pipelineCountsSchema), {
      positions: [
        {
          position: "ai-researcher",
          title: "AI Researcher",
          counts: {
            received: 4,
            "in-review": 2,
            interview: 1,
            offer: 0,
            hired: 0,
            declined: 3,
            withdrawn: 1,
          },
          total: 11,
        },
      ],
    }),
    ...staffCommon,
  },
});

const previewSchema = routeSchema({
  operationId: "previewStageEmails",
  tags: ["Staff"],
  summary: "The emails a stage move would send this applicant, filled",
  description:
    "The interview invitation and the decline (content/stage-emails.yaml) with the applicant's name, the " +
    "position's title and the reference filled in: Markdown, sent as a reply is (text as written, HTML from " +
    "it). The console shows it before the move; the move sends exactly this text.",
  params: applicationParams,
  response: {
    200: answer("The emails.", component("StageEmails", stageEmailsSchema), {
      emails: [{ stage: "interview", body: invitation }],
    }),
    404: entryNotFound,
    ...staffCommon,
  },
});

const moveSchema = routeSchema({
  operationId: "moveApplicationStage",
  tags: ["Staff"],
  summary: "Move an application to a stage, with the stage's email or without",
  description:
    "Stages: received, in-review, interview, offer, hired, declined (withdrawn is the applicant's alone, from " +
    `their account, and then stays). \`sendEmail\` sends the stage's email (the ${stageEmailLabels.interview} ` +
    `or the ${stageEmailLabels.declined}, as GET …/stage-emails shows it) through the outbox, threaded like a ` +
    "reply (In-Reply-To and References to the entry's emails) and kept in the entry's conversation. `id` is a " +
    "UUID the client makes once per move: the same id sent again (a double click, a retry) changes nothing, " +
    "sends nothing more and answers 200 with the move. Every move is in the audit log (who, from, to, whether " +
    "an email went). 60 moves per account in 15 minutes.",
  params: applicationParams,
  body: component("StageMoveRequest", stageMoveRequestSchema, {
    id: exampleMoveId,
    stage: "interview",
    sendEmail: true,
  }),
  response: {
    201: answer("Moved; `email` is the email queued, or null.", stageMoved, {
      item: { ...exampleItem, kind: "application", status: "interview" },
      move: {
        id: exampleMoveId,
        from: "in-review",
        to: "interview",
        emailId: exampleMoveId,
        by: "Ada Lovelace",
        at: "2026-11-22T10:00:00.000Z",
      },
      email: {
        id: exampleMoveId,
        direction: "reply",
        messageId: "5e2c9a1b-7d3f-4a8b-b6e5-1f0c2d3e4a5b@verdantcollective.example",
        fromAddress: "no-reply@verdantcollective.example",
        fromName: "Verdant Collective",
        subject: "Re: We received your application for AI Researcher [VC-7K3Q9M]",
        body: invitation,
        attachmentsNotKept: 0,
        author: "Ada Lovelace",
        at: "2026-11-22T10:00:00.000Z",
        delivery: { state: "queued", error: null },
        raw: null,
      },
    }),
    200: answer("This move id was used before: the move as it was made.", stageMoved, {
      item: { ...exampleItem, kind: "application", status: "interview" },
      move: {
        id: exampleMoveId,
        from: "in-review",
        to: "interview",
        emailId: null,
        by: "Ada Lovelace",
        at: "2026-11-22T10:00:00.000Z",
      },
      email: null,
    }),
    404: entryNotFound,
    409: answer(
      "The application is at this stage already, was withdrawn by its applicant, is kept aside as spam (no " +
        "email before it is released), or the move id belongs to another application.",
      apiError,
      { message: pipelineTexts.sameStage },
    ),
    429: tooMany(pipelineTexts.tooMany),
    ...staffBodyErrors,
    ...staffCommon,
  },
});

const filledSchema = routeSchema({
  operationId: "listFilledReplies",
  tags: ["Staff"],
  summary: "The saved replies, filled for this entry",
  description:
    `Each saved reply with its placeholders (${placeholders}) filled for this message or application: the ` +
    "sender's name, the position's title (a message's subject) and the reference. The reply composer starts " +
    "from one. Subscriptions have no conversation (404).",
  params: z.object(entryParams()),
  response: {
    200: answer("The filled replies, by title.", component("FilledReplyList", filledReplyListSchema), {
      savedReplies: [
        {
          id: exampleSavedReply.id,
          title: exampleSavedReply.title,
          body: "Hello Grace Hopper,\n\nThank you for your application for AI Researcher (VC-7K3Q9M). We are reading it now.",
        },
      ],
    }),
    404: entryNotFound,
    ...staffCommon,
  },
});

const listSchema = routeSchema({
  operationId: "listSavedReplies",
  tags: ["Staff"],
  summary: "The saved replies, as written",
  description: `Every saved reply by title, with its placeholders (${placeholders}) unfilled.`,
  response: {
    200: answer("The saved replies.", component("SavedReplyList", savedReplyListSchema), {
      savedReplies: [exampleSavedReply],
    }),
    ...staffCommon,
  },
});

const createSchema = routeSchema({
  operationId: "createSavedReply",
  tags: ["Staff"],
  summary: "Add a saved reply (admins)",
  description:
    `Markdown with the placeholders ${placeholders}; any other \`{{…}}\` is refused (400). Titles are unique. ` +
    "Recorded in the audit log. 60 changes per account in 15 minutes.",
  body: savedReplyRequest,
  response: {
    201: answer("The saved reply.", savedReply, exampleSavedReply),
    409: titleTaken,
    429: tooMany(savedReplyTexts.tooMany),
    ...staffBodyErrors,
    400: unknownPlaceholder,
    ...staffCommon,
    403: adminForbidden,
  },
});

const updateSchema = routeSchema({
  operationId: "updateSavedReply",
  tags: ["Staff"],
  summary: "Change a saved reply (admins)",
  description: "As when adding one: the same rules, recorded in the audit log.",
  params: savedReplyParams,
  body: savedReplyRequest,
  response: {
    200: answer("The saved reply as it is now.", savedReply, exampleSavedReply),
    404: savedReplyNotFound,
    409: titleTaken,
    429: tooMany(savedReplyTexts.tooMany),
    ...staffBodyErrors,
    400: unknownPlaceholder,
    ...staffCommon,
    403: adminForbidden,
  },
});

const deleteSchema = routeSchema({
  operationId: "deleteSavedReply",
  tags: ["Staff"],
  summary: "Delete a saved reply (admins)",
  description: "Replies already sent from it are not changed. Recorded in the audit log.",
  params: savedReplyParams,
  response: {
    204: emptyAnswer("Deleted."),
    404: savedReplyNotFound,
    429: tooMany(savedReplyTexts.tooMany),
    ...staffCommon,
    403: adminForbidden,
  },
});

/**
 * The application pipeline (stage moves with their emails, the counts per position) and saved replies, inside the
 * staff routes: their hook has checked the session, the role (admin for the saved replies' changes) and the second
 * factor. The writes count against the account's limit before their body is checked.
 */
export function pipelineRoutes(app: FastifyInstance, services: AppServices, kit: StaffRouteKit) {
  const staff = app.withTypeProvider<ZodTypeProvider>();
  const { database, config, rateLimiter } = services;
  const db = database.db;
  const entryAddress = { validatorCompiler: addressNotFound() };
  const savedReplyAddress = { validatorCompiler: addressNotFound(savedReplyTexts.notFound) };
  // The limit counts first, then the handler checks the body.
  const limitedWrite = (notFound: string) => ({
    validatorCompiler: addressNotFound(notFound, { body: "handler" }),
  });

  const application = async (id: string) => {
    const entry = await findItem(db, "application", id.toLowerCase());
    if (!entry) throw new HttpError(404, staffMessages.entryNotFound);
    return { ...entry, kind: "application" as const };
  };

  staff.get("/staff/pipeline", { ...access("staff"), schema: countsSchema }, async (_request, reply) =>
    reply.send(await pipelineCounts(db)),
  );

  staff.get(
    "/staff/inbox/application/:id/stage-emails",
    { ...access("staff"), schema: previewSchema, ...entryAddress },
    async (request, reply) => {
      const entry = await application(request.params.id);
      const values = await placeholderValues(db, entry);
      return reply.send({
        emails: emailStages.map((stage) => ({ stage, body: stageEmailBody(stage, values) })),
      });
    },
  );

  staff.post(
    "/staff/inbox/application/:id/stage",
    { ...access("staff"), schema: moveSchema, ...limitedWrite(staffMessages.entryNotFound) },
    async (request, reply) => {
      const id = request.params.id.toLowerCase();
      const context = kit.staffOf(request);
      await rateLimiter.consume(`staff-stage-moves:${context.userId}`, STAGE_MOVES, pipelineTexts.tooMany);
      const move = parseBody(stageMoveRequestSchema, request.body);
      const outcome = await moveStage(
        db,
        config.forms,
        id,
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
    },
  );

  staff.get(
    "/staff/inbox/:kind/:id/saved-replies",
    { ...access("staff"), schema: filledSchema, ...entryAddress },
    async (request, reply) => {
      const { kind, id } = entryOf(request.params);
      const entry = (threadKinds as readonly string[]).includes(kind)
        ? await findItem(db, kind, id)
        : undefined;
      if (!entry) throw new HttpError(404, staffMessages.entryNotFound);
      return reply.send({ savedReplies: await filledReplies(db, { ...entry, kind: kind as ThreadKind }) });
    },
  );

  staff.get("/staff/saved-replies", { ...access("staff"), schema: listSchema }, async (_request, reply) =>
    reply.send({ savedReplies: await listSavedReplies(db) }),
  );

  staff.post(
    "/staff/saved-replies",
    { ...access("admin"), schema: createSchema, validatorCompiler: validatedInHandler },
    async (request, reply) => {
      const context = kit.staffOf(request);
      await rateLimiter.consume(
        `saved-replies:${context.userId}`,
        SAVED_REPLY_WRITES,
        savedReplyTexts.tooMany,
      );
      const body = parseBody(savedReplyRequestSchema, request.body);
      const created = await createSavedReply(db, body, { id: context.userId, name: context.name });
      if (created === "title-taken") throw new HttpError(409, savedReplyTexts.duplicateTitle);
      await kit.auditBy(context, {
        action: "saved-reply-create",
        targetKind: "saved-reply",
        targetId: created.id,
      });
      return reply.status(201).send(created);
    },
  );

  staff.post(
    "/staff/saved-replies/:id",
    { ...access("admin"), schema: updateSchema, ...limitedWrite(savedReplyTexts.notFound) },
    async (request, reply) => {
      const id = request.params.id.toLowerCase();
      const context = kit.staffOf(request);
      await rateLimiter.consume(
        `saved-replies:${context.userId}`,
        SAVED_REPLY_WRITES,
        savedReplyTexts.tooMany,
      );
      const body = parseBody(savedReplyRequestSchema, request.body);
      const updated = await updateSavedReply(db, id, body, { id: context.userId, name: context.name });
      if (!updated) throw new HttpError(404, savedReplyTexts.notFound);
      if (updated === "title-taken") throw new HttpError(409, savedReplyTexts.duplicateTitle);
      await kit.auditBy(context, { action: "saved-reply-edit", targetKind: "saved-reply", targetId: id });
      return reply.send(updated);
    },
  );

  staff.post(
    "/staff/saved-replies/:id/delete",
    { ...access("admin"), schema: deleteSchema, ...savedReplyAddress },
    async (request, reply) => {
      const id = request.params.id.toLowerCase();
      const context = kit.staffOf(request);
      await rateLimiter.consume(
        `saved-replies:${context.userId}`,
        SAVED_REPLY_WRITES,
        savedReplyTexts.tooMany,
      );
      if (!(await deleteSavedReply(db, id))) throw new HttpError(404, savedReplyTexts.notFound);
      await kit.auditBy(context, { action: "saved-reply-delete", targetKind: "saved-reply", targetId: id });
      return reply.status(204).send();
    },
  );
}
