// The OpenAPI description of the application pipeline and the saved replies (pipeline.routes.ts).
import { pipelineTexts, stageEmailLabels } from "../../contract/pipeline.ts";
import { savedReplyRequestSchema, stageMoveRequestSchema } from "../../contract/pipeline-schemas.ts";
import { placeholderNames, unknownPlaceholderMessage } from "../../contract/placeholders.ts";
import { savedReplyTexts } from "../../contract/saved-replies.ts";
import { z } from "../../contract/zod.ts";
import {
  type Endpoint,
  adminForbidden,
  answer,
  body,
  entryNotFound,
  entryPath,
  exampleItem,
  staffBodyErrors,
  staffCommon,
} from "../openapi/endpoint-kit.ts";

const placeholders = placeholderNames.map((name) => `{{${name}}}`).join(", ");
const applicationPath = {
  id: { description: "The application's id.", schema: z.uuid(), example: exampleItem.id },
};
const savedReplyPath = {
  id: {
    description: "The saved reply's id.",
    schema: z.uuid(),
    example: "6e0c1a2b-3d4f-4a5b-8c7d-9e0f1a2b3c4d",
  },
};
const exampleMoveId = "1d7c9b3e-2a4f-4e6d-8b0a-5c3e7f9a1b2d";
const invitation =
  "Hello Grace Hopper,\n\nThank you for applying for the **AI Researcher** position. We enjoyed reading your " +
  "application and would like to talk with you.";
const exampleSavedReply = {
  id: savedReplyPath.id.example,
  title: "Thanks, we are reading it",
  body: "Hello {{name}},\n\nThank you for your application for {{position}} ({{reference}}). We are reading it now.",
  updatedBy: "Ada Lovelace",
  updatedAt: "2026-11-21T08:30:00.000Z",
};
const tooMany = (text: string) =>
  answer("Too many from this account. Try again after Retry-After seconds.", "ApiError", { message: text }, [
    "Retry-After",
  ]);
const unknownPlaceholder = answer(
  "The body or the query breaks a rule (one sentence per problem in `details`); a placeholder that is not " +
    `one of ${placeholders} is refused.`,
  "ApiError",
  { message: "The request is not valid.", details: [unknownPlaceholderMessage(["{{salary}}"])] },
);
const savedReplyNotFound = answer("No saved reply has this id.", "ApiError", {
  message: savedReplyTexts.notFound,
});
const titleTaken = answer("Another saved reply has this title.", "ApiError", {
  message: savedReplyTexts.duplicateTitle,
});

