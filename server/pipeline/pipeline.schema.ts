import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { ApplicationStage } from "../../contract/pipeline.ts";
import { users } from "../auth/auth.schema.ts";

/**
 * Every move of an application from one stage to another, by whom and when, and whether its email went. The id is
 * the client's, made once per move: a double click or a retry finds the move already made and changes nothing.
 */
export const applicationStageMoves = pgTable(
  "application_stage_moves",
  {
    id: uuid("id").primaryKey(),
    applicationId: uuid("application_id").notNull(),
    fromStage: text("from_stage").$type<ApplicationStage>().notNull(),
    toStage: text("to_stage").$type<ApplicationStage>().notNull(),
    /** The email sent with the move: its row in thread_messages (the same id as the move), or none. */
    emailed: boolean("emailed").notNull().default(false),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorLabel: text("actor_label").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("application_stage_moves_application_idx").on(table.applicationId, table.createdAt)],
);

/** Texts admins keep for staff to start a reply from: Markdown with placeholders (contract/placeholders.ts). */
export const savedReplies = pgTable(
  "saved_replies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    updatedById: uuid("updated_by_id").references(() => users.id, { onDelete: "set null" }),
    updatedByLabel: text("updated_by_label").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("saved_replies_title_unique").on(table.title)],
);
