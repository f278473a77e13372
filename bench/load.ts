// `npm run bench:load`: autocannon from loopback against the production server.
//  (a) the home page HTML and its largest asset, side by side with nginx serving the same build folder;
//  (b) GET /api/health;  (c) POST /api/contact/ with valid, distinct bodies, as fast as answered (closed loop) and
//  then at 1,000/s (open loop, bench/paced-client.ts), then stored rows vs 201 answers;
//  and the server's peak resident memory. Targets: static >= 0.5 x nginx; contact >= 1,000/s, p99 < 50 ms, none lost.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon, { type Options, type Result } from "autocannon";
import { startNginx } from "./nginx.ts";
import { paced, type PacedResult } from "./paced-client.ts";
import { startBenchServer } from "./server.ts";
import { countContactRows, type StoredContactRows } from "./stored-rows.ts";

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const CONTACT_RATE = Number(process.env.BENCH_CONTACT_RATE ?? 1000);
const PACED_WARMUP_S = 2;
// What a browser sends; the server answers brotli, nginx gzip (Debian's build has no brotli module).
const BROWSER_HEADERS = { "accept-encoding": "gzip, deflate, br, zstd", accept: "*/*" };
const clientDir = path.resolve("build/client");

function largestHomeAsset(): string {
  const html = fs.readFileSync(path.join(clientDir, "index.html"), "utf8");
  const urls = [...html.matchAll(/<(?:link|script)\b[^>]*\s(?:href|src)="(\/assets\/[^"]+)"/g)].map(
    ([, url]) => url!,
  );
  return urls.sort(
    (a, b) => fs.statSync(path.join(clientDir, b)).size - fs.statSync(path.join(clientDir, a)).size,
  )[0]!;
}

async function run(title: string, options: Options): Promise<Result> {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options, title });
  const non2xx = result.non2xx + result.errors + result.timeouts;
  if (non2xx > 0)
    console.warn(`${title}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
  return result;
}

const rps = (result: Result) => Math.round(result.requests.average);
const row = (what: string, target: string, result: Result) => ({
  what,
  target,
  "req/s": rps(result),
  "p99 ms": result.latency.p99,
  "MB/s": Number((result.throughput.average / 1e6).toFixed(1)),
  "2xx": result["2xx"],
  other: result.non2xx + result.errors + result.timeouts,
});

// Other work on the machine skews every figure: print the load average so a reader can judge a run.
const loadBefore = os.loadavg()[0]!.toFixed(1);
const asset = largestHomeAsset();
// nginx first: if it is missing the script stops with its message, leaving no server behind.
const nginx = await startNginx(clientDir);
const server = await startBenchServer();
// The first start creates the database (PostgreSQL's initdb inside PGlite), which peaks far above what serving
// needs and happens once in an installation's life: reported apart, then the peak starts over for the load.
const startPeak = server.peakRssMiB();
server.resetPeakRss();
const rows = [];
const ratios = [];
let contact:
  { answered201: number; stored?: StoredContactRows; statuses: Record<string, number> } | undefined;
let contactNote = "";
let pacedContact: PacedResult | undefined;
try {
  for (const [what, urlPath] of [
    ["home HTML", "/"],
    [`largest home asset ${asset}`, asset],
  ] as const) {
    const ours = await run(`${what} (server)`, { url: server.url + urlPath, headers: BROWSER_HEADERS });
    const theirs = await run(`${what} (nginx)`, { url: nginx.url + urlPath, headers: BROWSER_HEADERS });
    rows.push(row(what, "server", ours), row(what, `nginx ${nginx.version}`, theirs));
    ratios.push({ what, "server / nginx req/s": Number((rps(ours) / rps(theirs)).toFixed(2)) });
  }

  rows.push(row("GET /api/health", "server", await run("health", { url: `${server.url}/api/health` })));

  // Exactly the body the contract documents (no spam signals, as any client may send): probe it, then measure.
  let sequence = 0;
  const body = () => {
    sequence++;
    return JSON.stringify({
      name: `Load Test ${sequence}`,
      email: `load-${sequence}@example.org`,
      organization: "Benchmark",
      subject: `Benchmark message ${sequence}`,
      message: `Message number ${sequence} from the load benchmark; it only checks that every submission is stored.`,
      category: "general",
    });
  };
  const probe = await fetch(`${server.url}/api/contact/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: body(),
  });
  if (probe.status === 201) {
    const result = await run("contact", {
      url: `${server.url}/api/contact/`,
      method: "POST",
      headers: { "content-type": "application/json" },
      requests: [{ setupRequest: (request) => ({ ...request, body: body() }) }],
    });
    rows.push(row("POST /api/contact/", "server", result));
    const statuses = Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, stats.count]),
    );
    // The target rate (1,000 posts/s with p99 under 50 ms), sent on time whatever the answers do: its percentiles count a stall in full,
    // where the closed loop above sends nothing while the server stalls and its p99 is mostly queueing (50
    // connections always waiting: mean latency = 50 / throughput).
    pacedContact = await paced(
      server.url,
      { method: "POST", path: "/api/contact/", headers: { "content-type": "application/json" }, body },
      { rate: CONTACT_RATE, seconds: DURATION_S, connections: CONNECTIONS, warmupSeconds: PACED_WARMUP_S },
    );
    for (const tally of [pacedContact.statuses, pacedContact.warmupStatuses])
      for (const [code, count] of Object.entries(tally)) statuses[code] = (statuses[code] ?? 0) + count;
    // +1: the probe above was stored too.
    contact = { answered201: (statuses["201"] ?? 0) + 1, statuses };
  } else {
    contactNote = `POST /api/contact/ not measured: a valid body got ${probe.status} ${(await probe.text()).slice(0, 200)}`;
  }
} finally {
  await nginx.stop();
}
const peak = server.peakRssMiB();
await server.stop();
if (contact) contact.stored = await countContactRows(server.dataDir);
server.cleanup();

