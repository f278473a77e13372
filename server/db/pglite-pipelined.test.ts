import { PGlite, protocol } from "@electric-sql/pglite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { drizzleParsers } from "./pglite-parsers.ts";
import { bindMessage, pipelineQueries } from "./pglite-pipelined.ts";

describe("pipelineQueries", () => {
  let client: PGlite;
  let plain: PGlite;

  beforeEach(async () => {
    client = await PGlite.create(drizzleParsers);
    pipelineQueries(client);
    plain = await PGlite.create(drizzleParsers);
  });
  afterEach(async () => {
    await client.close();
    await plain.close();
  });

  const preparedCount = async () =>
    (await client.query<{ n: number }>("select count(*)::int as n from pg_prepared_statements")).rows[0]!.n;

  it("answers exactly as PGlite's own query, for every kind of parameter", async () => {
    const text = `select $1::text as t, $2::int as i, $3::bigint as b, $4::boolean as yes, $5::jsonb as j,
      $6::text[] as a, $7::timestamptz as at, $8::text as nothing, $9::numeric as n`;
    const params = [
      "it's",
      42,
      9007199254740993n,
      true,
      { k: ["v", 1] },
      ["a", 'b"c'],
      new Date(0),
      null,
      "1.50",
    ];
    const ours = await client.query(text, params);
    const theirs = await plain.query(text, params);
    expect(ours.rows).toEqual(theirs.rows);
    expect(ours.fields).toEqual(theirs.fields);
    expect(new Date((ours.rows[0] as { at: string }).at).getTime()).toBe(0);
  });

  it("prepares a statement once and runs it again by name", async () => {
    for (let i = 0; i < 5; i++) await client.query("select $1::int + 1 as next", [i]);
    const named = await client.query<{ statement: string }>(
      "select statement from pg_prepared_statements where statement like 'select $1::int + 1%'",
    );
    expect(named.rows).toHaveLength(1);
  });

  it("keeps a statement after its error, and its transaction rolls back", async () => {
    await client.exec("create table t (id int primary key)");
    const insert = (id: number) => client.query("insert into t (id) values ($1)", [id]);
    await insert(1);
    await expect(
      client.transaction(async (tx) => {
        await tx.query("insert into t (id) values ($1)", [2]);
        await tx.query("insert into t (id) values ($1)", [1]);
      }),
    ).rejects.toMatchObject({ code: "23505", query: "insert into t (id) values ($1)" });
    await insert(3);
    expect((await client.query("select id from t order by id")).rows).toEqual([{ id: 1 }, { id: 3 }]);
  });

  it("prepares a statement again once its table changed", async () => {
    await client.exec("create table t (id int)");
    await client.query("select * from t where id = $1", [1]);
    await client.exec("alter table t add column name text");
    await client.exec("insert into t values (1, 'one')");
    // PostgreSQL refuses a prepared statement whose result changed shape; the next run prepares it again.
    await expect(client.query("select * from t where id = $1", [1])).rejects.toMatchObject({ code: "0A000" });
    expect((await client.query("select * from t where id = $1", [1])).rows).toEqual([{ id: 1, name: "one" }]);
  });

  it("keeps at most 256 statements prepared", async () => {
    for (let i = 0; i < 300; i++) await client.query(`select $1::int + ${i} as n`, [i]);
    await client.query("select 1 where $1::int = 1", [1]);
    expect(await preparedCount()).toBe(256);
  });
});

describe("bindMessage", () => {
  it("writes the same bytes as PGlite's serializer", () => {
    const cases: unknown[][] = [
      [],
      [null, ""],
      ["plain", "é – “quoted” ✓", "emoji 😀 and 𝔘", "x".repeat(70_000)],
      [Buffer.from([0, 1, 255]), new Uint8Array([7, 8]), Buffer.alloc(0), "text after bytes"],
    ];
    for (const values of cases)
      expect(Buffer.from(bindMessage("verdant_12", values))).toEqual(
        Buffer.from(protocol.serialize.bind({ statement: "verdant_12", values: values as never })),
      );
  });
});
