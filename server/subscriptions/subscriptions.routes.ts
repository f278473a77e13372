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
import type { AppServices } from "../services.ts";
import { HttpError } from "../http/http-error.ts";
import { FormBody, isFormBody, registerFormBodyParser } from "../forms/form-body.ts";
import { handleSubmission } from "../forms/submission.ts";
import { publicOrigin } from "../http/public-origin.ts";
import { parseBody } from "../http/validate.ts";
import { confirmSubscription, subscribe, unsubscribe, type LinkOutcome } from "./subscriptions.service.ts";
import { access } from "../http/access.ts";

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
  app.post("/newsletter", access("public"), route("newsletter"));
  app.post("/events/subscribe", access("public"), route("events"));

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
    access("public"),
    linkRoute("confirm", (token) => confirmSubscription(services.database.db, context.forms, token)),
  );
  app.post(
    "/subscriptions/unsubscribe",
    access("public"),
    linkRoute("unsubscribe", (token) => unsubscribe(services.database.db, token)),
  );

  // The List-Unsubscribe address opened in a browser: change nothing (link scanners open it too), hand the token to
  // the page in the fragment, which no server or log sees.
  app.get("/subscriptions/unsubscribe", access("public"), (request, reply) => {
    const { token } = request.query as { token?: unknown };
    const valid = typeof token === "string" && token.length > 0 && token.length <= 200;
    const page = valid
      ? `/subscriptions/unsubscribe#token=${encodeURIComponent(token)}`
      : "/subscriptions/unsubscribe";
    return reply.header("cache-control", "no-store").redirect(page, 303);
  });
}
