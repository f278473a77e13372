// The zod schemas of the newsletter editions' requests and answers (/api/staff/newsletters…), for the server and the
// OpenAPI document; the console uses the plain types of newsletters.ts.
import { cleanMultiLine, cleanSingleLine } from "./clean-text.ts";
import {
  EDITION_BODY_MAX,
  EDITION_SUBJECT_MAX,
  editionStatuses,
  newsletterTexts,
  type Edition,
  type EditionAudience,
  type EditionCounts,
  type EditionInput,
  type EditionList,
  type SendRequest,
  type TestSent,
} from "./newsletters.ts";
import { subscriptionLists } from "./subscription-lists.ts";
import { z } from "./zod.ts";

export const editionInputSchema = z.object(
  {
    list: z.enum(subscriptionLists, { error: newsletterTexts.list }),
    subject: z
      .string({ error: newsletterTexts.subjectRequired })
      .check(
        z.overwrite(cleanSingleLine),
        z.minLength(1, newsletterTexts.subjectRequired),
        z.maxLength(EDITION_SUBJECT_MAX, newsletterTexts.subjectTooLong),
      ),
    body: z
      .string({ error: newsletterTexts.bodyRequired })
      .check(
        z.overwrite(cleanMultiLine),
        z.minLength(1, newsletterTexts.bodyRequired),
        z.maxLength(EDITION_BODY_MAX, newsletterTexts.bodyTooLong),
      ),
  },
  { error: newsletterTexts.subjectRequired },
) satisfies z.ZodMiniType<EditionInput, unknown>;

export const sendRequestSchema = z.object(
  {
    expectedRecipients: z
      .int({ error: newsletterTexts.expectedRecipients })
      .check(z.minimum(0, newsletterTexts.expectedRecipients)),
  },
  { error: newsletterTexts.expectedRecipients },
) satisfies z.ZodMiniType<SendRequest, unknown>;

const count = z.int().check(z.minimum(0));

export const editionCountsSchema = z.object({
  recipients: count,
  queued: count,
  sent: count,
  failed: count,
  skipped: count,
  unsubscribedAfter: count,
}) satisfies z.ZodMiniType<EditionCounts, unknown>;

const summaryShape = {
  id: z.uuid(),
  list: z.enum(subscriptionLists),
  subject: z.string(),
  status: z.enum(editionStatuses),
  archivePath: z.nullable(z.string()),
  createdBy: z.string(),
  updatedAt: z.string(),
  sendStartedAt: z.nullable(z.string()),
  handedOutAt: z.nullable(z.string()),
  counts: editionCountsSchema,
};

export const editionSchema = z.object({ ...summaryShape, body: z.string() }) satisfies z.ZodMiniType<
  Edition,
  unknown
>;

export const editionListSchema = z.object({
  editions: z.array(z.object(summaryShape)),
}) satisfies z.ZodMiniType<EditionList, unknown>;

export const editionAudienceSchema = z.object({
  list: z.enum(subscriptionLists),
  recipients: count,
  bouncing: count,
}) satisfies z.ZodMiniType<EditionAudience, unknown>;

export const testSentSchema = z.object({ to: z.string(), message: z.string() }) satisfies z.ZodMiniType<
  TestSent,
  unknown
>;
