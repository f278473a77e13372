import type { FastifyInstance } from "fastify";
import { subscriptionChangeSchema } from "../../contract/account-data-schemas.ts";
import {
  accountDataMessages,
  type AccountSubscription,
  type AccountSubscriptions,
  type ChangedSubscription,
} from "../../contract/account-data.ts";
import { subscriptionLists } from "../../contract/subscription.ts";
import { parseAuthBody } from "../auth/auth-errors.ts";
import type { Db } from "../db/client.ts";
import type { AppServices } from "../services.ts";
import { setOwnSubscription, subscriptionStatuses } from "../subscriptions/subscriptions.service.ts";
import { refuseUnverified } from "./refuse-unverified.ts";
import { caller } from "../auth/caller.ts";
import { access } from "../http/access.ts";

// Changes per account and window: each subscribe emails staff, so toggling must not flood their inbox.
const CHANGES = { limit: 20, windowMs: 15 * 60_000 };

async function listStates(db: Db, email: string): Promise<AccountSubscription[]> {
  const statuses = await subscriptionStatuses(db, email);
  return subscriptionLists.map((list) => {
    const status = statuses[list];
    return {
      list,
      state: status === "confirmed" ? "subscribed" : status === "pending" ? "pending" : "not-subscribed",
    };
  });
}

/**
 * GET /api/account/subscriptions: the newsletter and event announcements for the account's verified address.
 * POST with {list, subscribed}: subscribe or unsubscribe at once, through the subscriptions service (no emailed
 * link: the address is proven).
 */
export async function accountSubscriptionRoutes(app: FastifyInstance, services: AppServices) {
  const db = services.database.db;
  app.get("/account/subscriptions", access("signed-in"), async (request, reply) => {
    const me = await caller(request);
    if (!me.emailVerified) return refuseUnverified(reply);
    return reply.send({ subscriptions: await listStates(db, me.email) } satisfies AccountSubscriptions);
  });

  app.post("/account/subscriptions", access("signed-in"), async (request, reply) => {
    const me = await caller(request);
    if (!me.emailVerified) return refuseUnverified(reply);
    const { list, subscribed } = parseAuthBody(subscriptionChangeSchema, request.body);
    await services.rateLimiter.consume(`account-subscriptions:${me.userId}`, CHANGES);
    const changed = await db.transaction((tx) =>
      setOwnSubscription(tx, services.config.forms, list, me.email, subscribed),
    );
    // A new subscriber's notice to staff is queued.
    if (changed && subscribed) services.outbox.notify();
    return reply.send({
      subscriptions: await listStates(db, me.email),
      message: subscribed ? accountDataMessages.subscribed(list) : accountDataMessages.unsubscribed(list),
    } satisfies ChangedSubscription);
  });
}
