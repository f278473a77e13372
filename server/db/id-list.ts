import { sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

/**
 * `column` is one of `ids`. The ids travel as one array parameter, so the statement's text is the same however many
 * there are (PGlite keeps each text's prepared statement, ADR 0032), and an empty list matches nothing.
 */
export function inIdList(column: PgColumn, ids: readonly string[]): SQL {
  return sql`${column}::text in (select unnest(${`{${ids.join(",")}}`}::text[]))`;
}
