import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { EditionStatus } from "../../contract/newsletters.ts";
import type { SubscriptionList } from "../../contract/subscription-lists.ts";
import { users } from "../auth/auth.schema.ts";
import { subscriptions } from "../subscriptions/subscriptions.schema.ts";

/**
 * A newsletter edition or event announcement (ADR 0050): Markdown written in the staff console, sent to the confirmed
 * subscribers of one list and archived on the site at /newsletters/<slug> once sending began.
 */
export const newsletterEditions = pgTable(
  "newsletter_editions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    list: text("list").$type<SubscriptionList>().notNull(),
    subject: text("subject").notNull(),
    /** Markdown, as written. */
    body: text("body").notNull(),
    status: text("status").$type<EditionStatus>().notNull().default("draft"),
    /** Its archive page's address, fixed when sending begins. */
    slug: text("slug"),
    createdById: uuid("created_by_id").references(() => users.id, { onDelete: "set null" }),
    createdByLabel: text("created_by_label").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    sentById: uuid("sent_by_id").references(() => users.id, { onDelete: "set null" }),
    sendStartedAt: timestamp("send_started_at", { withTimezone: true }),
    /** When the last recipient was handed to the outbox. */
    handedOutAt: timestamp("handed_out_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("newsletter_editions_slug_unique").on(table.slug),
    index("newsletter_editions_list_started").on(table.list, table.sendStartedAt),
  ],
);

/**
 * queued: waiting for its turn (the rate per minute). handed: its email is in the outbox (outbox_id), handed over in
 * the same transaction that marked it. skipped: unsubscribed, or its address bounces, by the time its turn came.
 */
export type RecipientStatus = "queued" | "handed" | "skipped";

/**
 * One row per edition and subscriber, written when sending begins (the unique index makes a second one impossible),
 * so each subscriber is handed to the outbox once at most (server/newsletters/newsletter-sender.ts). The address is
 * not copied here: it is read from the subscription when the email is made, and an erased subscription leaves its
 * row anonymous (subscription_id null) so the edition's counts stay.
 */
export const newsletterRecipients = pgTable(
  "newsletter_recipients",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    editionId: uuid("edition_id")
      .notNull()
      .references(() => newsletterEditions.id, { onDelete: "cascade" }),
    subscriptionId: uuid("subscription_id").references(() => subscriptions.id, { onDelete: "set null" }),
    status: text("status").$type<RecipientStatus>().notNull().default("queued"),
    /** Its email in mail_outbox (no foreign key: sent emails are purged after 30 days, docs/privacy.md). */
    outboxId: uuid("outbox_id"),
    handedAt: timestamp("handed_at", { withTimezone: true }),
    /** When the outbox sent it, copied from mail_outbox before that row is purged. */
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** A delivery status notification about this very email came back (server/newsletters/bounces.ts). */
    bouncedAt: timestamp("bounced_at", { withTimezone: true }),
    bounceStatus: text("bounce_status"),
    /** The subscriber unsubscribed after this edition and before the list's next one. */
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("newsletter_recipients_edition_subscription_unique").on(
      table.editionId,
      table.subscriptionId,
    ),
    index("newsletter_recipients_queued")
      .on(table.editionId, table.id)
      .where(sql`${table.status} = 'queued'`),
    index("newsletter_recipients_undelivered")
      .on(table.outboxId)
      .where(sql`${table.status} = 'handed' and ${table.sentAt} is null`),
    index("newsletter_recipients_handed_at").on(table.handedAt),
    index("newsletter_recipients_subscription").on(table.subscriptionId),
  ],
);

/**
 * Addresses whose emails came back undelivered (delivery status notifications posted to the inbound endpoint). An
 * address is no longer sent editions from `suppressed_at` on: at once for a permanent "no such address" (5.1.x),
 * after BOUNCES_BEFORE_SUPPRESSION failures otherwise (server/newsletters/bounces.ts).
 */
export const emailBounces = pgTable("email_bounces", {
  /** Lower-cased. */
  address: text("address").primaryKey(),
  failures: integer("failures").notNull().default(0),
  lastStatus: text("last_status").notNull(),
  firstBouncedAt: timestamp("first_bounced_at", { withTimezone: true }).notNull().defaultNow(),
  lastBouncedAt: timestamp("last_bounced_at", { withTimezone: true }).notNull().defaultNow(),
  suppressedAt: timestamp("suppressed_at", { withTimezone: true }),
});
