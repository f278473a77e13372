// `npm run bench:memory`: the server's memory on PGlite, first start, idle and under load, each with and without
// METRICS_TOKEN (metrics served and scraped every second during the load):
//  - the peak of the first start on a new data folder (the database copied from the build's template);
//  - resident 10 s after start, idle;
//  - the peak under BENCH_DURATION s (default 10) of home-page loads and then as long of contact posts, 50 connections
//    each (bench/closed-loop.ts).
// Goals: start peak and load peak <= 512 MiB, idle <= 256 MiB. Prints a table; exits 1 past a goal or on any answer
// other than the one a line measures. Memory is the process's own (VmHWM, VmRSS), so it holds on a busy machine; the
// request rates of a loaded machine are not figures to quote (docs/performance.md "Where the memory goes").
import os from "node:os";
import { closedLoop, unexpected } from "./closed-loop.ts";
import { startBenchServer, statusMiB } from "./server.ts";

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const IDLE_WAIT_MS = 10_000;
const CONNECTIONS = 50;
const GOALS = { startPeak: 512, idle: 256, loadPeak: 512 };
const TOKEN = "m".repeat(64);

const problems: string[] = [];
const rows: Record<string, string | number>[] = [];

async function measure(withMetrics: boolean) {
  const server = await startBenchServer(withMetrics ? { METRICS_TOKEN: TOKEN } : {}, { quiet: true });
  try {
    const startPeak = server.peakRssMiB();
    await new Promise((resolve) => setTimeout(resolve, IDLE_WAIT_MS));
    const idle = server.rssMiB();
    // Where the idle memory is: the files mapped (Node's and PGlite's code) against the process's own pages, and,
    // when metrics are served, V8's heap and the memory outside it (PGlite's WebAssembly memory, buffers).
    const where: Record<string, number | string> = {
      "of which file-backed MiB": Math.round(statusMiB(server.pid, "RssFile")),
      "anonymous MiB": Math.round(statusMiB(server.pid, "RssAnon")),
      "V8 heap used / total MiB": "-",
      "external MiB": "-",
    };
    if (withMetrics) {
      const text = await (
        await fetch(`${server.url}/api/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })
      ).text();
      const metric = (name: string) =>
        Math.round(Number(new RegExp(`^${name} (\\S+)`, "m").exec(text)?.[1]) / 2 ** 20);
      where["V8 heap used / total MiB"] =
        `${metric("nodejs_heap_size_used_bytes")} / ${metric("nodejs_heap_size_total_bytes")}`;
      where["external MiB"] = metric("nodejs_external_memory_bytes");
    }
    server.resetPeakRss();
    const scrape = withMetrics
      ? setInterval(() => {
          fetch(`${server.url}/api/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })
            .then(async (answer) => {
              await answer.arrayBuffer();
              if (answer.status !== 200) problems.push(`metrics scrape: ${answer.status}`);
            })
            .catch((error: unknown) => problems.push(`metrics scrape: ${String(error)}`));
        }, 1_000)
      : undefined;
    let sequence = 0;
    const pages = await closedLoop(
      server.url,
      { path: "/", headers: { "accept-encoding": "gzip, deflate, br, zstd" } },
      { connections: CONNECTIONS, seconds: DURATION_S, expect: 200 },
    );
    const posts = await closedLoop(
      server.url,
      {
        method: "POST",
        path: "/api/contact/",
        headers: { "content-type": "application/json" },
        body: () => {
          sequence++;
          return JSON.stringify({
            name: `Memory Bench ${sequence}`,
            email: `memory-${sequence}@example.org`,
            organization: "Benchmark",
            subject: `Memory bench ${sequence}`,
            message: `Message number ${sequence} from the memory benchmark, one of many like it.`,
            category: "general",
          });
        },
      },
      { connections: CONNECTIONS, seconds: DURATION_S, expect: 201 },
    );
    clearInterval(scrape);
    const loadPeak = server.peakRssMiB();
    const label = withMetrics ? "METRICS_TOKEN set" : "no metrics";
    for (const [what, result, expect] of [
      ["home HTML", pages, 200],
      ["POST /api/contact/", posts, 201],
    ] as const) {
      const other = unexpected(result.statuses, expect);
      if (other) problems.push(`${label}, ${what}: ${other}`);
    }
    rows.push({
      server: label,
      "first start peak MiB": Math.round(startPeak),
      "idle after 10 s MiB": Math.round(idle),
      ...where,
      "load peak MiB": Math.round(loadPeak),
      "pages 200/s": pages.rate,
      "posts 201/s": posts.rate,
    });
    if (startPeak > GOALS.startPeak)
      problems.push(`${label}: first start peaked at ${Math.round(startPeak)} MiB`);
    if (idle > GOALS.idle) problems.push(`${label}: ${Math.round(idle)} MiB resident when idle`);
    if (loadPeak > GOALS.loadPeak) problems.push(`${label}: ${Math.round(loadPeak)} MiB at the load's peak`);
  } finally {
    await server.stop();
    server.cleanup();
  }
}

const loadBefore = os.loadavg()[0]!.toFixed(1);
await measure(false);
await measure(true);
console.log(
  `\nMemory benchmark ${new Date().toISOString()}: PGlite, new data folder each, ${os.cpus().length} cores, ` +
    `load ${DURATION_S} s of pages then ${DURATION_S} s of contact posts at ${CONNECTIONS} connections; ` +
    `1-min load average ${loadBefore} before, ${os.loadavg()[0]!.toFixed(1)} after (rates on a busy machine are not figures)`,
);
console.table(rows);
console.log(`Goals: first start and load peak <= ${GOALS.startPeak} MiB, idle <= ${GOALS.idle} MiB.`);
if (problems.length > 0) {
  console.error(`\n${problems.join("\n")}`);
  process.exit(1);
}
