// `npm run bench:soak`: the production server under a steady mix for SOAK_MINUTES (default 60), open loop at
// SOAK_RATE requests a second (default 200): page views, analytics beacons, contact posts, applications, newsletter
// sign-ups and staff inbox reads. Every SOAK_INTERVAL_S (default 60) it prints a row: throughput, p50/p99 (timed from
// when each request was due, so a stall counts in full), the server's resident memory, the data folder and its
// write-ahead log, the longest event-loop stall (prom-client's nodejs_eventloop_lag_max_seconds, which starts over
// at each scrape), the checkpoints the server took, and every unexpected answer.
//
// At the end it checks the soak's goals: memory flat after warm-up (< 5 % growth), p99 < 50 ms in every
// row, no stall over 200 ms, the write-ahead log bounded, no error, no contact post answered 201 and not stored;
// it exits 1 when one is missed. SOAK_MINUTES=2 is the CI-sized run.
//
// PGlite by default; SOAK_DATABASE_URL runs it on PostgreSQL (an empty database). BENCH_PGLITE_CHECKPOINTS=off
// starts the server without its own checkpoints (PGlite's then run inside a query), for the before-and-after.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { Pool } from "undici";
import { buildApp } from "../server/app.ts";
import { loadConfig } from "../server/config.ts";
import { openDatabase, rowsOf } from "../server/db/client.ts";
import { startBenchServer } from "./server.ts";
import { apiCaller, staffSession } from "./staff-session.ts";
import { countContactRows } from "./stored-rows.ts";

const MINUTES = Number(process.env.SOAK_MINUTES ?? 60);
const RATE = Number(process.env.SOAK_RATE ?? 200);
const INTERVAL_S = Number(process.env.SOAK_INTERVAL_S ?? 60);
const DATABASE_URL = process.env.SOAK_DATABASE_URL;
const CONNECTIONS = 64;
// Requests due but not yet answered past this many seconds' worth: the server cannot keep up with SOAK_RATE, and the
// run stops rather than queue without end (the rows so far are printed, and the run fails).
const BEHIND_LIMIT_S = 30;
const METRICS_TOKEN = "s".repeat(64);
// Shared by the set-up below and the server: staff codes are sealed with it (required on PostgreSQL).
const STAFF_SECRET_KEY = "5".repeat(64);
const GOALS = { growthPercent: 5, p99Ms: 50, stallMs: 200, walMiB: 300 };

type Kind = "page" | "beacon" | "contact" | "application" | "newsletter" | "inbox";
// One cycle of the mix, 20 requests: half page views, a quarter beacons, and the writes and reads of a busy day.
// SOAK_MIX=posts: contact posts only, the most write-ahead log per request, to reach PGlite's own checkpoint bound
// within minutes (the before-and-after of ADR 0046).
const MIX: Kind[] =
  process.env.SOAK_MIX === "posts"
    ? ["contact"]
    : [
        ...Array<Kind>(10).fill("page"),
        ...Array<Kind>(5).fill("beacon"),
        "contact",
        "contact",
        "application",
        "newsletter",
        "inbox",
      ];
const EXPECTED: Record<Kind, number> = {
  page: 200,
  beacon: 204,
  contact: 201,
  application: 201,
  newsletter: 201,
  inbox: 200,
};
const human = { website: "", formStartedAt: 1_700_000_000_000, formSentAt: 1_700_000_010_000 };

function pagePaths(): string[] {
  const client = path.resolve("build/client");
  const pages = ["/"];
  for (const entry of fs.readdirSync(client, { withFileTypes: true })) {
    if (entry.isDirectory() && fs.existsSync(path.join(client, entry.name, "index.html"))) {
      pages.push(`/${entry.name}`); // canonical: no trailing slash
    }
  }
  return pages.slice(0, 8);
}

