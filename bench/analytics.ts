// `npm run bench:analytics`: the analytics' two figures (docs/performance.md).
// 1. Ingestion: BENCH_HITS beacons (default 20,000) posted over HTTP to POST /api/event by BENCH_CONCURRENCY
//    clients (default 32) in a worker thread, each hit from its own address (X-Forwarded-For, with
//    TRUST_PROXY=127.0.0.1), timed until every hit is in the database; then 2,000 hits/s for 5 s. The home page's
//    p95 is timed meanwhile, against the same page idle.
// 2. Dashboard: BENCH_EVENTS raw events (default 10,000,000) generated in SQL over the last 30 days, complete days
//    rolled up as the hourly job does, then GET /api/staff/analytics (the default 30 days, each preset, and today
//    alone) and GET /api/staff/analytics/realtime timed over HTTP, BENCH_ROUNDS times (default 100) after a
//    warm-up. The target applies to every dashboard load but today's alone.
// PGlite by default; BENCH_DATABASE_URL runs it on PostgreSQL (a scratch database is created and dropped). Not a
// test: it prints figures, and exits non-zero when either target is missed (2,000 hits/s, 150 ms p95). Run it on an
// idle machine: its figures mean nothing on a busy one. Try it small first: BENCH_EVENTS=100000 BENCH_HITS=2000.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { sql } from "drizzle-orm";
import pg from "pg";
import { ensurePartitions, rollUp } from "../server/analytics/maintenance.ts";
import { buildApp } from "../server/app.ts";
import { loadConfig } from "../server/config.ts";
import { openDatabase, rowsOf } from "../server/db/client.ts";
import type { ClientJob, ClientResult } from "./analytics-client.ts";
import { apiCaller, staffSession } from "./staff-session.ts";

const EVENTS = Number(process.env.BENCH_EVENTS ?? 10_000_000);
const HITS = Number(process.env.BENCH_HITS ?? 20_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 100);
const WARMUP = 10;
const TARGET_HITS_PER_SECOND = 2_000;
const TARGET_P95_MS = 150;
const PACED_SECONDS = 5;
const CHUNK = 500_000;
const DAY_MS = 86_400_000;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "verdant-bench-analytics-"));
const staticDir = path.join(dataDir, "site");
fs.mkdirSync(staticDir, { recursive: true });
fs.writeFileSync(
  path.join(staticDir, "index.html"),
  `<!doctype html><title>bench</title>${"<p>text</p>".repeat(200)}`,
);
fs.writeFileSync(path.join(staticDir, "404.html"), "<!doctype html><title>404</title>");
fs.writeFileSync(path.join(dataDir, "csp-manifest.json"), JSON.stringify({ version: 1, pages: {} }));

