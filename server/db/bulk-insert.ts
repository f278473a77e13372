import { getTableColumns, getTableName, sql, type Column, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db, Tx } from "./client.ts";
import { selectRows, type RowOf } from "./typed-rows.ts";

type Rows<Table extends PgTable> = readonly Partial<Table["$inferInsert"]>[];

/**
 * Inserts many rows with one statement and one parameter: the rows travel as a JSON array that PostgreSQL turns
 * into the table's own row type (jsonb_populate_recordset), so each value is read by its column's type. Drizzle's
 * multi-row insert sends one parameter per value, and building those costs more than the insert itself on PGlite
 * (the form submissions committed together, server/forms/group-commit.ts). Columns are named by the table's
 * Drizzle definition; those the rows leave out take their defaults. Every row must have the same keys.
 *
 * `returning` names the columns to read back (`{ id: table.id }`): the rows come typed and mapped by those columns.
 */
export function bulkInsert<
  Table extends PgTable,
  Returning extends Record<string, Column> = Record<never, Column>,
>(
  tx: Tx | Db,
  table: Table,
  rows: Rows<Table>,
  clauses?: { onConflict?: SQL; returning?: Returning },
): Promise<RowOf<Returning>[]>;
export async function bulkInsert(
  tx: Tx | Db,
  table: PgTable,
  rows: Rows<PgTable>,
  clauses: { onConflict?: SQL; returning?: Record<string, Column> } = {},
): Promise<unknown[]> {
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
  const { onConflict, returning } = clauses;
  const insert = (returned: SQL | undefined) => sql`
    insert into ${table} (${names})
    select ${names} from jsonb_populate_recordset(null::${sql.identifier(getTableName(table))}, ${JSON.stringify(records)}::jsonb)
    ${onConflict ? sql`on conflict ${onConflict}` : sql``}
    ${returned ? sql`returning ${returned}` : sql``}`;
  if (!returning || Object.keys(returning).length === 0) {
    await tx.execute(insert(undefined));
    return [];
  }
  // Each column read back under its key, so selectRows maps it by the column's own type.
  const list = sql.join(
    Object.entries(returning).map(
      ([key, column]) => sql`${sql.identifier(column.name)} as ${sql.identifier(key)}`,
    ),
    sql`, `,
  );
  return selectRows(tx, returning, insert(list));
}
