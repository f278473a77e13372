import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Fixed-window counters kept in the database, so every server process sharing it enforces the same limits. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
});
