import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/client.ts";
import { secretHash } from "../../server/auth/tokens.ts";
import { humanMeta } from "../support/forms.ts";
import {
  postgresUnavailableReason,
  startSharedPostgres,
  type SharedPostgres,
} from "../support/reliability-postgres.ts";
import { startServerProcess, type ServerProcess } from "../support/server-process.ts";

// SIGKILL in the middle of full-speed writes, several times in a row: whatever got a 201 must survive, once.
const KILLS = 5;
const CONTACT_WORKERS = 6;
const REGISTER_WORKERS = 2;
// Limits raised so the load generator is never refused; spam timing off (the load fills forms in 0 ms).
const loadEnv = {
  FORM_MIN_FILL_MS: "0",
  FORM_RATE_LIMIT: "1000000",
  AUTH_REGISTER_MAX_PER_IP: "1000000",
  LOG_LEVEL: "warn",
};

interface Acked {
  contacts: { id: string; subject: string; name: string; email: string; message: string }[];
  accounts: { id: string; email: string; name: string; token: string }[];
}

/** Sends valid contact messages and registrations as fast as the server answers, until the server dies. */
function startLoad(server: ServerProcess, round: number, acked: Acked) {
  let sent = 0;
  const contactWorker = async (worker: number) => {
    for (let n = 0; ; n++) {
      const subject = `crash r${round} w${worker} n${n} ${Math.random().toString(36).slice(2)}`;
      const body = {
        name: `Load ${worker} <b>&amp; "Ünïcødé" ✓`,
        email: `load${worker}@example.org`,
        organization: "",
        subject,
        message: `Line one of ${subject}\nLine two: 'quotes' and emoji 🌱`,
        category: "research",
        ...humanMeta,
      };
      let response;
      try {
        response = await fetch(`${server.url}/api/contact`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
        });
        sent++;
      } catch {
        return; // the server is gone
      }
      if (response.status === 201) {
        const { id } = (await response.json().catch(() => ({}))) as { id?: string };
        if (id)
          acked.contacts.push({ id, subject, name: body.name, email: body.email, message: body.message });
      } else {
        await response.body?.cancel();
      }
    }
  };
  const registerWorker = async (worker: number) => {
    for (let n = 0; ; n++) {
      const account = {
        name: `Crash Tester ${round}.${worker}.${n}`,
        email: `crash.r${round}.w${worker}.n${n}.${Math.random().toString(36).slice(2)}@example.org`,
        password: "analytical-engine-1843",
        rememberMe: n % 2 === 0,
      };
      let response;
      try {
        response = await fetch(`${server.url}/api/auth/register`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(account),
        });
        sent++;
      } catch {
        return;
      }
      if (response.status === 201) {
        const body = (await response.json().catch(() => ({}))) as { token?: string; user?: { id: string } };
        if (body.token && body.user)
          acked.accounts.push({
            id: body.user.id,
            email: account.email,
            name: account.name,
            token: body.token,
          });
      } else {
        await response.body?.cancel();
      }
    }
  };
  const done = Promise.all([
    ...Array.from({ length: CONTACT_WORKERS }, (_, worker) => contactWorker(worker)),
    ...Array.from({ length: REGISTER_WORKERS }, (_, worker) => registerWorker(worker)),
  ]);
  return { done, sent: () => sent };
}

type Rows<T> = { rows?: T[] };

/** Opens the data the dead server left (as the next server would) and checks every acknowledged write. */
async function verify(options: { databaseUrl?: string; dataDir: string }, acked: Acked) {
  const database = await openDatabase(options);
  try {
    const contactRows = (
      (await database.db.execute(
        sql`select id, name, email, subject, message from contact_messages`,
      )) as Rows<{ id: string; name: string; email: string; subject: string; message: string }>
    ).rows!;
    const byId = new Map(contactRows.map((row) => [row.id, row]));
    const lostContacts = acked.contacts.filter((contact) => {
      const row = byId.get(contact.id);
      return (
        !row ||
        row.subject !== contact.subject ||
        row.name !== contact.name ||
        row.message !== contact.message
      );
    });
    const subjectCounts = new Map<string, number>();
    for (const row of contactRows) subjectCounts.set(row.subject, (subjectCounts.get(row.subject) ?? 0) + 1);
    const duplicatedContacts = [...subjectCounts.values()].filter((count) => count > 1).length;

    // Each stored message has its notification queued in the same transaction.
    const outboxRefs = new Set(
      (
        (await database.db.execute(sql`select ref_id from mail_outbox where kind = 'contact'`)) as Rows<{
          ref_id: string;
        }>
      ).rows!.map((row) => row.ref_id),
    );
    const missingOutbox = acked.contacts.filter((contact) => !outboxRefs.has(contact.id)).length;

    const userRows = (
      (await database.db.execute(
        sql`select id, name, lower(email) as email, password_hash from users`,
      )) as Rows<{ id: string; name: string; email: string; password_hash: string | null }>
    ).rows!;
    const usersByEmail = new Map<string, typeof userRows>();
    for (const row of userRows) usersByEmail.set(row.email, [...(usersByEmail.get(row.email) ?? []), row]);
    const sessionHashes = new Set(
      (
        (await database.db.execute(sql`select token_hash from sessions`)) as Rows<{ token_hash: string }>
      ).rows!.map((row) => row.token_hash),
    );
    const lostAccounts = acked.accounts.filter((account) => {
      const rows = usersByEmail.get(account.email.toLowerCase()) ?? [];
      const row = rows[0];
      return (
        !row ||
        row.id !== account.id ||
        row.name !== account.name ||
        !row.password_hash?.startsWith("$argon2id$") ||
        !sessionHashes.has(secretHash(account.token))
      );
    });
    const duplicatedAccounts = [...usersByEmail.values()].filter((rows) => rows.length > 1).length;
    return {
      lostContacts: lostContacts.length,
      duplicatedContacts,
      missingOutbox,
      lostAccounts: lostAccounts.length,
      duplicatedAccounts,
      storedContacts: contactRows.length,
      storedAccounts: userRows.length,
    };
  } finally {
    await database.close();
  }
}