function folderBytes(folder: string): number {
  let total = 0;
  for (const entry of fs.readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += fs.statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return total;
}

const mib = (bytes: number) => Math.round(bytes / 2 ** 20);
function percentile(sorted: number[], p: number): number {
  return sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

// 1. A staff account with its second factor, made by the app in this process before the server starts on the same
//    data folder (PGlite allows one process per folder).
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "verdant-soak-"));
const setupEnv = {
  DATA_DIR: dataDir,
  LOG_LEVEL: "silent",
  STAFF_SECRET_KEY,
  ...(DATABASE_URL ? { DATABASE_URL } : {}),
};
const setupConfig = loadConfig(setupEnv);
const setupDatabase = await openDatabase(setupConfig);
await setupDatabase.migrate();
const setupApp = await buildApp({ config: setupConfig, database: setupDatabase });
await setupApp.listen({ port: 0, host: "127.0.0.1" });
const address = setupApp.server.address();
const setupBase = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
const { token } = await staffSession(setupDatabase.db, apiCaller(setupBase), "soak");
await setupApp.close();

// 2. The server, as production runs it, on that folder.
const server = await startBenchServer(
  {
    METRICS_TOKEN,
    STAFF_SECRET_KEY,
    // Beacons come from many addresses (as the analytics bench sends them), through a proxy on loopback.
    TRUST_PROXY: "127.0.0.1",
    ...(DATABASE_URL ? { DATABASE_URL } : {}),
  },
  { dataDir, quiet: true },
);

const pages = pagePaths();
let sequence = 0;
function request(kind: Kind): {
  method: "GET" | "POST";
  path: string;
  headers: Record<string, string>;
  body?: string;
} {
  const n = sequence++;
  const json = { "content-type": "application/json" };
  switch (kind) {
    case "page":
      return { method: "GET", path: pages[n % pages.length]!, headers: { "accept-encoding": "br, gzip" } };
    case "beacon":
      return {
        method: "POST",
        path: "/api/event",
        headers: {
          "content-type": "text/plain;charset=UTF-8",
          "user-agent":
            "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36",
          "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
        },
        body: JSON.stringify({
          k: "v",
          u: `/page-${n % 50}?utm_source=soak`,
          r: "https://example.org/",
          w: 1280,
        }),
      };
    case "contact":
      return {
        method: "POST",
        path: "/api/contact/",
        headers: json,
        body: JSON.stringify({
          name: `Soak ${n}`,
          email: `soak-${n}@example.org`,
          organization: "Soak",
          subject: `Soak message ${n}`,
          message: `Message number ${n} of the soak; it only checks that every submission is stored.`,
          category: "general",
        }),
      };
    case "application":
      return {
        method: "POST",
        path: "/api/careers/apply",
        headers: json,
        body: JSON.stringify({
          name: `Applicant ${n}`,
          email: `applicant-${n}@example.org`,
          position: "ai-researcher",
          experience: "executive",
          coverLetter: `Application ${n} of the soak.`,
          ...human,
        }),
      };
    case "newsletter":
      return {
        method: "POST",
        path: "/api/newsletter",
        headers: json,
        body: JSON.stringify({ email: `reader-${n}@example.org`, ...human }),
      };
    case "inbox":
      return { method: "GET", path: "/api/staff/inbox", headers: { authorization: `Bearer ${token}` } };
  }
}

