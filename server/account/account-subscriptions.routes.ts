import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  accountSubscriptionsSchema,
  changedSubscriptionSchema,
  subscriptionChangeSchema,
} from "../../contract/account-data-schemas.ts";
import {
  accountDataMessages,
  type AccountSubscriptions,
  type ChangedSubscription,
} from "../../contract/account-data.ts";
import { accountUnauthorized } from "../auth/auth-answers.ts";
import { accountValidation } from "../auth/auth-errors.ts";
import { apiError, serviceUnavailable } from "../http/common-answers.ts";
import { answer, component, routeSchema } from "../http/route-schema.ts";
import type { AppServices } from "../services.ts";
import { accountTooMany, emailUnverified } from "./account-answers.ts";
import { changeOwnSubscription, listStates } from "./account-subscriptions.ts";
import { refuseUnverified } from "./refuse-unverified.ts";
import { caller } from "../auth/caller.ts";
import { access } from "../http/access.ts";

// Changes per account and window: each subscribe emails staff, so toggling must not flood their inbox.
const CHANGES = { limit: 20, windowMs: 15 * 60_000 };

const accountSubscriptions = component("AccountSubscriptions", accountSubscriptionsSchema);
const changedSubscription = component("ChangedSubscription", changedSubscriptionSchema);
const subscriptionChangeRequest = component("SubscriptionChangeRequest", subscriptionChangeSchema, {
  list: "newsletter",
  subscribed: true,
});

const listSchema = routeSchema({
  operationId: "listAccountSubscriptions",
  tags: ["Account"],
  summary: "The newsletter and event announcements for your verified address",
  description:
    "Each list's state: subscribed, pending (a confirmation email was sent and not yet followed) or " +
    "not-subscribed.",
  response: {
    200: answer("The lists.", accountSubscriptions, {
      subscriptions: [
        { list: "newsletter", state: "subscribed" },
        { list: "events", state: "not-subscribed" },
      ],
    }),
    401: accountUnauthorized,
    403: emailUnverified,
    503: serviceUnavailable,
  },
});

const changeSchema = routeSchema({
  operationId: "changeAccountSubscription",
  tags: ["Account"],
  summary: "Subscribe to or unsubscribe from a list",
  description:
    "Applies at once, without an emailed link: the address is verified. Subscribing tells staff of the new " +
    "subscriber, as a confirmation link does; unsubscribing also spends any confirmation link still in the " +
    "inbox. Repeating a change changes nothing. At most 20 changes per account in 15 minutes.",
  body: subscriptionChangeRequest,
  response: {
    200: answer("The lists as they are now.", changedSubscription, {
      subscriptions: [
        { list: "newsletter", state: "subscribed" },
        { list: "events", state: "not-subscribed" },
      ],
      message: accountDataMessages.subscribed("newsletter"),
    }),
    400: answer("No list, or `subscribed` is not true or false.", apiError, {
      message: "list must be newsletter or events",
      details: ["list must be newsletter or events"],
    }),
    401: accountUnauthorized,
    403: emailUnverified,
    429: accountTooMany("changes"),
    503: serviceUnavailable,
  },
});

/** A route hook: an unverified address is refused (403) before its body is looked at. */
async function verifiedAddressOnly(request: FastifyRequest, reply: FastifyReply) {
  const me = await caller(request);
  if (!me.emailVerified) return refuseUnverified(reply);
}

/**
 * GET /api/account/subscriptions: the newsletter and event announcements for the account's verified address.
 * POST with {list, subscribed}: subscribe or unsubscribe at once, through the subscriptions service (no emailed
 * link: the address is proven).
 */
export async function accountSubscriptionRoutes(app: FastifyInstance, services: AppServices) {
  const db = services.database.db;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    "/account/subscriptions",
    { ...access("signed-in"), schema: listSchema },
    async (request, reply) => {
      const me = await caller(request);
      if (!me.emailVerified) return refuseUnverified(reply);
      return reply.send({ subscriptions: await listStates(db, me.email) } satisfies AccountSubscriptions);
    },
  );

  api.post(
    "/account/subscriptions",
    {
      ...access("signed-in"),
      ...accountValidation,
      preValidation: verifiedAddressOnly,
      schema: changeSchema,
    },
    async (request, reply) => {
      const me = await caller(request);
      const { list, subscribed } = request.body;
      await services.rateLimiter.consume(`account-subscriptions:${me.userId}`, CHANGES);
      const changed = await changeOwnSubscription(db, services.config.forms, list, me.email, subscribed);
      // A new subscriber's notice to staff is queued.
      if (changed && subscribed) services.outbox.notify();
      return reply.send({
        subscriptions: await listStates(db, me.email),
        message: subscribed ? accountDataMessages.subscribed(list) : accountDataMessages.unsubscribed(list),
      } satisfies ChangedSubscription);
    },
  );
}
