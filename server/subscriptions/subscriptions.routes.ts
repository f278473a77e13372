import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  subscriptionLinkSchema,
  subscriptionLinkTexts,
  subscriptionSchema,
  type SubscriptionLinkError,
  type SubscriptionLinkResponse,
  type SubscriptionList,
} from "../../contract/subscription.ts";
import { apiMessages } from "../../contract/api.ts";
import {
  answerExamples,
  errorExamples,
  linkErrorExamples,
  requestExamples,
} from "../../contract/examples.ts";
import { withSpamSignals } from "../../contract/form-signals.ts";
import {
  subscriptionLinkAnswerSchema,
  subscriptionLinkErrorSchema,
  subscriptionResponseSchema,
} from "../../contract/responses.ts";
import { z } from "../../contract/zod.ts";
import type { AppServices } from "../services.ts";
import { HttpError } from "../http/http-error.ts";
import { FormBody, isFormBody, registerFormBodyParser } from "../forms/form-body.ts";
import { handleSubmission } from "../forms/submission.ts";
import { publicOrigin } from "../http/public-origin.ts";
import { parseBody } from "../http/validate.ts";
import { confirmSubscription, subscribe, unsubscribe, type LinkOutcome } from "./subscriptions.service.ts";
import { access } from "../http/access.ts";
import { apiError, bodyAnswers, serviceUnavailable } from "../http/common-answers.ts";
import {
  answer,
  component,
  emptyAnswer,
  routeSchema,
  validatedInHandler,
  type Answer,
} from "../http/route-schema.ts";
import {
  formErrors,
  formNote,
  idempotencyKeyHeaders,
  plainForm,
  tooManySubmissions,
} from "../forms/form-answers.ts";

// One object, so both sign-up operations share one component.
const subscription = component(
  "Subscription",
  withSpamSignals(subscriptionSchema),
  requestExamples.subscription,
);
const subscriptionLink = component(
  "SubscriptionLink",
  subscriptionLinkSchema,
  requestExamples.subscriptionLink,
);
const subscriptionAccepted = component("SubscriptionAccepted", subscriptionResponseSchema);
const subscriptionLinkAnswer = component("SubscriptionLinkAnswer", subscriptionLinkAnswerSchema);
const subscriptionLinkError = component("SubscriptionLinkError", subscriptionLinkErrorSchema);

const subscriptionNote =
  "Double opt-in: the answer is the same whether or not the address was already on the list, so it tells nobody " +
  "which addresses are known.";

const signUp = (list: SubscriptionList) =>
  routeSchema({
    operationId: list === "newsletter" ? "subscribeToNewsletter" : "subscribeToEvents",
    tags: ["Subscriptions"],
    summary: list === "newsletter" ? "Subscribe to the newsletter" : "Subscribe to event announcements",
    description: `${subscriptionNote} ${formNote}`,
    body: subscription,
    headers: idempotencyKeyHeaders,
    plainForm: plainForm({ email: requestExamples.subscription.email, website: "" }),
    response: {
      201: answer(
        "Accepted.",
        subscriptionAccepted,
        list === "newsletter" ? answerExamples.newsletterAccepted : answerExamples.eventsAccepted,
      ),
      ...formErrors,
    },
  });

const linkTokenQuery = z.object({
  token: z.optional(
    z.string().check(
      z.minLength(1),
      z.maxLength(200),
      z.meta({
        description:
          "The secret of an emailed link, for clients that cannot send a body of their own (RFC 8058 one-click).",
        examples: [requestExamples.subscriptionLink.token],
      }),
    ),
  ),
});

/** What both emailed-link operations may answer besides their success. */
const linkErrors: Record<number, Answer> = {
  400: answer(
    "No token in the body (or, for a form body, in the query).",
    apiError,
    errorExamples.linkMissing,
  ),
  404: answer(
    "The token is unknown: a forged or cut-short link. Nothing changed.",
    subscriptionLinkError,
    linkErrorExamples.invalid,
  ),
  410: answer(
    "The link was already used, or is past its lifetime (`code` says which). Nothing changed.",
    subscriptionLinkError,
    linkErrorExamples.used,
  ),
  413: bodyAnswers[413],
  415: bodyAnswers[415],
  429: tooManySubmissions,
  503: serviceUnavailable,
};

const confirmSchema = routeSchema({
  operationId: "confirmSubscription",
  tags: ["Subscriptions"],
  summary: "Confirm a subscription from the emailed link",
  description:
    "The confirmation email links to /subscriptions/confirm#token=…; the page sends the token here. A link " +
    "works once, within 48 hours. Only confirmed addresses receive emails.",
  body: subscriptionLink,
  response: {
    200: answer("Confirmed.", subscriptionLinkAnswer, answerExamples.subscriptionConfirmed),
    ...linkErrors,
  },
});

const unsubscribeSchema = routeSchema({
  operationId: "unsubscribe",
  tags: ["Subscriptions"],
  summary: "Unsubscribe with the link from any email",
  description:
    "Every email to a subscriber links to /subscriptions/unsubscribe#token=…, whose page sends the token here " +
    "as JSON. The same address is the email's `List-Unsubscribe` URL, with `?token=…`: mail providers post " +
    "`List-Unsubscribe=One-Click` to it as a form (RFC 8058). Subscribing again later works as the first time.",
  querystring: linkTokenQuery,
  body: subscriptionLink,
  plainForm: {
    description: "RFC 8058 one-click: the token comes from the query.",
    example: "List-Unsubscribe=One-Click",
  },
  response: {
    200: answer("Unsubscribed.", subscriptionLinkAnswer, answerExamples.unsubscribed),
    ...linkErrors,
  },
});

