// `npm run bench:lighthouse-cli [routes...]`: Lighthouse as a newcomer runs it, the plain `lighthouse` CLI with its
// default mobile preset and a fresh Chromium per run (unlike bench:lighthouse, which reuses one browser), on every
// prerendered route against the production server. Prints the median performance score of LIGHTHOUSE_RUNS runs
// (default 3) with that run's FCP, LCP, TBT and CLS, and the machine's load average. LIGHTHOUSE_FLAGS adds CLI flags.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { prerenderedRoutes } from "../tooling/prerendered-routes.ts";
import { startBenchServer } from "./server.ts";

const CHROME_FLAGS =
  "--no-sandbox --headless --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run";
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const routes = prerenderedRoutes().filter((route) => route !== "/404");
const only = process.argv.slice(2);
const selected = only.length > 0 ? routes.filter((route) => only.includes(route)) : routes;

interface Run {
  performance: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
}

// Lighthouse occasionally loses the trace (NO_NAVSTART) and exits 1: such a run is repeated, up to this many times.
const MAX_ATTEMPTS = 3;

function runOnce(url: string, output: string, attempt = 1): Run {
  const result = spawnSync(
    "npx",
    [
      "lighthouse",
      url,
      `--chrome-flags=${CHROME_FLAGS}`,
      "--only-categories=performance",
      "--output=json",
      `--output-path=${output}`,
      "--quiet",
      // e.g. LIGHTHOUSE_FLAGS="--throttling.cpuSlowdownMultiplier=8" for a device twice as slow as the preset's.
      ...(process.env.LIGHTHOUSE_FLAGS ?? "").split(" ").filter(Boolean),
    ],
    { stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, CHROME_PATH: "/usr/bin/chromium" } },
  );
  if (result.status !== 0) {
    if (attempt < MAX_ATTEMPTS) return runOnce(url, output, attempt + 1);
    throw new Error(`lighthouse ${url} exited with ${result.status} ${MAX_ATTEMPTS} times`);
  }
  const lhr = JSON.parse(fs.readFileSync(output, "utf8")) as {
    categories: { performance: { score: number } };
    audits: Record<string, { numericValue?: number }>;
  };
  const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    fcp: Math.round(value("first-contentful-paint")),
    lcp: Math.round(value("largest-contentful-paint")),
    tbt: Math.round(value("total-blocking-time")),
    cls: Number(value("cumulative-layout-shift").toFixed(3)),
  };
}

const server = await startBenchServer();
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), "lighthouse-cli-"));
const rows = [];
try {
  for (const route of selected) {
    const runs = Array.from({ length: RUNS }, (_, index) =>
      runOnce(`${server.url}${route}`, path.join(reportDir, `run-${index}.json`)),
    ).sort((a, b) => a.performance - b.performance);
    const median = runs[Math.floor(runs.length / 2)]!;
    const row = {
      route,
      performance: median.performance,
      "all runs": runs.map((run) => run.performance).join(" "),
      "FCP ms": median.fcp,
      "LCP ms": median.lcp,
      "TBT ms": median.tbt,
      CLS: median.cls,
    };
    rows.push(row);
    // Each route's figures as they come, so a run cut short keeps what it measured.
    console.log(`lighthouse-cli ${JSON.stringify(row)}`);
  }
} finally {
  await server.stop();
  server.cleanup();
  fs.rmSync(reportDir, { recursive: true, force: true });
}
console.log(
  `\nLighthouse CLI, mobile preset, fresh Chromium per run, median of ${RUNS}, ${new Date().toISOString()}, ` +
    `1-min load average ${os.loadavg()[0]!.toFixed(1)}`,
);
console.table(rows);
