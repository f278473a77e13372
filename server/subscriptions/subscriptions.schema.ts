import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { SubscriptionList } from "../../contract/subscription.ts";
import { spamColumns } from "../forms/spam.schema.ts";
import { handlingColumns, searchColumn, searchIndex } from "../staff/staff.schema.ts";
import { snoozeIndex, spamIndex } from "../inbox/inbox-indexes.ts";

/** pending: waiting for the emailed link. confirmed: a subscriber. unsubscribed: kept so a later repeat works. */
export type SubscriptionStatus = "pending" | "confirmed" | "unsubscribed";

/**
 * One row per list (newsletter, events) and address. Only confirmed rows are subscribers (double opt-in):
 * subscribing writes a pending row and emails a confirmation link.
 */
export const subscriptions = pgTable(
  "subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    list: text("list").$type<SubscriptionList>().notNull(),
    email: text("email").notNull(),
    status: text("status").$type<SubscriptionStatus>().notNull().default("pending"),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    ...spamColumns(),
    ...handlingColumns(),
    ...searchColumn("subscription"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("subscriptions_list_email_unique").on(table.list, sql`lower(${table.email})`),
    index("subscriptions_created_at").on(table.createdAt),
    // The inbox lists subscribers, the confirmed few among many requests, newest first (server/inbox/list.ts).
    index("subscriptions_confirmed_created_at")
      .on(table.createdAt)
      .where(sql`${table.status} = 'confirmed'`),
    searchIndex("subscriptions_search", table.search),
    spamIndex("subscriptions", table),
    snoozeIndex("subscriptions", table),
  ],
);

export type SubscriptionTokenPurpose = "confirm" | "unsubscribe";

/**
 * The secrets behind the links in subscription emails. Only their sha256 is stored, so a copy of the database
 * cannot confirm or cancel anyone's subscription. Each is single-use and expires.
 */
export const subscriptionTokens = pgTable(
  "subscription_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    subscriptionId: uuid("subscription_id")
      .notNull()
      .references(() => subscriptions.id, { onDelete: "cascade" }),
    purpose: text("purpose").$type<SubscriptionTokenPurpose>().notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("subscription_tokens_hash_unique").on(table.tokenHash),
    index("subscription_tokens_subscription").on(table.subscriptionId),
    index("subscription_tokens_expires_at").on(table.expiresAt),
  ],
);