const openLinkSchema = routeSchema({
  operationId: "openUnsubscribeLink",
  tags: ["Subscriptions"],
  summary: "Open the List-Unsubscribe address in a browser",
  description:
    "Changes nothing (a link scanner may open it): sends the browser to the unsubscribe page, with the token " +
    "moved into the URL fragment.",
  querystring: linkTokenQuery,
  response: {
    303: emptyAnswer(
      "Redirect to the unsubscribe page (without a token, the page says the link is incomplete).",
      ["Location"],
    ),
  },
});

// Every route here validates in its handler (validatedInHandler): the content type is checked first, a form body
// takes its token from the query, and a bad token in a browser's link is a redirect, not a 400.
const handlerValidated = { ...access("public"), validatorCompiler: validatedInHandler };

/**
 * POST /api/newsletter and POST /api/events/subscribe with {email}: always 201 {id, message} (double opt-in).
 * POST /api/subscriptions/confirm and /api/subscriptions/unsubscribe with {token}: 200, or 404/410 for a bad link.
 * The unsubscribe address also takes RFC 8058 one-click posts: `?token=…` with the form body
 * `List-Unsubscribe=One-Click`, as mail providers send it.
 */
const LINK_LIMIT_FACTOR = 30;

export async function subscriptionRoutes(app: FastifyInstance, services: AppServices) {
  const context = { forms: services.config.forms, origin: publicOrigin(services.config) };
  const route = (list: SubscriptionList) => (request: FastifyRequest, reply: FastifyReply) =>
    handleSubmission(services, request, reply, {
      scope: list,
      schema: subscriptionSchema,
      store: (tx, { data, spam }) => subscribe(tx, context, list, data.email, spam),
    });
  app.post("/newsletter", { ...handlerValidated, schema: signUp("newsletter") }, route("newsletter"));
  app.post("/events/subscribe", { ...handlerValidated, schema: signUp("events") }, route("events"));

  // Form bodies: the sign-up forms posted without JavaScript (answered with a redirect), and mail providers'
  // one-click unsubscribes (RFC 8058 §3.1), urlencoded or multipart, where only the query's token matters.
  // Registered inside this plugin, so only its routes (and the other form routes' own) accept form bodies.
  registerFormBodyParser(app, { bodyLimit: 4096 });
  app.addContentTypeParser(
    "multipart/form-data",
    { parseAs: "string", bodyLimit: 4096 },
    (_request, _body, done) => done(null, new FormBody({})),
  );

  // Tokens are 256-bit random, so the limit guards only the database. It is wider than a form's because RFC 8058
  // one-click posts come from a mail provider's few addresses on behalf of many readers.
  const linkRateLimit = {
    limit: services.config.forms.rateLimit.limit * LINK_LIMIT_FACTOR,
    windowMs: services.config.forms.rateLimit.windowMs,
  };

  const linkRoute =
    (action: "confirm" | "unsubscribe", apply: (token: string) => Promise<LinkOutcome>) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const contentType = request.headers["content-type"] ?? "";
      if (
        !/^(application\/json|application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i.test(
          contentType,
        )
      ) {
        throw new HttpError(415, apiMessages.unsupportedMediaType);
      }
      const query = request.query as { token?: unknown };
      const body = request.body;
      const { token } = parseBody(subscriptionLinkSchema, isFormBody(body) ? { token: query.token } : body);
      await services.rateLimiter.consume(`form:subscription-link:${request.ip}`, linkRateLimit);
      const outcome = await apply(token);
      reply.header("cache-control", "no-store");
      if (!outcome.ok) {
        return reply.status(outcome.problem === "invalid" ? 404 : 410).send({
          message: subscriptionLinkTexts.problems[outcome.problem],
          code: outcome.problem,
        } satisfies SubscriptionLinkError);
      }
      if (action === "confirm") services.outbox.notify();
      return reply.send({
        list: outcome.list,
        message: subscriptionLinkTexts[action].done(outcome.list),
      } satisfies SubscriptionLinkResponse);
    };
  app.post(
    "/subscriptions/confirm",
    { ...handlerValidated, schema: confirmSchema },
    linkRoute("confirm", (token) => confirmSubscription(services.database.db, context.forms, token)),
  );
  app.post(
    "/subscriptions/unsubscribe",
    { ...handlerValidated, schema: unsubscribeSchema },
    linkRoute("unsubscribe", (token) => unsubscribe(services.database.db, token)),
  );

  // The List-Unsubscribe address opened in a browser: change nothing (link scanners open it too), hand the token to
  // the page in the fragment, which no server or log sees.
  app.get("/subscriptions/unsubscribe", { ...handlerValidated, schema: openLinkSchema }, (request, reply) => {
    const { token } = request.query as { token?: unknown };
    const valid = typeof token === "string" && token.length > 0 && token.length <= 200;
    const page = valid
      ? `/subscriptions/unsubscribe#token=${encodeURIComponent(token)}`
      : "/subscriptions/unsubscribe";
    return reply.header("cache-control", "no-store").redirect(page, 303);
  });
}
