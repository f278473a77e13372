import { and, eq } from "drizzle-orm";
import type { Application } from "../../contract/application.ts";
import type { ContactMessage } from "../../contract/contact.ts";
import type { SubscriptionList } from "../../contract/subscription.ts";
import { jobApplications } from "../careers/careers.schema.ts";
import { queueApplicationEmail } from "../careers/careers.service.ts";
import { contactMessages } from "../contact/contact.schema.ts";
import { queueAcknowledgement } from "../conversations/acknowledgements.ts";
import { queueContactEmail } from "../contact/contact.service.ts";
import type { Db } from "../db/client.ts";
import { subscriptions } from "../subscriptions/subscriptions.schema.ts";
import { sendConfirmation, type SubscriptionContext } from "../subscriptions/subscriptions.service.ts";

export type ReleaseOutcome =
  | { kind: "contact" | "application" | "subscription"; released: true }
  | { released: false; reason: "not-found" | "not-spam" };

/**
 * Staff judged a kept-aside submission real: its verdict becomes "released" and the emails it would have sent are
 * queued now (the staff notification and the sender's acknowledgement, or for a subscription the confirmation email
 * to the address).
 */
export async function releaseSubmission(
  db: Db,
  context: SubscriptionContext,
  id: string,
): Promise<ReleaseOutcome> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) {
    return { released: false, reason: "not-found" };
  }
  const released = { spamVerdict: "released" as const, releasedAt: new Date() };
  return db.transaction(async (tx): Promise<ReleaseOutcome> => {
    const [message] = await tx
      .update(contactMessages)
      .set(released)
      .where(and(eq(contactMessages.id, id), eq(contactMessages.spamVerdict, "spam")))
      .returning();
    if (message) {
      await queueContactEmail(tx, context.forms, message as ContactMessage & { id: string });
      await queueAcknowledgement(tx, context.forms, {
        ...(message as ContactMessage),
        kind: "contact",
        id,
        createdAt: message.createdAt,
      });
      return { kind: "contact", released: true };
    }
    const [application] = await tx
      .update(jobApplications)
      .set(released)
      .where(and(eq(jobApplications.id, id), eq(jobApplications.spamVerdict, "spam")))
      .returning();
    if (application) {
      await queueApplicationEmail(tx, context.forms, application as Application & { id: string });
      await queueAcknowledgement(tx, context.forms, {
        ...(application as Application),
        kind: "application",
        id,
        createdAt: application.createdAt,
      });
      return { kind: "application", released: true };
    }
    const [subscription] = await tx
      .update(subscriptions)
      .set(released)
      .where(and(eq(subscriptions.id, id), eq(subscriptions.spamVerdict, "spam")))
      .returning();
    if (subscription) {
      if (subscription.status !== "confirmed") {
        const list = subscription.list as SubscriptionList;
        await sendConfirmation(tx, context, list, subscription.id, subscription.email);
      }
      return { kind: "subscription", released: true };
    }
    const known = await Promise.all(
      [contactMessages, jobApplications, subscriptions].map((table) =>
        tx.select({ id: table.id }).from(table).where(eq(table.id, id)),
      ),
    );
    return { released: false, reason: known.some((rows) => rows.length > 0) ? "not-spam" : "not-found" };
  });
}
