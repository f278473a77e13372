import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/**
 * Notification emails waiting to be sent. A row is written in the same transaction as the message it announces,
 * so an accepted message always has its email queued; the worker sends it later, retrying until it goes out.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /**
     * contact | application | subscription (to staff) | subscription-confirmation (to the subscriber) |
     * email-verification (to a new account's address) | acknowledgement (to whoever sent a message or application;
     * ref_id is its thread message, server/conversations/)
     */
    kind: text("kind").notNull(),
    refId: uuid("ref_id").notNull(),
    /** Comma-separated addresses, fixed when queued. */
    recipients: text("recipients").notNull(),
    replyTo: text("reply_to"),
    /** Extra headers, such as List-Unsubscribe on emails to subscribers (RFC 8058). */
    headers: jsonb("headers").$type<Record<string, string>>(),
    /** A Message-ID of our own (without brackets) that others may refer to, such as an acknowledgement's. */
    messageId: text("message_id"),
    /** Names an email that must be queued once at most, such as `acknowledgement:<entry id>`. */
    dedupeKey: text("dedupe_key"),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    attempts: integer("attempts").notNull().default(0),
    /** Due time; while a worker holds the row it is pushed ahead as a lease. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("mail_outbox_pending")
      .on(table.nextAttemptAt)
      .where(sql`${table.sentAt} is null`),
    // The metrics scrape reads the oldest unsent email; without this it scanned every row once a minute.
    index("mail_outbox_unsent_created")
      .on(table.createdAt)
      .where(sql`${table.sentAt} is null`),
    index("mail_outbox_ref").on(table.refId),
    uniqueIndex("mail_outbox_dedupe_key_unique").on(table.dedupeKey),
  ],
);
