import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/** The first answer to each Idempotency-Key per form, replayed when the same submission is sent again (for a day). */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    scope: text("scope").notNull(),
    key: text("key").notNull(),
    /** sha256 of the request body: the same key with another body is refused instead of replayed. */
    requestHash: text("request_hash").notNull(),
    statusCode: integer("status_code").notNull(),
    response: jsonb("response").notNull(),
    /** sha256 of the submitter's lower-cased email, so erasing an address finds its stored answers too. */
    subjectHash: text("subject_hash"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.scope, table.key] }),
    index("idempotency_keys_created_at").on(table.createdAt),
  ],
);
