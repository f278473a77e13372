import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { apiMessages } from "../../contract/api.ts";
import { errorExamples } from "../../contract/examples.ts";
import {
  editionAudienceSchema,
  editionInputSchema,
  editionListSchema,
  editionSchema,
  sendRequestSchema,
  testSentSchema,
} from "../../contract/newsletters-schemas.ts";
import { newsletterTexts, type Edition } from "../../contract/newsletters.ts";
import { staffMessages } from "../../contract/staff.ts";
import { staffErrorSchema } from "../../contract/staff-schemas.ts";
import { z } from "../../contract/zod.ts";
import { signedIn } from "../auth/caller.ts";
import { access } from "../http/access.ts";
import { apiError, serviceUnavailable } from "../http/common-answers.ts";
import { HttpError } from "../http/http-error.ts";
import { publicOrigin } from "../http/public-origin.ts";
import { answer, component, emptyAnswer, routeSchema, type Answer } from "../http/route-schema.ts";
import { enqueueEmail } from "../outbox/outbox.ts";
import type { RateRule } from "../rate-limit/rate-limiter.ts";
import type { AppServices } from "../services.ts";
import {
  audienceOf,
  createEdition,
  deleteEdition,
  findEdition,
  listEditions,
  startSending,
  updateEdition,
  type Editor,
} from "./editions.service.ts";
import { exampleAudience, exampleEdition, exampleInput, exampleSummary } from "./newsletter-examples.ts";
import { renderTest } from "./newsletter-email.ts";

/** Drafts created, changed or deleted, and sends begun, per staff account in one window. */
export const EDITION_WRITES: RateRule = { limit: 60, windowMs: 15 * 60_000 };
/** Test emails per staff account in one window: enough to check an edition, not to mail oneself in bulk. */
export const EDITION_TESTS: RateRule = { limit: 10, windowMs: 15 * 60_000 };

const editionInput = component("NewsletterDraft", editionInputSchema, exampleInput);
const edition = component("NewsletterEdition", editionSchema);
const editionList = component("NewsletterEditionList", editionListSchema);
const audience = component("NewsletterAudience", editionAudienceSchema);
const testSent = component("NewsletterTestSent", testSentSchema);
const sendRequest = component("NewsletterSend", sendRequestSchema, {
  expectedRecipients: exampleAudience.recipients,
});
const staffError = component("StaffError", staffErrorSchema);

const editionParams = z.object({
  id: z.uuid().check(z.meta({ description: "The edition's id.", examples: [exampleEdition.id] })),
});

/** What every route here may answer besides its own: the access hook's refusals (ADR 0036) and an outage. */
const staffAnswers: Record<number, Answer> = {
  401: answer(
    "No token, or a token that is unknown, expired or signed out. Nothing else is said.",
    apiError,
    errorExamples.sessionExpired,
    ["WWW-Authenticate"],
  ),
  403: answer(
    "The account is a visitor's (`code` staff-only), or this session has not yet proved the account's second " +
      "factor (`code` second-factor-required). Nothing else is said.",
    staffError,
    { message: staffMessages.secondFactorRequired, code: "second-factor-required" },
  ),
  503: serviceUnavailable,
};
const invalid = (example: string) =>
  answer("The body or the id breaks a rule (one sentence per problem in `details`).", apiError, {
    message: apiMessages.invalidInput,
    details: [example],
  });
const notFound = answer("No edition has this id.", apiError, { message: newsletterTexts.notFound });
const notDraft = answer(
  "The edition is being sent or was sent: only a draft can be changed, deleted or sent.",
  apiError,
  { message: newsletterTexts.notDraft },
);
const tooMany = (message: string) =>
  answer("Too many in a short time. Try again after Retry-After seconds.", apiError, { message }, [
    "Retry-After",
  ]);

const listSchema = routeSchema({
  operationId: "listNewsletterEditions",
  tags: ["Staff"],
  summary: "List the newsletter editions",
  description:
    "Every edition and event announcement, the newest first (drafts by their last change, the others by when " +
    "sending began), each with what became of its recipients: queued, sent, failed (bounced), skipped " +
    "(unsubscribed or bouncing by their turn) and unsubscribed after it.",
  response: {
    200: answer("The editions.", editionList, { editions: [exampleSummary] }),
    ...staffAnswers,
  },
});

