import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/** One row per list (newsletter, events) and address: subscribing twice finds the first row. */
export const subscriptions = pgTable(
  "subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    list: text("list").notNull(),
    email: text("email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("subscriptions_list_email_unique").on(table.list, sql`lower(${table.email})`),
    index("subscriptions_created_at").on(table.createdAt),
  ],
);
