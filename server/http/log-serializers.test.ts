import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { DrizzleQueryError } from "drizzle-orm/errors";
import { drizzle } from "drizzle-orm/pglite";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { maskEmailAddresses, redactUrl, serializeError, summarizeDatabaseError } from "./log-serializers.ts";

const email = "grace.hopper@example.org";
const hash = "$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA";

/** The error a query throws, as the app's code would catch it. */
async function failure(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error("the query did not fail");
}

describe("database errors are logged as a summary", () => {
  const client = new PGlite();
  const db = drizzle({ client });
  beforeAll(async () => {
    await db.execute(sql`create table users (email text constraint users_email_unique unique, hash text)`);
    await db.execute(sql`insert into users values (${email}, ${hash})`);
    // PGlite compiles its WebAssembly on first use: seconds on a busy machine, more than the unit hook default.
  }, 60_000);
  afterAll(async () => {
    await client.close();
  });

  it("PGlite through Drizzle: NUL in a value (SQLSTATE 22021) keeps the code and statement, not the values", async () => {
    const error = await failure(() =>
      db.execute(sql`insert into users values (${"a\u0000" + email}, ${hash})`),
    );
    const logged = JSON.stringify(serializeError(error));
    expect(logged).not.toContain(email);
    expect(logged).not.toContain("argon2");
    expect(summarizeDatabaseError(error)).toEqual({
      type: "DatabaseError",
      code: "22021",
      statement: "insert into users",
      message: 'invalid byte sequence for encoding "UTF8": 0x00',
      stack: expect.stringMatching(/^\s+at /),
    });
  });

  it("a unique violation names its table and constraint, not the duplicate value PostgreSQL repeats", async () => {
    const error = await failure(() => db.execute(sql`insert into users values (${email}, ${hash})`));
    const summary = summarizeDatabaseError(error);
    expect(summary).toEqual(
      expect.objectContaining({
        code: "23505",
        table: "users",
        constraint: "users_email_unique",
        message: 'duplicate key value violates unique constraint "users_email_unique"',
      }),
    );
    expect(JSON.stringify(serializeError(error))).not.toContain(email);
  });

  it("a value quoted in PostgreSQL's message is replaced", async () => {
    const error = await failure(() => db.execute(sql`select ${email}::uuid`));
    const summary = summarizeDatabaseError(error);
    expect(summary?.message).toBe('invalid input syntax for type uuid: "…"');
    expect(summary?.code).toBe("22P02");
    expect(JSON.stringify(serializeError(error))).not.toContain(email);
  });

  it("a PGlite error logged without Drizzle's wrapper (it carries query and params itself)", async () => {
    const error = await failure(() => client.query("insert into users values ($1, $2)", [email, "\u0000"]));
    expect(summarizeDatabaseError(error)).toEqual(expect.objectContaining({ code: "22021" }));
    expect(JSON.stringify(serializeError(error))).not.toContain(email);
  });
});

describe("node-postgres errors", () => {
  const query = 'insert into "users" ("email", "password_hash") values ($1, $2)';

  it("a server error wrapped by Drizzle: code, table, constraint; no detail, no params", () => {
    const server = new pg.DatabaseError(
      'duplicate key value violates unique constraint "users_email_unique"',
      0,
      "error",
    );
    Object.assign(server, {
      severity: "ERROR",
      code: "23505",
      detail: `Key (email)=(${email}) already exists.`,
      table: "users",
      constraint: "users_email_unique",
      schema: "public",
    });
    const error = new DrizzleQueryError(query, [email, hash], server);
    expect(summarizeDatabaseError(error)).toEqual({
      type: "DatabaseError",
      code: "23505",
      table: "users",
      constraint: "users_email_unique",
      schema: "public",
      statement: 'insert into "users"',
      message: 'duplicate key value violates unique constraint "users_email_unique"',
      stack: expect.stringMatching(/^\s+at /),
    });
    const logged = JSON.stringify(serializeError(error));
    expect(logged).not.toContain(email);
    expect(logged).not.toContain("argon2");
  });

  it("an outage: the network error under Drizzle's wrapper", () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    const terminated = new Error("Connection terminated unexpectedly");
    expect(summarizeDatabaseError(new DrizzleQueryError(query, [email, hash], refused))).toEqual(
      expect.objectContaining({ code: "ECONNREFUSED", message: "connect ECONNREFUSED 127.0.0.1:5432" }),
    );
    const summary = summarizeDatabaseError(new DrizzleQueryError(query, [email, hash], terminated));
    expect(summary?.message).toBe("Connection terminated unexpectedly");
    expect(JSON.stringify(summary)).not.toContain(email);
  });

  it("other errors keep pino's usual shape", () => {
    const logged = serializeError(new TypeError("not a database problem")) as Record<string, unknown>;
    expect(logged).toEqual(expect.objectContaining({ type: "TypeError", message: "not a database problem" }));
    expect(summarizeDatabaseError(new TypeError("x"))).toBeUndefined();
  });
});

describe("redactUrl", () => {
  it("drops the query string on the sign-in page, the accounts API and the OAuth callbacks", () => {
    expect(redactUrl("/login?code=abc")).toBe("/login?[redacted]");
    expect(redactUrl("/login/?code=abc")).toBe("/login/?[redacted]");
    expect(redactUrl("/api/auth/google/callback?code=abc&state=def")).toBe(
      "/api/auth/google/callback?[redacted]",
    );
    expect(redactUrl("/API/Auth/facebook/callback?x=1")).toBe("/API/Auth/facebook/callback?[redacted]");
    expect(redactUrl("/%6Cogin?code=abc")).toBe("/%6Cogin?[redacted]");
    expect(redactUrl("/login")).toBe("/login");
  });

  it("replaces code, state and token values elsewhere and keeps the rest", () => {
    expect(redactUrl("/api/subscriptions/unsubscribe?token=abc&list=news")).toBe(
      "/api/subscriptions/unsubscribe?token=[redacted]&list=news",
    );
    expect(redactUrl("/?utm_source=x&Code=1&st%61te=2&access_token=3&token")).toBe(
      "/?utm_source=x&Code=[redacted]&st%61te=[redacted]&access_token=[redacted]&token=[redacted]",
    );
    expect(redactUrl("/about")).toBe("/about");
  });
});

describe("email addresses in other errors", () => {
  it("are masked to their domain", () => {
    expect(
      maskEmailAddresses(
        "Can't send mail - all recipients were rejected: 550 5.1.1 <Ada.L+news@example.org>: rejected",
      ),
    ).toBe("Can't send mail - all recipients were rejected: 550 5.1.1 <…@example.org>: rejected");
    expect(maskEmailAddresses("no address here, version 1.2.3")).toBe("no address here, version 1.2.3");
    const logged = serializeError(new Error(`mailbox ${email} unavailable`));
    expect(JSON.stringify(logged)).not.toContain(email);
    expect(logged.message).toBe("mailbox …@example.org unavailable");
  });
});
