// `npm run bench:inbox`: the staff inbox's first page with 100,000 stored messages on PGlite (docs/performance.md).
// Seeds a throwaway PGlite database (contact messages, job applications, confirmed subscribers, some spam), starts
// the real app in-process on 127.0.0.1, signs in a staff account with its second factor, and times GET
// /api/staff/inbox over HTTP: the first page, a later page, and a few filters. Not a test: it prints figures, and
// exits non-zero when the first page's p95 is over the 50 ms budget. BENCH_ROWS and BENCH_ROUNDS change the sizes.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { buildApp } from "../server/app.ts";
import { loadConfig } from "../server/config.ts";
import { openDatabase } from "../server/db/client.ts";
import { seedEntries } from "./seed-entries.ts";
import { apiCaller, staffSession } from "./staff-session.ts";

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const WARMUP = 20;
const BUDGET_P95_MS = 50;

// BENCH_DATA_DIR keeps the seeded database for another run (seeded once, then reused).
const keep = process.env.BENCH_DATA_DIR;
const dataDir = keep ? path.resolve(keep) : fs.mkdtempSync(path.join(os.tmpdir(), "verdant-bench-inbox-"));
const staticDir = path.join(dataDir, "site");
fs.mkdirSync(staticDir, { recursive: true });
fs.writeFileSync(path.join(staticDir, "index.html"), "<!doctype html><title>bench</title>");
fs.writeFileSync(path.join(staticDir, "404.html"), "<!doctype html><title>404</title>");
fs.writeFileSync(path.join(dataDir, "csp-manifest.json"), JSON.stringify({ version: 1, pages: {} }));

const config = loadConfig({ DATA_DIR: dataDir, STATIC_DIR: staticDir, LOG_LEVEL: "silent" });
const database = await openDatabase(config);
await database.migrate();
const db = database.db;
const [{ n: already } = { n: 0 }] = (
  (await db.execute(sql`select count(*)::int as n from contact_messages`)) as unknown as {
    rows: { n: number }[];
  }
).rows;

let started = performance.now();
const { contacts, applications, subscribers } =
  already === 0 ? await seedEntries(db, ROWS) : { contacts: 0, applications: 0, subscribers: 0 };
console.log(
  already === 0
    ? `seeded ${ROWS.toLocaleString("en")} entries (${contacts} messages, ${applications} applications, ` +
        `${subscribers} subscribers) in ${((performance.now() - started) / 1000).toFixed(1)} s`
    : `reused ${already.toLocaleString("en")} contact messages and the rest already seeded in ${dataDir}`,
);

const app = await buildApp({ config, database });
await app.listen({ port: 0, host: "127.0.0.1" });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;

const call = apiCaller(base);
// A staff account with its second factor, as the console sets it up.
const { token, email } = await staffSession(db, call, "staff");
// A working inbox: about a third of the entries assigned to this member of staff, a tenth of the applications at
// the interview stage, so the team's filters have something to find.
await db.execute(sql`
  update contact_messages set assignee_id = (select id from users where lower(email) = ${email}), assigned_at = now()
  where random() < 0.3`);
await db.execute(sql`
  update job_applications set assignee_id = (select id from users where lower(email) = ${email}), assigned_at = now()
  where random() < 0.3`);
await db.execute(sql`update job_applications set handling_status = 'interview' where random() < 0.1`);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function measure(label: string, pathname: string) {
  for (let i = 0; i < WARMUP; i += 1) await call("GET", pathname, undefined, token);
  const times: number[] = [];
  let items = 0;
  for (let i = 0; i < ROUNDS; i += 1) {
    started = performance.now();
    const page = (await call("GET", pathname, undefined, token)) as { items?: unknown[] };
    times.push(performance.now() - started);
    items = page.items?.length ?? 0;
  }
  times.sort((a, b) => a - b);
  const result = {
    label,
    items,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
  };
  console.log(
    `${label.padEnd(44)} ${String(items).padStart(3)} items  p50 ${result.p50.toFixed(1).padStart(6)} ms  ` +
      `p95 ${result.p95.toFixed(1).padStart(6)} ms  p99 ${result.p99.toFixed(1).padStart(6)} ms`,
  );
  return result;
}

console.log(`\nGET /api/staff/inbox over HTTP, ${ROUNDS} sequential requests each after ${WARMUP} warm-up:`);
const first = await measure("first page (25, newest first)", "/api/staff/inbox");
const { nextCursor } = (await call("GET", "/api/staff/inbox?limit=100", undefined, token)) as {
  nextCursor: string;
};
await measure("second page (cursor after 100)", `/api/staff/inbox?cursor=${encodeURIComponent(nextCursor)}`);
await measure("kind=application", "/api/staff/inbox?kind=application");
await measure(
  "kind=contact&category=media&status=new",
  "/api/staff/inbox?kind=contact&category=media&status=new",
);
await measure("assigned=mine", "/api/staff/inbox?assigned=mine");
await measure("assigned=unassigned", "/api/staff/inbox?assigned=unassigned");
await measure(
  "kind=application&status=interview (stage)",
  "/api/staff/inbox?kind=application&status=interview",
);
await measure(
  "kind=application&status=interview&assigned=mine",
  "/api/staff/inbox?kind=application&status=interview&assigned=mine",
);
await measure("verdict=spam", "/api/staff/inbox?verdict=spam");
await measure("q=soil (matches most)", "/api/staff/inbox?q=soil");
await measure("q=question 4242 (rare)", "/api/staff/inbox?q=question%204242");
await measure("from/to one month", "/api/staff/inbox?from=2026-06-01&to=2026-06-30");
await measure("view=mine", "/api/staff/inbox?view=mine");
await measure("view=waiting", "/api/staff/inbox?view=waiting");
await measure("views: every count (GET /api/staff/inbox/views)", "/api/staff/inbox/views");

await app.close();
if (!keep) fs.rmSync(dataDir, { recursive: true, force: true });
const ok = first.p95 <= BUDGET_P95_MS;
console.log(
  `\nfirst page p95 ${first.p95.toFixed(1)} ms: ${ok ? "within" : "OVER"} the ${BUDGET_P95_MS} ms budget ` +
    `(${process.platform} ${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, Node ${process.version}).`,
);
process.exit(ok ? 0 : 1);
