import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../server/db/client.ts";
import { oldestUnsentStatement, outboxBacklog } from "../../server/outbox/outbox.ts";
import { databaseLabel } from "../support/test-database.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

// The metrics scrape reads the outbox once a minute. With no mail server set, an hour's soak queued over 100,000
// emails, and reading them all made one request a minute wait hundreds of milliseconds behind the scrape.
const UNSENT = 3000;

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  await db.execute(sql`
    insert into mail_outbox (kind, ref_id, recipients, subject, text_body, html_body, created_at, sent_at)
    select 'contact', gen_random_uuid(), 'staff@example.org', 'Subject ' || n, 'Text', '<p>Html</p>',
      now() - make_interval(secs => n), case when n > ${UNSENT} then now() end
    from generate_series(1, ${UNSENT + 500}) as n`);
  await db.execute(sql`analyze mail_outbox`);
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe(`the outbox's backlog, as metrics read it (${databaseLabel()})`, () => {
  it("counts the unsent emails only, and dates the oldest of them", async () => {
    const backlog = await outboxBacklog(server.database.db);
    expect(backlog.pending).toBe(UNSENT);
    // The oldest unsent was queued UNSENT seconds ago; the sent ones are older still and do not count.
    expect(backlog.oldestSeconds).toBeGreaterThanOrEqual(UNSENT);
    expect(backlog.oldestSeconds).toBeLessThan(UNSENT + 500);
  });

  it("stops counting at its cap", async () => {
    expect((await outboxBacklog(server.database.db, 1000)).pending).toBe(1000);
  });

  it("finds the oldest unsent email through an index, not by reading the table", async () => {
    const plan = JSON.stringify(
      rowsOf(
        await server.database.db.execute(
          sql`explain (format json) ${oldestUnsentStatement(server.database.db)}`,
        ),
      ),
    );
    expect(plan).toContain("mail_outbox_unsent_created");
    expect(plan).not.toMatch(/"Node Type":"Seq Scan"/);
  });
});
