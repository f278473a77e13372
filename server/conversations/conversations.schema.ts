import { sql } from "drizzle-orm";
import {
  boolean,
  customType,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { ThreadDirection, ThreadKind } from "../../contract/conversations.ts";
import { contactMessages } from "../contact/contact.schema.ts";

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

/**
 * The short reference of a contact message or an application (VC-7K3Q9M), given when it is stored. People quote it
 * when they write about their entry; an inbound email with it in the subject is filed on the entry. Unique across
 * both kinds, random, so one reference says nothing about another.
 */
export const entryReferences = pgTable(
  "entry_references",
  {
    entryId: uuid("entry_id").primaryKey(),
    entryKind: text("entry_kind").$type<ThreadKind>().notNull(),
    reference: text("reference").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("entry_references_reference_unique").on(table.reference)],
);

/**
 * The emails of an entry's conversation: the acknowledgement sent to the sender, and the emails that came back
 * (server/inbound/). `messageId` is the email's Message-ID without its angle brackets: the acknowledgement's is
 * ours (and a staff reply's), so a reply's In-Reply-To finds the entry; an inbound email's is the sender's, so a provider posting it
 * again files it once. Bodies are text only; attachments are counted, not kept.
 */
export const threadMessages = pgTable(
  "thread_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    entryId: uuid("entry_id").notNull(),
    entryKind: text("entry_kind").$type<ThreadKind>().notNull(),
    direction: text("direction").$type<ThreadDirection>().notNull(),
    messageId: text("message_id").notNull(),
    fromAddress: text("from_address").notNull(),
    fromName: text("from_name").notNull().default(""),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    attachmentsNotKept: integer("attachments_not_kept").notNull().default(0),
    /** Who wrote a reply (a staff account, kept by name should the account go). */
    authorId: uuid("author_id"),
    authorName: text("author_name"),
    /** The outbox row of an email we send, for its delivery state. */
    outboxId: uuid("outbox_id"),
    /**
     * An acknowledgement not sent because its inbox had its day's allowance already (acknowledgement-quota.ts):
     * kept, so staff see what was held back and the entry still has its one acknowledgement.
     */
    withheld: boolean("withheld").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("thread_messages_message_id_unique").on(table.messageId),
    index("thread_messages_entry_idx").on(table.entryId, table.createdAt),
    // One acknowledgement per entry, whatever retries or parallel releases do.
    uniqueIndex("thread_messages_one_acknowledgement")
      .on(table.entryId)
      .where(sql`${table.direction} = 'acknowledgement'`),
  ],
);

/**
 * An email that named an entry (In-Reply-To, References, or the reference in its subject) from another address than
 * that entry's. It became a contact message of its own (`entry_id`), which claims the named entry until staff attach
 * the email there by hand (server/conversations/claims.ts). The reference is copied, so the claim still reads if
 * the named entry is deleted.
 */
export const inboundClaims = pgTable(
  "inbound_claims",
  {
    entryId: uuid("entry_id")
      .primaryKey()
      .references(() => contactMessages.id, { onDelete: "cascade" }),
    threadMessageId: uuid("thread_message_id")
      .notNull()
      .references(() => threadMessages.id, { onDelete: "cascade" }),
    claimedKind: text("claimed_kind").$type<ThreadKind>().notNull(),
    claimedId: uuid("claimed_id").notNull(),
    reference: text("reference").notNull(),
    attachedAt: timestamp("attached_at", { withTimezone: true }),
    attachedById: uuid("attached_by_id"),
    attachedByName: text("attached_by_name"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("inbound_claims_claimed_idx").on(table.claimedId)],
);

/**
 * The original of an inbound email whose text could not be read (the reader ran out of time or failed), gzipped, so
 * that nothing of it is lost: staff download it from the entry. It goes with its thread message.
 */
export const inboundRawEmails = pgTable("inbound_raw_emails", {
  threadMessageId: uuid("thread_message_id")
    .primaryKey()
    .references(() => threadMessages.id, { onDelete: "cascade" }),
  /** Why it was kept: `timeout` or `failed`. */
  reason: text("reason").notNull(),
  bytes: integer("bytes").notNull(),
  gzipped: bytea("gzipped").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
