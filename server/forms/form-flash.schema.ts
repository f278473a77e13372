import { index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * What a form sent without JavaScript needs shown again after its redirect back to the page (ADR 0007): the values
 * and the problems. Read once (deleted on reading), kept at most a few minutes, keyed by the hash of the random id
 * in the visitor's HttpOnly cookie.
 */
export const formFlashes = pgTable(
  "form_flashes",
  {
    idHash: text("id_hash").primaryKey(),
    form: text("form").notNull(),
    payload: jsonb("payload").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("form_flashes_expires_at").on(table.expiresAt)],
);
