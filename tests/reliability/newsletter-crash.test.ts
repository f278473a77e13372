import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, rowsOf } from "../../server/db/client.ts";
import { CountingSink, prepareSend, sendEnv, waitFor } from "../support/newsletter-send-run.ts";
import { startServerProcess, type ServerProcess } from "../support/server-process.ts";

// An edition to 10,000 subscribers on PGlite, the server killed (SIGKILL) in the middle of the send
// and started again; every subscriber ends up with the edition once. Throttle off, so the outbox sets the pace.
const SUBSCRIBERS = 10_000;

describe("a newsletter send killed midway", () => {
  const dirs: string[] = [];
  const sink = new CountingSink();
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.kill();
    await sink.stop();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("on PGlite: each of 10,000 subscribers gets the edition once after a restart", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "verdant-newsletter-crash-"));
    dirs.push(dataDir);
    const { editionId, emails } = await prepareSend(dataDir, SUBSCRIBERS);
    await sink.start();
    const env = sendEnv(dataDir, sink);

    const began = Date.now();
    server = await startServerProcess(env);
    // Killed at a random point between a quarter and two thirds of the way.
    const killAt = Math.floor(SUBSCRIBERS * (0.25 + Math.random() * 0.4));
    await waitFor(() => sink.total >= killAt, `${killAt} deliveries`, 600_000);
    await server.kill();
    server = undefined;
    const beforeKill = sink.total;
    const firstRunMs = Date.now() - began;

    const restarted = Date.now();
    server = await startServerProcess(env);
    expect(server.output()).not.toMatch(/"level":(50|60)/);
    await waitFor(() => sink.deliveries.size >= SUBSCRIBERS, "every subscriber's email", 900_000);
    const secondRunMs = Date.now() - restarted;
    // A repeat whose lease has run out would come within the outbox's next rounds.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(await server.stop()).toBe(0);
    server = undefined;

    const received = emails.map((address) => sink.deliveries.get(address) ?? []);
    const missing = received.filter((ids) => ids.length === 0).length;
    // One edition each: one Message-ID per subscriber (the recipient row's own).
    const editionsTwice = received.filter((ids) => new Set(ids).size > 1).length;
    // The same email delivered again: possible only for one in flight at the kill (accepted by the SMTP server, not
    // yet marked sent), and it carries the same Message-ID, by which mail programs show it once.
    const deliveredAgain = received.filter((ids) => ids.length > 1).length;
    const strangers = [...sink.deliveries.keys()].filter((address) => !address.startsWith("reader-")).length;

    const database = await openDatabase({ dataDir });
    try {
      const [state] = rowsOf<{ status: string; handed: number; queued: number }>(
        await database.db.execute(sql`
          select e.status,
            (select count(*)::int from newsletter_recipients where edition_id = e.id and status = 'handed') as handed,
            (select count(*)::int from newsletter_recipients where edition_id = e.id and status = 'queued') as queued
          from newsletter_editions e where e.id = ${editionId}`),
      );
      expect(state).toEqual({ status: "sent", handed: SUBSCRIBERS, queued: 0 });
      // The one email in flight at the kill may have reached the SMTP server without being marked sent. It stays in
      // the outbox, leased by the killed server (two minutes), and goes again once that runs out: it is not lost.
      // Its subscriber already has it, so the wait above may end first.
      const unsent = rowsOf<{ recipients: string; leased: boolean; attempts: number }>(
        await database.db.execute(sql`
          select recipients, next_attempt_at > now() as leased, attempts
          from mail_outbox where kind = 'newsletter' and sent_at is null`),
      );
      expect(unsent.length).toBeLessThanOrEqual(1);
      for (const row of unsent) {
        expect(row.leased).toBe(true);
        expect(row.attempts).toBeGreaterThanOrEqual(1);
        expect(sink.deliveries.get(row.recipients)).toHaveLength(1);
      }
    } finally {
      await database.close();
    }

    const perSecond = (count: number, ms: number) => ((count * 1000) / ms).toFixed(0);
    console.log(
      `[reliability] newsletter crash on PGlite: ${SUBSCRIBERS} subscribers, SIGKILL after ${beforeKill} ` +
        `deliveries (${(firstRunMs / 1000).toFixed(1)} s, ${perSecond(beforeKill, firstRunMs)}/s with start); ` +
        `restart to the last: ${(secondRunMs / 1000).toFixed(1)} s for ${SUBSCRIBERS - beforeKill} more; ` +
        `${sink.total} deliveries in all, missing ${missing}, a second edition ${editionsTwice}, ` +
        `an email delivered again ${deliveredAgain}`,
    );
    expect({ missing, editionsTwice, strangers }).toEqual({ missing: 0, editionsTwice: 0, strangers: 0 });
    expect(deliveredAgain).toBeLessThanOrEqual(1);
  }, 1_500_000);
});
