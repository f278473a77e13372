import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { sessions, users } from "../auth/auth.schema.ts";

/**
 * A change of the account's email that waits for its link (server/account/email-change.ts). Nothing about the
 * account changes until the link is followed. Only the SHA-256 of the link's token is stored; single use, short
 * lived, and at most one unused request per account (a newer one replaces it).
 */
export const emailChangeRequests = pgTable(
  "email_change_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The address asked for, normalised like every stored address. */
    newEmail: text("new_email").notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("email_change_requests_hash_unique").on(table.tokenHash),
    index("email_change_requests_user_id_idx").on(table.userId),
  ],
);

/**
 * A provider connection started from the account page (server/account/connections.ts): the secret in the provider
 * flow's cookie binds the callback to this account and to the session that started it. Only its SHA-256 is kept; it
 * dies with the session, after ten minutes, or when used.
 */
export const providerLinkRequests = pgTable("provider_link_requests", {
  tokenHash: text("token_hash").primaryKey(),
  userId: uuid("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  sessionId: uuid("session_id")
    .notNull()
    .references(() => sessions.id, { onDelete: "cascade" }),
  provider: text("provider").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});