console.log(
  `\nLoad benchmark ${new Date().toISOString()}: ${os.cpus().length} cores (${os.cpus()[0]?.model}), ` +
    `${Math.round(os.totalmem() / 2 ** 30)} GiB, autocannon ${CONNECTIONS} connections x ${DURATION_S} s per line, loopback; ` +
    `1-min load average ${loadBefore} before, ${os.loadavg()[0]!.toFixed(1)} after`,
);
console.table(rows);
if (pacedContact) {
  const other = pacedContact.sent - (pacedContact.statuses["201"] ?? 0);
  console.log(
    `POST /api/contact/ at ${CONTACT_RATE}/s for ${DURATION_S} s after ${PACED_WARMUP_S} s at that rate to open the ` +
      `connections (open loop, ${CONNECTIONS} connections at most, each answer timed from when its request was due): ${pacedContact.rate}/s answered, ` +
      `p50 ${pacedContact.p50} ms, p90 ${pacedContact.p90} ms, p99 ${pacedContact.p99} ms, max ${pacedContact.max} ms; ` +
      `${other} not 201`,
  );
}
console.table(ratios);
if (contact) {
  console.table([
    {
      "201 answers": contact.answered201,
      "rows stored": contact.stored?.stored ?? "?",
      "kept aside as spam": contact.stored?.keptAsSpam ?? "?",
      // Rows beyond the 201s counted are requests still in flight on each connection when the run stopped.
      lost: contact.stored === undefined ? "?" : Math.max(0, contact.answered201 - contact.stored.stored),
      "in flight at the end":
        contact.stored === undefined ? "?" : Math.max(0, contact.stored.stored - contact.answered201),
      "other statuses": JSON.stringify(
        Object.fromEntries(Object.entries(contact.statuses).filter(([c]) => c !== "201")),
      ),
    },
  ]);
} else {
  console.log(contactNote);
}
console.log(
  `Server peak resident memory (VmHWM) under the load: ${peak.toFixed(0)} MiB ` +
    `(at start-up on a new data folder, creating the database: ${startPeak.toFixed(0)} MiB)`,
);
