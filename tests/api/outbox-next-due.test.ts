import type { FastifyBaseLogger } from "fastify";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Db } from "../../server/db/client.ts";
import { msUntilNextDue } from "../../server/outbox/outbox.ts";
import { OutboxWorker, type MailSender } from "../../server/outbox/outbox-worker.ts";
import { databaseLabel } from "../support/test-database.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

// When the outbox is empty the worker waits for its poll interval (or a new email's wake-up). It once read "nothing
// waits" as "due now" and asked the database every 10 ms, for as long as the server ran with SMTP_URL set.

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, 120_000);

afterAll(async () => {
  await server?.close();
});

beforeEach(async () => {
  await server.database.db.execute(sql`delete from mail_outbox`);
});

/** Queues one email due `inSeconds` from now (negative: overdue), sent already or not. */
async function queue(inSeconds: number, sent = false) {
  await server.database.db.execute(sql`
    insert into mail_outbox (kind, ref_id, recipients, subject, text_body, html_body, next_attempt_at, sent_at)
    values ('contact', gen_random_uuid(), 'staff@example.org', 'Subject', 'Text', '<p>Html</p>',
      now() + make_interval(secs => ${inSeconds}), ${sent ? sql`now()` : sql`null`})`);
}

describe(`when the outbox's next email is due (${databaseLabel()})`, () => {
  it("answers none for an empty outbox, and for one whose emails are all sent", async () => {
    expect(await msUntilNextDue(server.database.db)).toBeUndefined();
    await queue(-5, true);
    expect(await msUntilNextDue(server.database.db)).toBeUndefined();
  });

  it("answers the wait until the soonest unsent email, and 0 for one overdue", async () => {
    await queue(120);
    await queue(60);
    const wait = await msUntilNextDue(server.database.db);
    expect(wait).toBeGreaterThan(55_000);
    expect(wait).toBeLessThanOrEqual(60_000);
    await queue(-30);
    expect(await msUntilNextDue(server.database.db)).toBe(0);
  });

  it("lets the worker rest between polls while nothing waits", async () => {
    // Each round claims with one update statement: counted through a proxy of the database.
    let rounds = 0;
    const db = new Proxy(server.database.db, {
      get(target, property, receiver) {
        if (property === "update") rounds++;
        const value: unknown = Reflect.get(target, property, receiver);
        return typeof value === "function" ? value.bind(target) : value;
      },
    }) as Db;
    const sender: MailSender = { send: vi.fn(), close: vi.fn() };
    const config = { ...server.config.forms, outbox: { ...server.config.forms.outbox, pollMs: 250 } };
    const log = { warn: vi.fn(), info: vi.fn(), error: vi.fn() } as unknown as FastifyBaseLogger;
    const worker = new OutboxWorker(db, config, log, sender);
    worker.start();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await worker.stop();
    // A round at start and one per 250 ms after it: 5 in a second, and a slow machine makes fewer, never more.
    expect(rounds).toBeGreaterThanOrEqual(1);
    expect(rounds).toBeLessThanOrEqual(5);
    expect(sender.send).not.toHaveBeenCalled();
  });
});