const createSchema = routeSchema({
  operationId: "createNewsletterEdition",
  tags: ["Staff"],
  summary: "Write a new edition (a draft)",
  description:
    "A draft for one list: `newsletter` (the newsletter) or `events` (event announcements). The body is " +
    "Markdown, rendered as staff replies are (raw HTML shown as text, only http(s) and mailto links, no images).",
  body: editionInput,
  response: {
    201: answer("The draft.", edition, { ...exampleEdition, status: "draft", archivePath: null }),
    400: invalid(newsletterTexts.subjectRequired),
    429: tooMany(newsletterTexts.tooManyChanges),
    ...staffAnswers,
  },
});

const getSchema = routeSchema({
  operationId: "getNewsletterEdition",
  tags: ["Staff"],
  summary: "Read one edition",
  params: editionParams,
  response: {
    200: answer("The edition with its Markdown and its counts.", edition, exampleEdition),
    400: invalid("Invalid UUID"),
    404: notFound,
    ...staffAnswers,
  },
});

const updateSchema = routeSchema({
  operationId: "updateNewsletterEdition",
  tags: ["Staff"],
  summary: "Change a draft",
  params: editionParams,
  body: editionInput,
  response: {
    200: answer("The draft as changed.", edition, { ...exampleEdition, status: "draft", archivePath: null }),
    400: invalid(newsletterTexts.bodyRequired),
    404: notFound,
    409: notDraft,
    429: tooMany(newsletterTexts.tooManyChanges),
    ...staffAnswers,
  },
});

const deleteSchema = routeSchema({
  operationId: "deleteNewsletterEdition",
  tags: ["Staff"],
  summary: "Delete a draft",
  description: "An edition that went out stays, with its page in the archive.",
  params: editionParams,
  response: {
    204: emptyAnswer("Deleted."),
    400: invalid("Invalid UUID"),
    404: notFound,
    409: notDraft,
    429: tooMany(newsletterTexts.tooManyChanges),
    ...staffAnswers,
  },
});

const audienceSchema = routeSchema({
  operationId: "getNewsletterAudience",
  tags: ["Staff"],
  summary: "Count who the edition would go to now",
  description:
    "The confirmed subscribers of the edition's list whose address does not bounce (`recipients`: the number " +
    "the send's confirmation shows and sends back), and those left out because it bounces.",
  params: editionParams,
  response: {
    200: answer("The counts.", audience, exampleAudience),
    400: invalid("Invalid UUID"),
    404: notFound,
    ...staffAnswers,
  },
});

const testSchema = routeSchema({
  operationId: "sendNewsletterTest",
  tags: ["Staff"],
  summary: "Send the edition to yourself as a test",
  description:
    "Queues the edition as a subscriber would get it, marked [Test] in its subject, to the signed-in account's " +
    "own address only. Its unsubscribe link opens the unsubscribe page without a token, and it has no " +
    "List-Unsubscribe header: nobody is subscribed behind it. At most 10 in 15 minutes.",
  params: editionParams,
  response: {
    202: answer("Queued.", testSent, {
      to: "grace@example.org",
      message: newsletterTexts.testSent("grace@example.org"),
    }),
    400: invalid("Invalid UUID"),
    404: notFound,
    429: tooMany(newsletterTexts.tooManyTests),
    ...staffAnswers,
  },
});

const sendSchema = routeSchema({
  operationId: "sendNewsletterEdition",
  tags: ["Staff"],
  summary: "Send a draft to its list",
  description:
    "Sends the draft to the confirmed subscribers of its list whose address does not bounce. " +
    "`expectedRecipients` is the number the confirmation showed (GET …/audience); if the list changed since, " +
    "nothing is sent (409) and the new number is in the message. The recipients are fixed now, one per " +
    "subscriber, and the edition's page opens in the archive (/newsletters/<slug>). Their emails are handed to " +
    "the outbox at NEWSLETTER_SEND_PER_MINUTE, each with the subscriber's own unsubscribe link and RFC 8058 " +
    "one-click headers; a subscriber who unsubscribes or starts bouncing before their turn is skipped. A restart " +
    "carries on where sending stopped, and nobody is handed the edition twice.",
  params: editionParams,
  body: sendRequest,
  response: {
    202: answer("Sending began.", edition, { ...exampleEdition, status: "sending" }),
    400: invalid(newsletterTexts.expectedRecipients),
    404: notFound,
    409: answer(
      "Not a draft; or the number of recipients is not the one sent (the message says the new one); or the " +
        "list has no confirmed subscriber to send to. Nothing was sent.",
      apiError,
      { message: newsletterTexts.audienceChanged(1285) },
    ),
    429: tooMany(newsletterTexts.tooManyChanges),
    ...staffAnswers,
  },
});

