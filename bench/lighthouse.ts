// `npm run bench:lighthouse`: Lighthouse (mobile preset, its default) on every prerendered route against the
// production server, in Debian's Chromium. Prints the four category scores and FCP, LCP, TBT, CLS per route (the run
// with the median performance score of three, LIGHTHOUSE_RUNS to change); writes each JSON report to
// reports/lighthouse/ (git-ignored). Targets (ADR 0016): performance 100, FCP <= 1.2 s, LCP <= 1.5 s, the other three
// categories 100, CLS 0.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { prerenderedRoutes } from "../tooling/prerendered-routes.ts";
import { startBenchServer } from "./server.ts";

const CHROME_FLAGS = [
  "--no-sandbox",
  "--headless",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const reportDir = path.resolve("reports/lighthouse");

// The not-found page answers 404 by design, which Lighthouse's SEO category rightly penalises: not a page to rank.
const routes = prerenderedRoutes().filter((route) => route !== "/404");
const only = process.argv.slice(2);
const selected = only.length > 0 ? routes.filter((route) => only.includes(route)) : routes;

fs.mkdirSync(reportDir, { recursive: true });
const server = await startBenchServer();
// If Chromium does not start (it can time out on a busy machine), the server must not outlive the benchmark.
const chrome = await chromeLauncher
  .launch({ chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", chromeFlags: CHROME_FLAGS })
  .catch(async (error: unknown) => {
    await server.stop();
    server.cleanup();
    throw error;
  });

// Scores swing with other load on the machine: the run with the median performance score of LIGHTHOUSE_RUNS is kept.
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const FCP_TARGET_MS = 1200;
const LCP_TARGET_MS = 1500;
// Lighthouse occasionally loses the trace (NO_NAVSTART): such a run is repeated, up to this many times.
const MAX_ATTEMPTS = 3;

async function medianRun(url: string, port: number) {
  const runs = [];
  for (let run = 0; run < RUNS; run++) {
    for (let attempt = 1; ; attempt++) {
      const result = await lighthouse(url, {
        port,
        output: "json",
        logLevel: "error",
        onlyCategories: [...CATEGORIES],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      if (!result.lhr.runtimeError || attempt === MAX_ATTEMPTS) {
        runs.push(result);
        break;
      }
      console.warn(`lighthouse ${url}: ${result.lhr.runtimeError.code}, running again`);
    }
  }
  runs.sort(
    (a, b) => (a.lhr.categories.performance?.score ?? 0) - (b.lhr.categories.performance?.score ?? 0),
  );
  return runs[Math.floor(runs.length / 2)]!;
}

const rows = [];
const misses: string[] = [];
try {
  for (const route of selected) {
    const result = await medianRun(`${server.url}${route}`, chrome.port);
    const { lhr } = result;
    const slug = route === "/" ? "home" : route.slice(1).replaceAll("/", "_");
    fs.writeFileSync(path.join(reportDir, `${slug}.json`), String(result.report));
    const score = (id: (typeof CATEGORIES)[number]) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const row = {
      route,
      performance: score("performance"),
      accessibility: score("accessibility"),
      "best-practices": score("best-practices"),
      seo: score("seo"),
      "FCP ms": Math.round(audit("first-contentful-paint")),
      "LCP ms": Math.round(audit("largest-contentful-paint")),
      "TBT ms": Math.round(audit("total-blocking-time")),
      CLS: Number(audit("cumulative-layout-shift").toFixed(3)),
    };
    rows.push(row);
    if (row.performance < 100) misses.push(`${route}: performance ${row.performance}`);
    if (row["FCP ms"] > FCP_TARGET_MS) misses.push(`${route}: FCP ${row["FCP ms"]} ms`);
    if (row["LCP ms"] > LCP_TARGET_MS) misses.push(`${route}: LCP ${row["LCP ms"]} ms`);
    for (const id of ["accessibility", "best-practices", "seo"] as const) {
      if (row[id] < 100) {
        const failing = Object.values(lhr.audits)
          .filter(
            (a) =>
              a.score !== null &&
              a.score < 1 &&
              lhr.categories[id]?.auditRefs.some((r) => r.id === a.id && r.weight > 0),
          )
          .map((a) => a.id);
        misses.push(`${route}: ${id} ${row[id]} (${failing.join(", ")})`);
      }
    }
    if (row.CLS !== 0) misses.push(`${route}: CLS ${row.CLS}`);
    console.log(`lighthouse ${route}: ${CATEGORIES.map((id) => score(id)).join(" / ")}`);
  }
} finally {
  chrome.kill();
  await server.stop();
  server.cleanup();
}

console.log(
  `\nLighthouse ${lighthouseVersion()} mobile preset, median of ${RUNS} run(s), ${new Date().toISOString()}, 1-min load average ${os.loadavg()[0]!.toFixed(1)}; reports in ${path.relative(process.cwd(), reportDir)}/`,
);
console.table(rows);
console.log(misses.length === 0 ? "All targets met." : `Below target:\n  ${misses.join("\n  ")}`);

function lighthouseVersion(): string {
  return (JSON.parse(fs.readFileSync("node_modules/lighthouse/package.json", "utf8")) as { version: string })
    .version;
}