let scratch: { url: string; drop(): Promise<void> } | undefined;
if (process.env.BENCH_DATABASE_URL) {
  const admin = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL });
  await admin.connect();
  const name = `verdant_bench_analytics_${Date.now()}`;
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(process.env.BENCH_DATABASE_URL);
  url.pathname = `/${name}`;
  scratch = {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

const config = loadConfig({
  DATA_DIR: dataDir,
  STATIC_DIR: staticDir,
  LOG_LEVEL: "silent",
  TRUST_PROXY: "127.0.0.1",
  ...(scratch ? { DATABASE_URL: scratch.url } : {}),
});
const database = await openDatabase(config);
await database.migrate();
const db = database.db;
const app = await buildApp({ config, database });
await app.listen({ port: 0, host: "127.0.0.1" });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
const label = scratch ? "PostgreSQL" : "PGlite";
const count = async (query: ReturnType<typeof sql>) =>
  Number(rowsOf<{ n: number }>(await db.execute(query))[0]?.n ?? 0);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function timedGets(pathname: string, rounds: number, headers: Record<string, string> = {}) {
  const times: number[] = [];
  for (let i = 0; i < rounds; i += 1) {
    const started = performance.now();
    const response = await fetch(base + pathname, { headers });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`GET ${pathname}: ${response.status}`);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

// ---- 1. Ingestion over HTTP ----
// The clients run in a worker thread (bench/analytics-client.ts), so they do not take the server's thread.
async function clients(job: ClientJob): Promise<{ result: ClientResult; started: number }> {
  const worker = new Worker(new URL("./analytics-client.ts", import.meta.url), { workerData: job });
  let started = 0;
  const result = await new Promise<ClientResult>((resolve, reject) => {
    worker.on("message", (message: "hits started" | ClientResult) => {
      if (message === "hits started") started = performance.now();
      else resolve(message);
    });
    worker.once("error", reject);
  });
  await worker.terminate();
  if (result.failures > 0) console.warn(`  ${result.failures} beacons were not answered 204`);
  return { result, started };
}
const storedCount = () => count(sql`select count(*)::int as n from analytics_events`);
async function untilStored(expected: number): Promise<void> {
  while ((await storedCount()) < expected) await new Promise((resolve) => setTimeout(resolve, 50));
}

// (a) As fast as the server answers: the most it takes.
const flat = await clients({ base, hits: HITS, concurrency: CONCURRENCY, idleRounds: 200 });
await untilStored(HITS);
const stored = performance.now() - flat.started;
const { idle, whileIngesting: pagesWhileIngesting, answeredMs: answered } = flat.result;
const hitsPerSecond = HITS / (stored / 1000);
console.log(`${label}: ingestion of ${HITS.toLocaleString("en")} beacons over HTTP, ${CONCURRENCY} clients`);
console.log(
  `  answered in ${(answered / 1000).toFixed(2)} s, all stored after ${(stored / 1000).toFixed(2)} s: ` +
    `${Math.round(hitsPerSecond).toLocaleString("en")} hits/s (target ${TARGET_HITS_PER_SECOND.toLocaleString("en")})`,
);
console.log(
  `  GET / p95 idle ${ms(percentile(idle, 95))}, while ingesting as fast as answered ` +
    `${ms(percentile(pagesWhileIngesting, 95))} (${pagesWhileIngesting.length} requests)`,
);
// (b) At the target rate: what the pages feel while the server takes 2,000 hits/s.
const paced = await clients({
  base,
  hits: 0,
  concurrency: CONCURRENCY,
  idleRounds: 0,
  rate: TARGET_HITS_PER_SECOND,
  seconds: PACED_SECONDS,
  firstHit: HITS,
});
const pacedRate = paced.result.sent / (paced.result.answeredMs / 1000);
await untilStored(HITS + paced.result.sent);
const pagesAtTarget = paced.result.whileIngesting;
console.log(
  `  at ${Math.round(pacedRate).toLocaleString("en")} hits/s for ${PACED_SECONDS} s: GET / p95 ` +
    `${ms(percentile(pagesAtTarget, 95))} (${pagesAtTarget.length} requests), all ${paced.result.sent.toLocaleString("en")} stored`,
);
await db.execute(sql`truncate analytics_events, analytics_daily, analytics_rollups`);

// ---- 2. The dashboard over BENCH_EVENTS raw events ----
const now = new Date();
const from = new Date(now.getTime() - 30 * DAY_MS);
await ensurePartitions(db, from, new Date(now.getTime() + 32 * DAY_MS));
const pages = Array.from({ length: 40 }, (_, i) => (i === 0 ? "/" : `/page-${i}`));
const generationStart = performance.now();
for (let first = 0; first < EVENTS; first += CHUNK) {
  const last = Math.min(EVENTS, first + CHUNK) - 1;
  // Realistic shapes: a visitor pool of a tenth of the events, one hit in ten an event, most pages a few.
  await db.execute(sql`
    insert into analytics_events (occurred_at, visitor, kind, name, value, page, referrer, utm_source, utm_medium,
      utm_campaign, browser, os, screen, country)
    select ${from.toISOString()}::timestamptz + random() * (${now.toISOString()}::timestamptz - ${from.toISOString()}::timestamptz),
      (random() * ${Math.max(1, Math.floor(EVENTS / 10))})::bigint,
      case when g % 10 = 0 then 'event' else 'view' end,
      case when g % 10 = 0 then (array['outbound','download','form','search-empty','not-found','position-view'])[1 + g % 6] end,
      case when g % 10 = 0 then 'value-' || (g % 30) end,
      (${`{${pages.join(",")}}`}::text[])[1 + floor(power(random(), 3) * ${pages.length})::int],
      case when g % 4 = 0 then (array['example.org','news.ycombinator.com','duckduckgo.com','github.com'])[1 + g % 4] end,
      case when g % 7 = 0 then 'newsletter' end, case when g % 7 = 0 then 'email' end,
      case when g % 7 = 0 then 'week-' || (g % 5) end,
      (array['Firefox','Chrome','Safari','Edge'])[1 + g % 4], (array['Linux','Windows','macOS','iOS','Android'])[1 + g % 5],
      (array['mobile','tablet','laptop','desktop'])[1 + g % 4],
      (array['DE','FR','US','GB','NL','IN','BR','KE','JP',null])[1 + g % 10]
    from generate_series(${first}::bigint, ${last}::bigint) g`);
  process.stdout.write(`\r  generated ${(last + 1).toLocaleString("en")} events`);
}
const generated = performance.now() - generationStart;
const rollStart = performance.now();
const rolled = await rollUp(db, now);
const rolledMs = performance.now() - rollStart;
const todayRaw = await count(
  sql`select count(*)::int as n from analytics_events where occurred_at >= date_trunc('day', now() at time zone 'UTC') at time zone 'UTC'`,
);
console.log(
  `\n${label}: ${EVENTS.toLocaleString("en")} raw events generated in ${(generated / 1000).toFixed(1)} s; ` +
    `${rolled.length} days rolled up in ${(rolledMs / 1000).toFixed(1)} s; ${todayRaw.toLocaleString("en")} of today's read raw`,
);

// A staff account with its second factor, as the console sets it up.
const call = apiCaller(base);
const { token } = await staffSession(db, call, "analytics");
const auth = { authorization: `Bearer ${token}` };

let worst = 0;
for (const [name, pathname] of [
  ["last 30 days (default)", "/api/staff/analytics"],
  ["preset 7 days", "/api/staff/analytics?period=7d"],
  ["preset this month", "/api/staff/analytics?period=month"],
  ["preset 12 months", "/api/staff/analytics?period=12mo"],
  ["realtime panel", "/api/staff/analytics/realtime"],
  ["today only (raw events)", `/api/staff/analytics?from=${now.toISOString().slice(0, 10)}`],
] as const) {
  // The first load computes today's raw part; later ones may be served it from the cache (raw-cache.ts).
  const [first = 0] = await timedGets(pathname, 1, auth);
  console.log(`  GET /api/staff/analytics ${name.padEnd(26)} first load ${ms(first)}`);
  await timedGets(pathname, WARMUP, auth);
  const times = await timedGets(pathname, ROUNDS, auth);
  const p95 = percentile(times, 95);
  if (!name.startsWith("today")) worst = Math.max(worst, p95);
  console.log(
    `  GET /api/staff/analytics ${name.padEnd(26)} p50 ${ms(percentile(times, 50)).padStart(9)}  ` +
      `p95 ${ms(p95).padStart(9)}  p99 ${ms(percentile(times, 99)).padStart(9)}`,
  );
}

await app.close();
await scratch?.drop();
fs.rmSync(dataDir, { recursive: true, force: true });
const ok = hitsPerSecond >= TARGET_HITS_PER_SECOND && worst <= TARGET_P95_MS;
console.log(
  `\n${label}: ingestion ${Math.round(hitsPerSecond).toLocaleString("en")} hits/s, dashboard p95 ${ms(worst)} at ` +
    `${EVENTS.toLocaleString("en")} events: ${ok ? "within" : "OUTSIDE"} the targets (${process.platform} ` +
    `${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, Node ${process.version}).`,
);
process.exit(ok ? 0 : 1);
