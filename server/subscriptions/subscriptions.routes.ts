import { sql } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  subscriptionSchema,
  subscriptionTexts,
  type SubscriptionList,
  type SubscriptionResponse,
} from "../../contract/subscription.ts";
import type { AppServices } from "../app.ts";
import { handleSubmission } from "../forms/submission.ts";
import { renderNotification } from "../outbox/email-format.ts";
import { enqueueEmail, rowsOf, type Tx } from "../outbox/outbox.ts";

const listNames: Record<SubscriptionList, string> = {
  newsletter: "newsletter",
  events: "event announcements",
};

/** POST /api/newsletter and POST /api/events/subscribe with {email}: 201 when new, 200 when already subscribed. */
export async function subscriptionRoutes(app: FastifyInstance, services: AppServices) {
  const route = (list: SubscriptionList) => (request: FastifyRequest, reply: FastifyReply) =>
    handleSubmission(services, request, reply, {
      scope: list,
      schema: subscriptionSchema,
      store: (tx, { email }) => subscribe(tx, services, list, email),
    });
  app.post("/api/newsletter", route("newsletter"));
  app.post("/api/events/subscribe", route("events"));
}

async function subscribe(tx: Tx, services: AppServices, list: SubscriptionList, email: string) {
  // One row per list and address (case-insensitive); a repeat finds the first row and queues no second email.
  const inserted = rowsOf<{ id: string }>(
    await tx.execute(sql`
      insert into subscriptions (list, email) values (${list}, ${email})
      on conflict (list, lower(email)) do nothing
      returning id`),
  );
  const message = subscriptionTexts[list].success;
  if (inserted[0]) {
    const id = inserted[0].id;
    const rendered = renderNotification(
      `New ${listNames[list]} subscription`,
      `[Subscription: ${listNames[list]}] ${email}`,
      [
        { label: "Email", value: email },
        { label: "List", value: listNames[list] },
        { label: "Reference", value: id },
      ],
    );
    await enqueueEmail(tx, {
      ...rendered,
      kind: "subscription",
      refId: id,
      to: services.config.forms.subscriptionRecipients,
    });
    return { statusCode: 201, body: { id, message } satisfies SubscriptionResponse };
  }
  const existing = rowsOf<{ id: string }>(
    await tx.execute(
      sql`select id from subscriptions where list = ${list} and lower(email) = lower(${email})`,
    ),
  );
  return { statusCode: 200, body: { id: existing[0]!.id, message } satisfies SubscriptionResponse };
}
