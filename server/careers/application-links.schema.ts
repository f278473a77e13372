import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { jobApplications } from "./careers.schema.ts";

/**
 * The private links that let an applicant follow one application without an account (ADR 0048): the SHA-256 of a
 * 256-bit token, never the token. One application each, never a session. A link lives until it is revoked (by its
 * applicant, by staff, or by the next link issued for the application) and goes with the application (erasure,
 * retention) through the foreign key.
 */
export const applicationLinks = pgTable(
  "application_links",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => jobApplications.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("application_links_token_hash").on(table.tokenHash),
    index("application_links_application").on(table.applicationId),
  ],
);
