import { Column, type GetColumnData, type SQL } from "drizzle-orm";
import type { Db, Tx } from "./client.ts";

/**
 * Raw SQL typed from the schema, for the few statements the query builder says worse (the group commit, the inbox
 * search, CTE chains): the caller names each selected column by the schema column whose value it carries, and every
 * value is mapped by that column as Drizzle's own queries map it (timestamps, JSON, numerics), so a row's type is the
 * schema's, checked by the compiler, never a hand-written cast. A value the schema has no column for (a count, an
 * `exists`) is declared with `computed`.
 */

/** A selected value that is no schema column: how to read it from the driver. */
export interface Computed<T> {
  readonly mapFromDriverValue: (value: unknown) => T;
}

type Reader = Column | Computed<unknown>;
type ValueOf<R> = R extends Column ? GetColumnData<R> : R extends Computed<infer T> ? T : never;
export type RowOf<Shape extends Record<string, Reader>> = { [Key in keyof Shape]: ValueOf<Shape[Key]> };

const nullable = <T>(read: (value: unknown) => T): Computed<T | null> => ({
  mapFromDriverValue: (value) => (value === null || value === undefined ? null : read(value)),
});

export const computed = {
  boolean: { mapFromDriverValue: (value: unknown) => value === true || value === "t" || value === "true" },
  /** A count or a sum: node-postgres answers bigint as text. */
  number: { mapFromDriverValue: (value: unknown) => Number(value) },
  text: { mapFromDriverValue: (value: unknown) => String(value) },
  nullableNumber: nullable((value) => Number(value)),
  nullableText: nullable((value) => String(value)),
} satisfies Record<string, Computed<unknown>>;

/**
 * Runs `query`, whose select list names its values by the keys of `shape` (`select u.email_verified_at as
 * "verifiedAt"` for `{ verifiedAt: users.emailVerifiedAt }`), and answers its rows typed and mapped by `shape`.
 */
export async function selectRows<Shape extends Record<string, Reader>>(
  db: Db | Tx,
  shape: Shape,
  query: SQL,
): Promise<RowOf<Shape>[]> {
  const result = (await db.execute(query)) as { rows?: Record<string, unknown>[] };
  const keys = Object.keys(shape) as (keyof Shape & string)[];
  return (result.rows ?? []).map((raw) => {
    const row = {} as RowOf<Shape>;
    for (const key of keys) {
      if (!(key in raw)) throw new Error(`selectRows: the query selects no "${key}"`);
      const value = raw[key];
      const reader = shape[key]!;
      // Drizzle never hands a column's mapper a null; a computed value says itself what null means.
      const isNull = value === null || value === undefined;
      row[key] = (
        reader instanceof Column && isNull ? null : reader.mapFromDriverValue(value)
      ) as RowOf<Shape>[typeof key];
    }
    return row;
  });
}
