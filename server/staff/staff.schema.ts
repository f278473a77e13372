import { sql } from "drizzle-orm";
import {
  bigint,
  primaryKey,
  customType,
  index,
  type PgColumn,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { EntryMarker, HandlingStatus } from "../../contract/staff.ts";
import { users } from "../auth/auth.schema.ts";

/**
 * The TOTP second factor of a staff or admin account (RFC 6238: SHA-1, 6 digits, 30 s). The secret is stored
 * encrypted (AES-256-GCM with the server's key, server/staff/secret-box.ts), so a copy of the database alone does
 * not give it away. `confirmedAt` is null while enrolment waits for the first code. `lastStep` is the time step of
 * the last accepted code: a code is never accepted twice.
 */
export const staffSecondFactors = pgTable("staff_second_factors", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  secretBox: text("secret_box").notNull(),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  lastStep: bigint("last_step", { mode: "number" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** One-time recovery codes of a second factor; only their SHA-256 is kept, and each works once. */
export const staffRecoveryCodes = pgTable(
  "staff_recovery_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("staff_recovery_codes_hash_unique").on(table.codeHash),
    index("staff_recovery_codes_user_id_idx").on(table.userId),
  ],
);

/**
 * Who did what, and when: every view of a job application, every change made in the console or with
 * `npm run staff`, CSV exports and second-factor events. Never personal fields: targets by id. `actorId` is null for
 * the command line (or once the account is gone); `actorLabel` keeps a readable name for the log.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorLabel: text("actor_label").notNull(),
    action: text("action").notNull(),
    targetKind: text("target_kind").notNull(),
    targetId: text("target_id").notNull(),
    detail: text("detail").notNull().default(""),
  },
  (table) => [
    index("audit_log_at_idx").on(table.at, table.id),
    index("audit_log_target_idx").on(table.targetId),
  ],
);

/** Staff's internal notes on an inbox entry (a contact message, application or subscription, by id). */
export const inboxNotes = pgTable(
  "inbox_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    refId: uuid("ref_id").notNull(),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    authorLabel: text("author_label").notNull(),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("inbox_notes_ref_id_idx").on(table.refId)],
);

/**
 * The handling state every inbox table carries: its status, and who set it when, and who it is assigned to. Applications keep their pipeline
 * stage in it (contract/pipeline.ts), starting at "received".
 */
export function handlingColumns<Status extends string = HandlingStatus>(initial: Status = "new" as Status) {
  return {
    handlingStatus: text("handling_status").$type<Status>().notNull().default(initial),
    statusChangedBy: uuid("status_changed_by").references(() => users.id, { onDelete: "set null" }),
    statusChangedAt: timestamp("status_changed_at", { withTimezone: true }),
    /** The member of staff the entry is assigned to; null while nobody has it (or their account is gone). */
    assigneeId: uuid("assignee_id").references(() => users.id, { onDelete: "set null" }),
    assignedAt: timestamp("assigned_at", { withTimezone: true }),
    /** While snoozed: when the entry comes back as open (server/inbox/snooze.ts). */
    snoozedUntil: timestamp("snoozed_until", { withTimezone: true }),
    /** Set when the sender answered or a snooze ended, cleared when staff open the entry (contract/staff.ts). */
    marker: text("marker").$type<EntryMarker>(),
  };
}

/**
 * When each member of staff last opened an entry, so the reply composer can say who else is looking at it. One row
 * per entry and person, overwritten; no address or text of the entry.
 */
export const entryOpenings = pgTable(
  "entry_openings",
  {
    entryId: uuid("entry_id").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    openedAt: timestamp("opened_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.entryId, table.userId] })],
);

/** The text the inbox's search looks in, per table. */
export const searchText = {
  contact: "name || ' ' || email || ' ' || organization || ' ' || subject || ' ' || message",
  application: "name || ' ' || email || ' ' || position || ' ' || location || ' ' || cover_letter",
  subscription: "email || ' ' || list",
} as const;

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * The words of an inbox table's texts, kept by the database itself (a stored generated column) and indexed (GIN),
 * so a search neither recomputes them per row nor reads the texts.
 */
export function searchColumn(kind: keyof typeof searchText) {
  return {
    search: tsvector("search").generatedAlwaysAs(sql.raw(`to_tsvector('simple', ${searchText[kind]})`)),
  };
}

/**
 * The GIN index on a search column. New words wait in the index's pending list, which the insert that overflows
 * it merges into the index. At the default 4 MB that merge held one form post's transaction, and every post
 * batched with it, for 150–200 ms under load; a 128 kB list merges 30 times as often in a few milliseconds.
 */
export function searchIndex(name: string, search: PgColumn) {
  return index(name).using("gin", search).with({ gin_pending_list_limit: 128 });
}