export const pipelineEndpoints: Endpoint[] = [
  {
    method: "get",
    path: "/api/staff/pipeline",
    operationId: "getPipelineCounts",
    tag: "Staff",
    summary: "How many applications are at each stage, per position",
    description:
      "Every job of the careers content in its order (titles from the content), then positions no longer listed " +
      "that still have applications. Applications kept aside as spam are not counted.",
    bearerAuth: true,
    answers: {
      200: answer("The counts.", "PipelineCounts", {
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
  },
  {
    method: "get",
    path: "/api/staff/inbox/application/{id}/stage-emails",
    operationId: "previewStageEmails",
    tag: "Staff",
    summary: "The emails a stage move would send this applicant, filled",
    description:
      "The interview invitation and the decline (content/stage-emails.yaml) with the applicant's name, the " +
      "position's title and the reference filled in: Markdown, sent as a reply is (text as written, HTML from " +
      "it). The console shows it before the move; the move sends exactly this text.",
    bearerAuth: true,
    pathParameters: applicationPath,
    answers: {
      200: answer("The emails.", "StageEmails", { emails: [{ stage: "interview", body: invitation }] }),
      404: entryNotFound,
      ...staffCommon,
    },
  },
  {
    method: "post",
    path: "/api/staff/inbox/application/{id}/stage",
    operationId: "moveApplicationStage",
    tag: "Staff",
    summary: "Move an application to a stage, with the stage's email or without",
    description:
      "Stages: received, in-review, interview, offer, hired, declined (withdrawn is the applicant's alone, from " +
      `their account, and then stays). \`sendEmail\` sends the stage's email (the ${stageEmailLabels.interview} ` +
      `or the ${stageEmailLabels.declined}, as GET …/stage-emails shows it) through the outbox, threaded like a ` +
      "reply (In-Reply-To and References to the entry's emails) and kept in the entry's conversation. `id` is a " +
      "UUID the client makes once per move: the same id sent again (a double click, a retry) changes nothing, " +
      "sends nothing more and answers 200 with the move. Every move is in the audit log (who, from, to, whether " +
      "an email went). 60 moves per account in 15 minutes.",
    bearerAuth: true,
    pathParameters: applicationPath,
    request: body("StageMoveRequest", stageMoveRequestSchema, {
      id: exampleMoveId,
      stage: "interview",
      sendEmail: true,
    }),
    answers: {
      201: answer("Moved; `email` is the email queued, or null.", "StageMoved", {
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
      200: answer("This move id was used before: the move as it was made.", "StageMoved", {
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
        "ApiError",
        { message: pipelineTexts.sameStage },
      ),
      429: tooMany(pipelineTexts.tooMany),
      ...staffBodyErrors,
      ...staffCommon,
    },
  },
  {
    method: "get",
    path: "/api/staff/inbox/{kind}/{id}/saved-replies",
    operationId: "listFilledReplies",
    tag: "Staff",
    summary: "The saved replies, filled for this entry",
    description:
      `Each saved reply with its placeholders (${placeholders}) filled for this message or application: the ` +
      "sender's name, the position's title (a message's subject) and the reference. The reply composer starts " +
      "from one. Subscriptions have no conversation (404).",
    bearerAuth: true,
    pathParameters: entryPath,
    answers: {
      200: answer("The filled replies, by title.", "FilledReplyList", {
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
  },
  {
    method: "get",
    path: "/api/staff/saved-replies",
    operationId: "listSavedReplies",
    tag: "Staff",
    summary: "The saved replies, as written",
    description: `Every saved reply by title, with its placeholders (${placeholders}) unfilled.`,
    bearerAuth: true,
    answers: {
      200: answer("The saved replies.", "SavedReplyList", { savedReplies: [exampleSavedReply] }),
      ...staffCommon,
    },
  },
  {
    method: "post",
    path: "/api/staff/saved-replies",
    operationId: "createSavedReply",
    tag: "Staff",
    summary: "Add a saved reply (admins)",
    description:
      `Markdown with the placeholders ${placeholders}; any other \`{{…}}\` is refused (400). Titles are unique. ` +
      "Recorded in the audit log. 60 changes per account in 15 minutes.",
    bearerAuth: true,
    request: body("SavedReplyRequest", savedReplyRequestSchema, {
      title: exampleSavedReply.title,
      body: exampleSavedReply.body,
    }),
    answers: {
      201: answer("The saved reply.", "SavedReply", exampleSavedReply),
      409: titleTaken,
      429: tooMany(savedReplyTexts.tooMany),
      ...staffBodyErrors,
      400: unknownPlaceholder,
      ...staffCommon,
      403: adminForbidden,
    },
  },
  {
    method: "post",
    path: "/api/staff/saved-replies/{id}",
    operationId: "updateSavedReply",
    tag: "Staff",
    summary: "Change a saved reply (admins)",
    description: "As when adding one: the same rules, recorded in the audit log.",
    bearerAuth: true,
    pathParameters: savedReplyPath,
    request: body("SavedReplyRequest", savedReplyRequestSchema, {
      title: exampleSavedReply.title,
      body: exampleSavedReply.body,
    }),
    answers: {
      200: answer("The saved reply as it is now.", "SavedReply", exampleSavedReply),
      404: savedReplyNotFound,
      409: titleTaken,
      429: tooMany(savedReplyTexts.tooMany),
      ...staffBodyErrors,
      400: unknownPlaceholder,
      ...staffCommon,
      403: adminForbidden,
    },
  },
  {
    method: "post",
    path: "/api/staff/saved-replies/{id}/delete",
    operationId: "deleteSavedReply",
    tag: "Staff",
    summary: "Delete a saved reply (admins)",
    description: "Replies already sent from it are not changed. Recorded in the audit log.",
    bearerAuth: true,
    pathParameters: savedReplyPath,
    answers: {
      204: { description: "Deleted." },
      404: savedReplyNotFound,
      429: tooMany(savedReplyTexts.tooMany),
      ...staffCommon,
      403: adminForbidden,
    },
  },
];