async function crashRounds(
  label: string,
  env: Record<string, string>,
  target: { databaseUrl?: string; dataDir: string },
) {
  const acked: Acked = { contacts: [], accounts: [] };
  let requests = 0;
  for (let round = 1; round <= KILLS; round++) {
    const server = await startServerProcess({ ...loadEnv, ...env });
    // A clean start: no error or fatal lines after the previous SIGKILL.
    expect(server.output()).not.toMatch(/"level":(50|60)/);
    const accountsBefore = acked.accounts.length;
    const load = startLoad(server, round, acked);
    // The kill comes at a random moment once the load is flowing: after the round's first acknowledged account
    // (a registration hashes with argon2id, and on a busy machine with PGlite the first one can take seconds), at
    // most 15 s after the start.
    const flowing = Date.now() + 15_000;
    while (acked.accounts.length === accountsBefore && Date.now() < flowing)
      await new Promise((resolve) => setTimeout(resolve, 50));
    const delay = 400 + Math.floor(Math.random() * 2_000);
    await new Promise((resolve) => setTimeout(resolve, delay));
    await server.kill();
    await load.done;
    requests += load.sent();

    const result = await verify(target, acked);
    console.log(
      `[reliability] crash ${label} kill ${round}/${KILLS} after ${delay} ms: acknowledged so far ` +
        `${acked.contacts.length} contact messages and ${acked.accounts.length} accounts; stored ` +
        `${result.storedContacts} and ${result.storedAccounts}; lost ${result.lostContacts + result.lostAccounts}, ` +
        `duplicated ${result.duplicatedContacts + result.duplicatedAccounts}`,
    );
    expect(result).toMatchObject({
      lostContacts: 0,
      duplicatedContacts: 0,
      missingOutbox: 0,
      lostAccounts: 0,
      duplicatedAccounts: 0,
    });
  }
  expect(acked.contacts.length).toBeGreaterThan(KILLS);
  expect(acked.accounts.length).toBeGreaterThan(0);

  // After the last kill the server starts cleanly and the accounts work: sign in with one made just before a kill.
  const server = await startServerProcess({ ...loadEnv, ...env });
  try {
    const last = acked.accounts.at(-1)!;
    const me = await fetch(`${server.url}/api/auth/me`, {
      headers: { authorization: `Bearer ${last.token}` },
    });
    expect(me.status).toBe(200);
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: last.email, password: "analytical-engine-1843" }),
    });
    expect(login.status).toBe(200);
  } finally {
    expect(await server.stop()).toBe(0);
  }
  console.log(
    `[reliability] crash ${label} total: ${KILLS} SIGKILLs, ${requests} requests sent, ` +
      `${acked.contacts.length} contact messages and ${acked.accounts.length} accounts acknowledged, 0 lost, 0 duplicated`,
  );
}

describe("SIGKILL under load", () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("on PGlite: every acknowledged submission and account survives, once", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "verdant-crash-"));
    dirs.push(dataDir);
    await crashRounds("PGlite", { DATA_DIR: dataDir }, { dataDir });
  }, 300_000);

  const skipReason = postgresUnavailableReason();
  if (skipReason) console.log(`[reliability] SKIPPED crash test on PostgreSQL: ${skipReason}`);
  it.skipIf(skipReason)(
    "on PostgreSQL: every acknowledged submission and account survives, once",
    async () => {
      let postgres: SharedPostgres | undefined;
      try {
        postgres = await startSharedPostgres();
        console.log(`[reliability] crash test on a ${postgres.label}`);
        const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "verdant-crash-pg-"));
        dirs.push(dataDir);
        await crashRounds(
          "PostgreSQL",
          { DATABASE_URL: postgres.url, DATA_DIR: dataDir },
          {
            databaseUrl: postgres.url,
            dataDir,
          },
        );
      } finally {
        await postgres?.destroy();
      }
    },
    300_000,
  );
});
