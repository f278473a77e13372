// The zod schemas of the pipeline's and the saved replies' requests and answers, for the server and the OpenAPI
// document (the console uses the plain types of pipeline.ts and saved-replies.ts).
import { applicationStages, emailStages, pipelineTexts, staffStages } from "./pipeline.ts";
import { unknownPlaceholderMessage, unknownPlaceholders } from "./placeholders.ts";
import { SAVED_REPLY_MAX_LENGTH, SAVED_REPLY_TITLE_MAX, savedReplyTexts } from "./saved-replies.ts";
import { entryMarkers, threadMessageSchema } from "./staff-schemas.ts";
import { assigneeSchema } from "./team-schemas.ts";
import { cleanMultiLine, cleanSingleLine } from "./clean-text.ts";
import { z } from "./zod.ts";

const inboxItemFields = z.object({
  kind: z.literal("application"),
  id: z.uuid(),
  receivedAt: z.string(),
  name: z.string(),
  email: z.string(),
  about: z.string(),
  category: z.string(),
  status: z.enum(applicationStages),
  verdict: z.enum(["clean", "spam", "released"]),
  spamReason: z.string(),
  assignee: z.nullable(assigneeSchema),
  // Only a contact message claims another entry (an email from a different sender): null here.
  claimedReference: z.nullable(z.string()),
  acknowledgementWithheld: z.boolean(),
  reference: z.nullable(z.string()),
  marker: z.nullable(z.enum(entryMarkers)),
  // Applications are never snoozed: null here.
  snoozedUntil: z.nullable(z.string()),
  statusSince: z.string(),
});

export const stageMoveRequestSchema = z.object(
  {
    id: z.uuid({ error: pipelineTexts.invalidId }),
    stage: z.enum(staffStages, { error: pipelineTexts.stage }),
    sendEmail: z.boolean({ error: "sendEmail must be true or false" }),
  },
  { error: pipelineTexts.stage },
);

const stageMoveSchema = z.object({
  id: z.uuid(),
  from: z.enum(applicationStages),
  to: z.enum(applicationStages),
  emailId: z.nullable(z.uuid()),
  by: z.string(),
  at: z.string(),
});

export const stageMovedSchema = z.object({
  item: inboxItemFields,
  move: stageMoveSchema,
  /** The email that went with the move, as it stands in the entry's conversation. */
  email: z.nullable(threadMessageSchema),
});

export const stageEmailsSchema = z.object({
  emails: z.array(z.object({ stage: z.enum(emailStages), body: z.string() })),
});

const count = z.int().check(z.minimum(0));
const countsSchema = z.object({
  received: count,
  "in-review": count,
  interview: count,
  offer: count,
  hired: count,
  declined: count,
  withdrawn: count,
} satisfies Record<(typeof applicationStages)[number], typeof count>);

export const pipelineCountsSchema = z.object({
  positions: z.array(
    z.object({
      position: z.string(),
      title: z.string(),
      counts: countsSchema,
      total: z.int().check(z.minimum(0)),
    }),
  ),
});

/** Markdown with only the known placeholders. */
const templateBody = z.string({ error: savedReplyTexts.bodyRequired }).check(
  z.overwrite(cleanMultiLine),
  z.minLength(1, savedReplyTexts.bodyRequired),
  z.maxLength(SAVED_REPLY_MAX_LENGTH, savedReplyTexts.bodyTooLong),
  z.superRefine((value, context) => {
    const unknown = unknownPlaceholders(value);
    if (unknown.length > 0) {
      context.addIssue({ code: "custom", message: unknownPlaceholderMessage(unknown), input: value });
    }
  }),
);

export const savedReplyRequestSchema = z.object(
  {
    title: z
      .string({ error: savedReplyTexts.titleRequired })
      .check(
        z.overwrite(cleanSingleLine),
        z.minLength(1, savedReplyTexts.titleRequired),
        z.maxLength(SAVED_REPLY_TITLE_MAX, savedReplyTexts.titleTooLong),
      ),
    body: templateBody,
  },
  { error: savedReplyTexts.titleRequired },
);

export const savedReplySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  body: z.string(),
  updatedBy: z.string(),
  updatedAt: z.string(),
});

export const savedReplyListSchema = z.object({ savedReplies: z.array(savedReplySchema) });

export const filledReplyListSchema = z.object({
  savedReplies: z.array(z.object({ id: z.uuid(), title: z.string(), body: z.string() })),
});