async function scrape(): Promise<Map<string, number>> {
  const answer = await fetch(`${server.url}/api/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  const values = new Map<string, number>();
  for (const line of (await answer.text()).split("\n")) {
    const match = /^([a-z_]+(?:\{[^}]*\})?) ([0-9.e+-]+)$/.exec(line);
    if (match) values.set(match[1]!, Number(match[2]));
  }
  return values;
}
const sumOf = (values: Map<string, number>, name: string) =>
  [...values]
    .filter(([key]) => key === name || key.startsWith(`${name}{`))
    .reduce((sum, [, v]) => sum + v, 0);

// 3. The load: open loop, each request timed from when it was due.
const pool = new Pool(server.url, { connections: CONNECTIONS, pipelining: 1, keepAliveTimeout: 30_000 });
interface Window {
  latencies: number[];
  sent: number;
  unexpected: Map<string, number>;
}
const fresh = (): Window => ({ latencies: [], sent: 0, unexpected: new Map() });
let window = fresh();
let contacts201 = 0;
const inFlight = new Set<Promise<void>>();

function send(kind: Kind, due: number) {
  window.sent++;
  const { body, ...options } = request(kind);
  const done = pool
    .request({
      ...options,
      body,
      headers: { ...options.headers, ...(body ? { "content-length": String(Buffer.byteLength(body)) } : {}) },
    })
    .then(async (answer) => {
      await answer.body.dump();
      // Counted in the row of the moment it is answered (throughput), timed from when it was due.
      window.latencies.push(performance.now() - due);
      if (answer.statusCode === EXPECTED[kind]) {
        if (kind === "contact") contacts201++;
      } else {
        const key = `${kind} ${answer.statusCode}`;
        window.unexpected.set(key, (window.unexpected.get(key) ?? 0) + 1);
      }
    })
    .catch((error: unknown) => {
      const key = `${kind} ${(error as { code?: string }).code ?? "error"}`;
      window.unexpected.set(key, (window.unexpected.get(key) ?? 0) + 1);
    })
    .finally(() => inFlight.delete(done));
  inFlight.add(done);
}

const walFolder = path.join(dataDir, "pglite", "pg_wal");
const rows: Record<string, string | number>[] = [];
const rss: number[] = [];
// The index of the first row in which the server took a checkpoint (PGlite), or -1.
let firstCheckpointRow = -1;
const p99s: number[] = [];
const stalls: number[] = [];
const wals: number[] = [];
const errors: string[] = [];
let before = await scrape();
const loadBefore = os.loadavg()[0]!.toFixed(1);
console.log(
  `Soak ${new Date().toISOString()}: ${DATABASE_URL ? "PostgreSQL" : "PGlite"}, ${MINUTES} min at ${RATE} requests/s ` +
    `(${MIX.length === 1 ? "contact posts only" : "per 20: 10 pages, 5 beacons, 2 contact posts, 1 application, 1 newsletter sign-up, 1 inbox read"}), ` +
    `server checkpoints ${process.env.BENCH_PGLITE_CHECKPOINTS === "off" ? "off" : "on"}, ` +
    `${os.cpus().length} cores, 1-min load average ${loadBefore}; a row every ${INTERVAL_S} s`,
);

const started = performance.now();
const ends = started + MINUTES * 60_000;
let due = 0;
let nextReport = started + INTERVAL_S * 1000;
let index = 0;
let fellBehind = "";
// Until the last row is printed (the sending stops at `ends`, the row for the last interval a moment later).
const reports = Math.max(1, Math.floor((MINUTES * 60) / INTERVAL_S));
while (rows.length < reports) {
  const now = performance.now();
  if (inFlight.size > RATE * BEHIND_LIMIT_S) {
    fellBehind = `stopped at minute ${((now - started) / 60_000).toFixed(1)}: ${inFlight.size} requests waiting, more than ${BEHIND_LIMIT_S} s at ${RATE}/s`;
    console.log(fellBehind);
    break;
  }
  // Every request due by now is sent now, each timed from its own due moment.
  while (now < ends && started + (due * 1000) / RATE <= now) {
    send(MIX[index++ % MIX.length]!, started + (due * 1000) / RATE);
    due++;
  }
  if (now >= nextReport) {
    nextReport += INTERVAL_S * 1000;
    const ended = window;
    window = fresh();
    const after = await scrape();
    const sorted = ended.latencies.sort((a, b) => a - b);
    const stallMs = after.get("nodejs_eventloop_lag_max_seconds")! * 1000;
    const checkpoints =
      sumOf(after, "verdant_db_checkpoints_total") - sumOf(before, "verdant_db_checkpoints_total");
    const checkpointMs =
      (sumOf(after, "verdant_db_checkpoint_seconds_total") -
        sumOf(before, "verdant_db_checkpoint_seconds_total")) *
      1000;
    before = after;
    const wal = DATABASE_URL ? Number.NaN : folderBytes(walFolder);
    const row = {
      "at min": Number(((now - started) / 60_000).toFixed(1)),
      "per s": Math.round(sorted.length / INTERVAL_S),
      "p50 ms": Math.round(percentile(sorted, 50) * 10) / 10,
      "p99 ms": Math.round(percentile(sorted, 99) * 10) / 10,
      "max ms": Math.round(sorted.at(-1) ?? Number.NaN),
      "RSS MiB": Math.round(server.rssMiB()),
      "data MiB": DATABASE_URL ? "-" : mib(folderBytes(path.join(dataDir, "pglite"))),
      "WAL MiB": DATABASE_URL ? "-" : mib(wal),
      "stall ms": Math.round(stallMs),
      checkpoints: DATABASE_URL ? "-" : `${checkpoints} (${Math.round(checkpointMs)} ms)`,
      errors: [...ended.unexpected].map(([key, n]) => `${key} × ${n}`).join(", ") || 0,
    };
    rows.push(row);
    console.log(JSON.stringify(row));
    rss.push(row["RSS MiB"]);
    if (checkpoints > 0 && firstCheckpointRow < 0) firstCheckpointRow = rss.length - 1;
    p99s.push(row["p99 ms"]);
    stalls.push(row["stall ms"]);
    if (!DATABASE_URL) wals.push(mib(wal));
    if (ended.unexpected.size > 0) errors.push(`at minute ${row["at min"]}: ${row.errors}`);
  }
  await new Promise((resolve) => setTimeout(resolve, 5));
}
await Promise.all(inFlight);
await pool.close();
await server.stop();
let stored: number;
if (DATABASE_URL) {
  const check = await openDatabase(loadConfig(setupEnv));
  stored = rowsOf<{ n: number }>(
    await check.db.execute(sql`select count(*)::int as n from contact_messages`),
  )[0]!.n;
  await check.close();
} else {
  stored = (await countContactRows(dataDir)).stored;
}
server.cleanup();

console.table(rows);
// Growth after warm-up. The first two rows fill the caches and the connection pools; on PGlite the warm-up also
// includes the row of the server's first checkpoint, which grows PGlite's WebAssembly memory once (it never shrinks):
// in the quiet hour of 2026-11-28 the process went from 312 to 339 MiB in that row, then 341 to 351 MiB in the 55
// minutes after it.
const warmUpRows = Math.max(2, firstCheckpointRow + 1);
const warm = rss.slice(Math.min(warmUpRows, rss.length - 1));
const growth = warm.length > 1 ? ((Math.max(...warm) - warm[0]!) / warm[0]!) * 100 : 0;
const lost = Math.max(0, contacts201 - stored);
// The worst of a column, or "no row" when the run stopped before its first row (that run fails on its own check).
const worst = (values: number[]) => (values.length === 0 ? "no row" : `${Math.max(...values)}`);
const checks = [
  [
    `memory growth after warm-up (${warmUpRows} rows) ${growth.toFixed(1)} % < ${GOALS.growthPercent} %`,
    growth < GOALS.growthPercent,
  ],
  [
    `p99 in every row < ${GOALS.p99Ms} ms (worst ${worst(p99s)} ms)`,
    p99s.length > 0 && p99s.every((p) => p < GOALS.p99Ms),
  ],
  [
    `longest event-loop stall < ${GOALS.stallMs} ms (worst ${worst(stalls)} ms)`,
    stalls.length > 0 && stalls.every((s) => s < GOALS.stallMs),
  ],
  ...(DATABASE_URL
    ? []
    : [
        [
          `WAL < ${GOALS.walMiB} MiB (largest ${worst(wals)} MiB)`,
          wals.every((w) => w < GOALS.walMiB),
        ] as const,
      ]),
  [`no unexpected answer (${errors.length === 0 ? "none" : errors.join("; ")})`, errors.length === 0],
  [`kept up with ${RATE}/s for ${MINUTES} min${fellBehind ? ` (${fellBehind})` : ""}`, fellBehind === ""],
  [`no contact post lost (${contacts201} answered 201, ${stored} stored)`, lost === 0],
] as const;
for (const [what, ok] of checks) console.log(`${ok ? "ok  " : "MISS"} ${what}`);
console.log(`1-min load average ${loadBefore} before, ${os.loadavg()[0]!.toFixed(1)} after`);
if (checks.some(([, ok]) => !ok)) process.exit(1);