/**
 * The newsletter editions in the staff console under /api/staff/newsletters (ADR 0050): staff and admins write,
 * test and send them. Every route declares the staff level; the access hook has checked the session, the role and
 * the second factor before any of these runs.
 */
export async function newsletterRoutes(app: FastifyInstance, services: AppServices) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { database, rateLimiter, config } = services;
  const db = database.db;
  const origin = publicOrigin(config);

  const editorOf = (request: FastifyRequest): Editor => {
    const me = signedIn(request);
    return { id: me.userId, label: `${me.name} <${me.email}>` };
  };
  const found = <T>(value: T | undefined): T => {
    if (value === undefined) throw new HttpError(404, newsletterTexts.notFound);
    return value;
  };
  const changed = <T>(value: T | "not-draft" | undefined): T => {
    if (value === "not-draft") throw new HttpError(409, newsletterTexts.notDraft);
    return found(value);
  };
  const writes = (editor: Editor) =>
    rateLimiter.consume(`newsletters:${editor.id}`, EDITION_WRITES, newsletterTexts.tooManyChanges);

  api.get("/staff/newsletters", { ...access("staff"), schema: listSchema }, async (_request, reply) =>
    reply.send({ editions: await listEditions(db) }),
  );

  api.post("/staff/newsletters", { ...access("staff"), schema: createSchema }, async (request, reply) => {
    const editor = editorOf(request);
    await writes(editor);
    return reply.status(201).send(await createEdition(db, request.body, editor));
  });

  api.get("/staff/newsletters/:id", { ...access("staff"), schema: getSchema }, async (request, reply) =>
    reply.send(found(await findEdition(db, request.params.id))),
  );

  api.post("/staff/newsletters/:id", { ...access("staff"), schema: updateSchema }, async (request, reply) => {
    await writes(editorOf(request));
    return reply.send(changed(await updateEdition(db, request.params.id, request.body)));
  });

  api.post(
    "/staff/newsletters/:id/delete",
    { ...access("staff"), schema: deleteSchema },
    async (request, reply) => {
      await writes(editorOf(request));
      changed(await deleteEdition(db, request.params.id));
      return reply.status(204).send();
    },
  );

  api.get(
    "/staff/newsletters/:id/audience",
    { ...access("staff"), schema: audienceSchema },
    async (request, reply) => {
      const edition: Edition = found(await findEdition(db, request.params.id));
      return reply.send(await audienceOf(db, edition.list));
    },
  );

  api.post(
    "/staff/newsletters/:id/test",
    { ...access("staff"), schema: testSchema },
    async (request, reply) => {
      const me = signedIn(request);
      await rateLimiter.consume(`newsletter-tests:${me.userId}`, EDITION_TESTS, newsletterTexts.tooManyTests);
      const edition = found(await findEdition(db, request.params.id));
      await enqueueEmail(db, {
        ...renderTest(edition, origin, edition.archivePath),
        kind: "newsletter-test",
        refId: edition.id,
        to: [me.email],
      });
      services.outbox.notify();
      return reply.status(202).send({ to: me.email, message: newsletterTexts.testSent(me.email) });
    },
  );

  api.post(
    "/staff/newsletters/:id/send",
    { ...access("staff"), schema: sendSchema },
    async (request, reply) => {
      const editor = editorOf(request);
      await writes(editor);
      const outcome = await startSending(db, request.params.id, request.body.expectedRecipients, editor);
      if (!outcome.ok) {
        switch (outcome.problem) {
          case "not-found":
            throw new HttpError(404, newsletterTexts.notFound);
          case "not-draft":
            throw new HttpError(409, newsletterTexts.notDraft);
          case "no-recipients":
            throw new HttpError(409, newsletterTexts.noRecipients);
          case "audience-changed":
            throw new HttpError(409, newsletterTexts.audienceChanged(outcome.recipients));
        }
      }
      services.newsletters.notify();
      request.log.info(
        {
          event: "newsletter_send",
          editionId: outcome.edition.id,
          recipients: outcome.edition.counts.recipients,
        },
        "newsletter edition sending",
      );
      return reply.status(202).send(outcome.edition);
    },
  );
}
