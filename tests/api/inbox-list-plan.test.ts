import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../server/db/client.ts";
import { listStatement } from "../../server/inbox/list.ts";
import { databaseLabel } from "../support/test-database.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

// The first page of the inbox reads a page's worth of rows, not whole tables: with thousands of acknowledged
// messages and of unconfirmed subscription requests, a page that scanned them grew slower with every entry (the
// hour-long soak's inbox reads went from 5 to 120 ms). Asked of the planner, as the time depends on the machine.
const ENTRIES = 3000;

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  await db.execute(sql`
    insert into contact_messages (name, email, subject, message, category, created_at)
    select 'Sender ' || n, 'sender' || n || '@example.org', 'Subject ' || n, 'Message ' || n, 'general',
      now() - make_interval(secs => n)
    from generate_series(1, ${ENTRIES}) as n`);
  await db.execute(sql`
    insert into thread_messages (entry_id, entry_kind, direction, message_id, from_address, subject, body, withheld)
    select id, 'contact', 'acknowledgement', 'ack-' || id || '@example.org', 'hello@example.org', 'Thanks', 'Body',
      false
    from contact_messages`);
  await db.execute(sql`
    insert into subscriptions (list, email, created_at)
    select 'newsletter', 'reader' || n || '@example.org', now() - make_interval(secs => n)
    from generate_series(1, ${ENTRIES}) as n`);
  await db.execute(sql`analyze`);
}, 120_000);

afterAll(async () => {
  await server?.close();
});

/** The tables the plan reads from start to end. */
async function tablesScanned(statement: ReturnType<typeof listStatement>): Promise<string[]> {
  const plan = JSON.stringify(
    rowsOf(await server.database.db.execute(sql`explain (format json) ${statement}`)),
  );
  return [...plan.matchAll(/"Node Type":"Seq Scan"[^{}]*?"Relation Name":"(\w+)"/g)].map(
    (match) => match[1]!,
  );
}

describe(`the inbox's first page, ${ENTRIES} entries of each kind (${databaseLabel()})`, () => {
  it("reads no whole table of thread messages or subscriptions", async () => {
    const statement = listStatement({}, { limit: 50, waitingAfterDays: 3, subscriptions: "subscribers" });
    const scanned = await tablesScanned(statement);
    expect(scanned).not.toContain("thread_messages");
    expect(scanned).not.toContain("subscriptions");
    expect(scanned).not.toContain("contact_messages");
  });

  it("still lists the newest entries first, with their acknowledgement", async () => {
    const statement = listStatement({}, { limit: 50, waitingAfterDays: 3, subscriptions: "subscribers" })!;
    const rows = rowsOf<Record<string, unknown>>(await server.database.db.execute(statement));
    expect(rows).toHaveLength(51);
    expect(rows[0]).toMatchObject({ kind: "contact", name: "Sender 1", acknowledgementWithheld: false });
  });
});
