import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { boolean, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { drizzle } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from "vitest";
import type { Db } from "./client.ts";
import { drizzleParsers } from "./pglite-parsers.ts";
import { computed, selectRows } from "./typed-rows.ts";

const notes = pgTable("notes", {
  id: uuid("id").primaryKey(),
  body: text("body").notNull(),
  pinned: boolean("pinned").notNull(),
  seenAt: timestamp("seen_at", { withTimezone: true }),
  tags: jsonb("tags").$type<string[]>().notNull(),
  score: integer("score"),
});

describe("selectRows", () => {
  let client: PGlite;
  let db: Db;

  beforeAll(async () => {
    client = await PGlite.create(drizzleParsers);
    db = drizzle(client) as unknown as Db;
    await client.exec(`
      create table notes (id uuid primary key, body text not null, pinned boolean not null,
        seen_at timestamptz, tags jsonb not null, score integer);
      insert into notes values
        ('00000000-0000-4000-8000-000000000001', 'first', true, '2026-11-28T10:00:00Z', '["a","b"]', 3),
        ('00000000-0000-4000-8000-000000000002', 'second', false, null, '[]', null);`);
  }, 60_000);

  afterAll(() => client.close());

  it("maps each value by the schema column it names, as Drizzle's own queries do", async () => {
    const rows = await selectRows(
      db,
      {
        id: notes.id,
        body: notes.body,
        seenAt: notes.seenAt,
        tags: notes.tags,
        score: notes.score,
        others: computed.number,
        hasTags: computed.boolean,
      },
      sql`select id, body, seen_at as "seenAt", tags, score, count(*) over () - 1 as others,
        jsonb_array_length(tags) > 0 as "hasTags" from notes order by body`,
    );
    expect(rows).toEqual([
      {
        id: "00000000-0000-4000-8000-000000000001",
        body: "first",
        seenAt: new Date("2026-11-28T10:00:00Z"),
        tags: ["a", "b"],
        score: 3,
        others: 1,
        hasTags: true,
      },
      {
        id: "00000000-0000-4000-8000-000000000002",
        body: "second",
        seenAt: null,
        tags: [],
        score: null,
        others: 1,
        hasTags: false,
      },
    ]);
    expectTypeOf(rows[0]!.seenAt).toEqualTypeOf<Date | null>();
    expectTypeOf(rows[0]!.body).toEqualTypeOf<string>();
    expectTypeOf(rows[0]!.tags).toEqualTypeOf<string[]>();
    expectTypeOf(rows[0]!.others).toEqualTypeOf<number>();
  });

  it("refuses a query that does not select a value the shape names", async () => {
    await expect(
      selectRows(db, { id: notes.id, pinned: notes.pinned }, sql`select id from notes`),
    ).rejects.toThrow('selectRows: the query selects no "pinned"');
  });
});
