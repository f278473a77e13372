import { customType, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { ApplicationFileField, ApplicationFileType } from "../../contract/application-files.ts";
import { jobApplications } from "./careers.schema.ts";

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

/**
 * The files sent with an application (a CV, a portfolio: PDF, DOCX or ODT, up to 10 MB each), in the database beside
 * it (ADR 0051): in every backup, and gone with the application (erasure, retention) through the foreign key. The
 * type is the one read from the bytes; the checksum is taken as they arrive and checked again on the way out.
 */
export const applicationFiles = pgTable(
  "application_files",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => jobApplications.id, { onDelete: "cascade" }),
    field: text("field").$type<ApplicationFileField>().notNull(),
    /** The name it was sent under, made safe (contract/application-files.ts, safeFileName). */
    name: text("name").notNull(),
    mediaType: text("media_type").$type<ApplicationFileType>().notNull(),
    bytes: integer("bytes").notNull(),
    sha256: text("sha256").notNull(),
    content: bytea("content").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("application_files_application_field").on(table.applicationId, table.field)],
);
