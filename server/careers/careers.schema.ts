import { boolean, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { ApplicationStage } from "../../contract/pipeline.ts";
import { spamColumns } from "../forms/spam.schema.ts";
import { handlingColumns, searchColumn, searchIndex } from "../staff/staff.schema.ts";
import { assignedEntryIndexes, spamIndex } from "../inbox/inbox-indexes.ts";

/** Applications sent from the Careers page's modal. Résumé, portfolio, LinkedIn and GitHub links are stored, not fetched. */
export const jobApplications = pgTable(
  "job_applications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull().default(""),
    position: text("position").notNull(),
    experience: text("experience").notNull(),
    location: text("location").notNull().default(""),
    remoteWork: boolean("remote_work").notNull().default(true),
    coverLetter: text("cover_letter").notNull(),
    resume: text("resume").notNull().default(""),
    portfolio: text("portfolio").notNull().default(""),
    linkedIn: text("linked_in").notNull().default(""),
    github: text("github").notNull().default(""),
    availability: text("availability").notNull(),
    ...spamColumns(),
    ...handlingColumns<ApplicationStage>("received"),
    ...searchColumn("application"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("job_applications_created_at").on(table.createdAt),
    searchIndex("job_applications_search", table.search),
    ...assignedEntryIndexes("job_applications", table),
    spamIndex("job_applications", table),
  ],
);
