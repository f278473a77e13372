import { getTableColumns, getTableName, sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { rowsOf, type Db, type Tx } from "./client.ts";

/**
 * Inserts many rows with one statement and one parameter: the rows travel as a JSON array that PostgreSQL turns
 * into the table's own row type (jsonb_populate_recordset), so each value is read by its column's type. Drizzle's
 * multi-row insert sends one parameter per value, and building those costs more than the insert itself on PGlite
 * (the form submissions committed together, server/forms/group-commit.ts). Columns are named by the table's
 * Drizzle definition; those the rows leave out take their defaults. Every row must have the same keys.
 */
export async function bulkInsert<Table extends PgTable, Returned = never>(
  tx: Tx | Db,
  table: Table,
  rows: readonly Partial<Table["$inferInsert"]>[],
  clauses: { onConflict?: SQL; returning?: SQL } = {},
): Promise<Returned[]> {
  if (rows.length === 0) return [];
  const columns = getTableColumns(table);
  const keys = Object.keys(rows[0]!).filter((key) => key in columns);
  const names = sql.join(
    keys.map((key) => sql.identifier(columns[key]!.name)),
    sql`, `,
  );
  const records = rows.map((row) => {
    const record: Record<string, unknown> = {};
    for (const key of keys) record[columns[key]!.name] = (row as Record<string, unknown>)[key] ?? null;
    return record;
  });
  const result = await tx.execute(sql`
    insert into ${table} (${names})
    select ${names} from jsonb_populate_recordset(null::${sql.identifier(getTableName(table))}, ${JSON.stringify(records)}::jsonb)
    ${clauses.onConflict ? sql`on conflict ${clauses.onConflict}` : sql``}
    ${clauses.returning ? sql`returning ${clauses.returning}` : sql``}`);
  return rowsOf<Returned>(result);
}
