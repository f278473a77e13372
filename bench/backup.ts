// `npm run bench:backup`: backup and restore times at 100,000 inbox entries (docs/performance.md). On PGlite the
// real server runs on the seeded folder while `npm run backup` asks it for the copy, and a probe keeps posting
// contact messages meanwhile to show how long writes wait; then `npm run restore` fills a fresh folder. On
// PostgreSQL (BENCH_DATABASE_URL, default the local cluster; skipped with the reason when none answers) the same
// with pg_dump into a new database. BENCH_ROWS changes the size. Not a test: it prints figures.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { openDatabase } from "../server/db/client.ts";
import { seedEntries } from "./seed-entries.ts";
import { freePort, waitFor } from "./server.ts";

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const POSTGRES_URL = process.env.BENCH_DATABASE_URL || "postgres://verdant:verdant@127.0.0.1:5432/postgres";

const work = fs.mkdtempSync(path.join(os.tmpdir(), "verdant-bench-backup-"));
// The server needs a site to serve; the bench only posts to the API.
const staticDir = path.join(work, "site", "client");
fs.mkdirSync(staticDir, { recursive: true });
fs.writeFileSync(path.join(staticDir, "index.html"), "<!doctype html><title>bench</title>");
fs.writeFileSync(path.join(staticDir, "404.html"), "<!doctype html><title>404</title>");
fs.writeFileSync(path.join(work, "site", "csp-manifest.json"), JSON.stringify({ version: 1, pages: {} }));

interface Row {
  backend: string;
  size: number;
  backupMs: number;
  restoreMs: number;
  /** The slowest probe write while the backup ran, and how many were answered. */
  probe?: { slowestMs: number; answered: number };
}
const results: Row[] = [];

/** Runs a command of the project as an operator would; resolves with its wall time, rejects on failure. */
async function timed(script: string, env: Record<string, string>, ...args: string[]): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, [script, ...args], {
    env: { ...process.env, DATABASE_URL: "", DATA_DIR: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
  if (code !== 0) throw new Error(`${script} ${args.join(" ")} exited ${code}:\n${output}`);
  return performance.now() - started;
}

/** Posts contact messages one after another until stopped; keeps the slowest answer. */
function probeWrites(url: string) {
  let stopping = false;
  let slowestMs = 0;
  let answered = 0;
  const done = (async () => {
    while (!stopping) {
      const started = performance.now();
      const response = await fetch(`${url}/api/contact`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          name: "Bench Probe",
          email: "probe@example.org",
          subject: "written during the backup",
          message: "How long does a write wait while the backup runs?",
          category: "general",
          website: "",
          formStartedAt: 1_700_000_000_000,
          formSentAt: 1_700_000_010_000,
        }),
      });
      await response.arrayBuffer();
      if (response.status !== 201) throw new Error(`probe write answered ${response.status}`);
      slowestMs = Math.max(slowestMs, performance.now() - started);
      answered++;
    }
  })();
  return {
    async stop() {
      stopping = true;
      await done;
      return { slowestMs, answered };
    },
  };
}

async function benchPglite() {
  const dataDir = path.join(work, "pglite-source");
  const started = performance.now();
  const database = await openDatabase({ dataDir });
  await database.migrate();
  await seedEntries(database.db, ROWS);
  await database.close();
  console.log(
    `PGlite: seeded ${ROWS.toLocaleString("en")} entries in ${seconds(performance.now() - started)}`,
  );

  const port = await freePort();
  const server = spawn(process.execPath, ["server/main.ts"], {
    env: {
      ...process.env,
      DATABASE_URL: "",
      DATA_DIR: dataDir,
      STATIC_DIR: staticDir,
      HOST: "127.0.0.1",
      PORT: String(port),
      LOG_LEVEL: "warn",
      FORM_MIN_FILL_MS: "0",
      FORM_RATE_LIMIT: "1000000",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const exited = new Promise<void>((resolve) => server.on("exit", () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const file = path.join(work, "pglite.backup");
  let backupMs: number;
  let probe: Row["probe"];
  try {
    await waitFor(`${url}/api/health`);
    const writes = probeWrites(url);
    try {
      backupMs = await timed("server/cli/backup.ts", { DATA_DIR: dataDir }, file);
    } finally {
      probe = await writes.stop();
    }
  } finally {
    server.kill("SIGTERM");
    await exited;
  }
  const restoreMs = await timed(
    "server/cli/restore.ts",
    { DATA_DIR: path.join(work, "pglite-restored") },
    file,
  );
  results.push({ backend: "PGlite", size: fs.statSync(file).size, backupMs, restoreMs, probe });
}

async function postgresReason(): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    return undefined;
  } catch (error) {
    return `no PostgreSQL server answers at BENCH_DATABASE_URL (${(error as Error).message})`;
  } finally {
    await client.end().catch(() => {});
  }
}

async function benchPostgres() {
  const reason = await postgresReason();
  if (reason) {
    console.log(`PostgreSQL: SKIPPED, ${reason}`);
    return;
  }
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  const names = [0, 1].map(() => `verdant_bench_${randomBytes(5).toString("hex")}`);
  const urlOf = (name: string) => Object.assign(new URL(POSTGRES_URL), { pathname: `/${name}` }).toString();
  try {
    for (const name of names) await admin.query(`create database ${name}`);
    const [source, restored] = names.map(urlOf) as [string, string];
    const started = performance.now();
    const database = await openDatabase({ databaseUrl: source, dataDir: work });
    await database.migrate();
    await seedEntries(database.db, ROWS);
    await database.close();
    console.log(
      `PostgreSQL: seeded ${ROWS.toLocaleString("en")} entries in ${seconds(performance.now() - started)}`,
    );
    const file = path.join(work, "postgres.backup");
    const backupMs = await timed("server/cli/backup.ts", { DATABASE_URL: source }, file);
    const restoreMs = await timed("server/cli/restore.ts", { DATABASE_URL: restored }, file);
    results.push({ backend: "PostgreSQL", size: fs.statSync(file).size, backupMs, restoreMs });
  } finally {
    for (const name of names)
      await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
    await admin.end();
  }
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

try {
  await benchPglite();
  await benchPostgres();
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}

console.log(
  `\nBackup and restore of ${ROWS.toLocaleString("en")} entries, wall time of the commands (Node start-up included):`,
);
for (const row of results) {
  const probe = row.probe
    ? `; writes during the backup: ${row.probe.answered} answered, slowest ${row.probe.slowestMs.toFixed(0)} ms`
    : "";
  console.log(
    `${row.backend.padEnd(10)} file ${(row.size / 1024 / 1024).toFixed(1).padStart(6)} MiB  backup ` +
      `${seconds(row.backupMs).padStart(7)}  restore ${seconds(row.restoreMs).padStart(7)}${probe}`,
  );
}
console.log(
  `(${process.platform} ${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, Node ${process.version}; ` +
    `1-minute load average ${os.loadavg()[0]!.toFixed(2)})`,
);
