import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { spamColumns } from "../forms/spam.schema.ts";
import { handlingColumns, searchColumn, searchIndex } from "../staff/staff.schema.ts";
import { assignedEntryIndexes, snoozeIndex, spamIndex } from "../inbox/inbox-indexes.ts";

/** Messages sent through the Contact page's form, with their category (general by default). */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    organization: text("organization").notNull().default(""),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    category: text("category").notNull(),
    ...spamColumns(),
    ...handlingColumns(),
    ...searchColumn("contact"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("contact_messages_created_at").on(table.createdAt),
    searchIndex("contact_messages_search", table.search),
    ...assignedEntryIndexes("contact_messages", table),
    spamIndex("contact_messages", table),
    snoozeIndex("contact_messages", table),
  ],
);
