import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, rowsOf } from "../../server/db/client.ts";
import { humanMeta } from "../support/forms.ts";
import {
  postgresUnavailableReason,
  startSharedPostgres,
  type SharedPostgres,
} from "../support/reliability-postgres.ts";
import { startServerProcess, type ServerProcess } from "../support/server-process.ts";

// `npm run backup` while the server takes a steady stream of contact messages, then `npm run restore` into a fresh
// folder or database and a server started on it: every message acknowledged before the backup began is there.
const WORKERS = 4;
const ACKED_BEFORE_BACKUP = 100;
const ACKED_AFTER_BACKUP = 20;
const loadEnv = { FORM_MIN_FILL_MS: "0", FORM_RATE_LIMIT: "1000000", LOG_LEVEL: "warn" };

interface Ack {
  id: string;
  subject: string;
}

/** Contact posts from a few workers, back to back, until stopped; keeps what got a 201, in order. */
function steadyLoad(server: ServerProcess) {
  const acked: Ack[] = [];
  let stopping = false;
  const worker = async (n: number) => {
    for (let i = 0; !stopping; i++) {
      const subject = `backup load w${n} n${i} ${randomBytes(4).toString("hex")}`;
      const response = await fetch(`${server.url}/api/contact`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          name: "Backup Load",
          email: `load${n}@example.org`,
          subject,
          message: `Sent while a backup may be running: ${subject}`,
          category: "research",
          ...humanMeta,
        }),
      });
      if (response.status === 201)
        acked.push({ id: ((await response.json()) as { id: string }).id, subject });
      else throw new Error(`contact post answered ${response.status}: ${await response.text()}`);
    }
  };
  const done = Promise.all(Array.from({ length: WORKERS }, (_, n) => worker(n)));
  return {
    acked,
    async until(count: number) {
      while (acked.length < count) {
        await Promise.race([done, new Promise((resolve) => setTimeout(resolve, 20))]);
      }
    },
    async stop() {
      stopping = true;
      await done;
    },
  };
}

/** Runs one of the operations commands as an operator would, without blocking the test's load meanwhile. */
function runCli(script: string, env: Record<string, string>, ...args: string[]) {
  const child = spawn(process.execPath, [script, ...args], {
    env: { ...process.env, DATABASE_URL: "", DATA_DIR: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on("close", (code) => resolve({ code, output })),
  );
}

async function backupUnderLoad(
  label: string,
  source: Record<string, string>,
  restored: Record<string, string>,
  target: { databaseUrl?: string; dataDir: string },
  file: string,
) {
  const server = await startServerProcess({ ...loadEnv, ...source });
  const load = steadyLoad(server);
  let before: Ack[];
  let during: number;
  let after: Ack[];
  try {
    await load.until(ACKED_BEFORE_BACKUP);
    before = load.acked.slice();
    const backup = await runCli("server/cli/backup.ts", source, file);
    const ended = load.acked.length;
    during = ended - before.length;
    await load.until(ended + ACKED_AFTER_BACKUP);
    after = load.acked.slice(ended);
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toContain(`Backup written to ${file}`);
  } finally {
    await load.stop();
    expect(await server.stop()).toBe(0);
  }
  expect(server.output()).not.toMatch(/"level":(50|60)/);

  const restore = await runCli("server/cli/restore.ts", restored, file);
  expect(restore.code, restore.output).toBe(0);

  // A server starts on the restored data and takes writes.
  const revived = await startServerProcess({ ...loadEnv, ...restored });
  try {
    const posted = await fetch(`${revived.url}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        name: "After Restore",
        email: "after@example.org",
        subject: "written after the restore",
        message: "The restored database takes new messages.",
        category: "general",
        ...humanMeta,
      }),
    });
    expect(posted.status).toBe(201);
  } finally {
    expect(await revived.stop()).toBe(0);
  }
  expect(revived.output()).not.toMatch(/"level":(50|60)/);

  const database = await openDatabase(target);
  let stored: Map<string, string>;
  let queued: Set<string>;
  try {
    stored = new Map(
      rowsOf<{ id: string; subject: string }>(
        await database.db.execute(sql`select id, subject from contact_messages`),
      ).map((row) => [row.id, row.subject]),
    );
    queued = new Set(
      rowsOf<{ ref_id: string }>(
        await database.db.execute(sql`select ref_id from mail_outbox where kind = 'contact'`),
      ).map((row) => row.ref_id),
    );
  } finally {
    await database.close();
  }
  const missing = before.filter((ack) => stored.get(ack.id) !== ack.subject);
  const withoutEmail = before.filter((ack) => !queued.has(ack.id));
  const fromLater = after.filter((ack) => stored.has(ack.id));
  console.log(
    `[reliability] backup ${label}: ${before.length} messages acknowledged before the backup, ${during} while it ` +
      `ran, ${after.length} after; restored ${stored.size} rows (one written after the restore); ` +
      `missing ${missing.length}`,
  );
  expect(missing).toEqual([]);
  expect(withoutEmail).toEqual([]);
  // The server went on answering while the backup ran, and the copy is of a moment inside it, not later.
  expect(during).toBeGreaterThan(0);
  expect(fromLater).toEqual([]);
  expect([...stored.values()]).toContain("written after the restore");
}

describe("backup under a steady write load, restored and served again", () => {
  const dirs: string[] = [];
  const tempDir = (prefix: string) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("on PGlite: the running server dumps its folder; every message acknowledged before is restored", async () => {
    const source = tempDir("verdant-backup-src-");
    const restored = tempDir("verdant-backup-dst-");
    const file = path.join(tempDir("verdant-backup-file-"), "site.backup");
    await backupUnderLoad(
      "PGlite",
      { DATA_DIR: source },
      { DATA_DIR: restored },
      { dataDir: restored },
      file,
    );
  }, 180_000);

  const skipReason = postgresUnavailableReason();
  if (skipReason) console.log(`[reliability] SKIPPED backup test on PostgreSQL: ${skipReason}`);
  it.skipIf(skipReason)(
    "on PostgreSQL: pg_dump under load; every message acknowledged before is restored into a new database",
    async () => {
      let postgres: SharedPostgres | undefined;
      let restoredUrl: string | undefined;
      try {
        postgres = await startSharedPostgres();
        console.log(`[reliability] backup test on a ${postgres.label}`);
        restoredUrl = await createSiblingDatabase(postgres.url);
        const dataDir = tempDir("verdant-backup-pg-");
        const file = path.join(tempDir("verdant-backup-file-"), "site.pgdump");
        await backupUnderLoad(
          "PostgreSQL",
          { DATABASE_URL: postgres.url, DATA_DIR: dataDir },
          { DATABASE_URL: restoredUrl, DATA_DIR: dataDir },
          { databaseUrl: restoredUrl, dataDir },
          file,
        );
      } finally {
        if (postgres && restoredUrl) await dropSiblingDatabase(postgres.url, restoredUrl);
        await postgres?.destroy();
      }
    },
    180_000,
  );
});

/** An empty database beside the one at `url`, on the same server: where the backup is restored. */
async function createSiblingDatabase(url: string): Promise<string> {
  const name = `verdant_restored_${randomBytes(6).toString("hex")}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const sibling = new URL(url);
  sibling.pathname = `/${name}`;
  return sibling.toString();
}

async function dropSiblingDatabase(url: string, siblingUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`drop database if exists ${new URL(siblingUrl).pathname.slice(1)} with (force)`);
  } finally {
    await client.end();
  }
}
