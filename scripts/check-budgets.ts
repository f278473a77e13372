// `npm run budgets` (a step of `npm test`): JavaScript and CSS each prerendered route loads before interaction,
// gzip-compressed, against budgets.json; fails when a route is over budget or loads another page's route module.
// `npm run budgets -- --rebaseline` rewrites the per-route budgets to today's build + at most 10 %, capped at the
// target (use it after merging pages, then commit budgets.json).
import fs from "node:fs";
import path from "node:path";
import { routeModules, routeWeight, type RouteWeight } from "./bundle-size.ts";
import { prerenderedRoutes } from "./prerendered-routes.ts";

interface Budgets {
  $comment?: string;
  /** 1 KB = 1,024 bytes, gzip level 9. */
  javascriptGzipKB: { target: number; default: number; routes: Record<string, number> };
  cssGzipKB: number;
}

const budgetsFile = path.resolve("budgets.json");
const clientDir = path.resolve("build/client");
const budgets = JSON.parse(fs.readFileSync(budgetsFile, "utf8")) as Budgets;
const kb = (bytes: number) => bytes / 1024;
const fmt = (value: number) => value.toFixed(1);

const modules = routeModules(clientDir);
const weights: RouteWeight[] = prerenderedRoutes(clientDir).map((route) =>
  routeWeight(clientDir, route, modules),
);

if (process.argv.includes("--rebaseline")) {
  const { target } = budgets.javascriptGzipKB;
  const routes: Record<string, number> = {};
  for (const weight of weights) {
    const current = kb(weight.javascriptGzip);
    // 5 % headroom (the issue allows at most 10 %), rounded down to 0.1 KB.
    const tenPercentAbove = Math.floor(current * 1.05 * 10) / 10;
    routes[weight.route] = current <= target ? Math.min(tenPercentAbove, target) : tenPercentAbove;
    if (current > target) console.warn(`${weight.route}: ${fmt(current)} KB is over the ${target} KB target`);
  }
  budgets.javascriptGzipKB.routes = routes;
  fs.writeFileSync(budgetsFile, JSON.stringify(budgets, null, 2) + "\n");
  console.log(`Rewrote ${path.relative(process.cwd(), budgetsFile)} from the current build.`);
}

const failures: string[] = [];
const rows = weights.map((weight) => {
  const jsKB = kb(weight.javascriptGzip);
  const jsBudget = budgets.javascriptGzipKB.routes[weight.route] ?? budgets.javascriptGzipKB.default;
  const cssKB = kb(weight.cssGzip);
  const problems: string[] = [];
  if (jsKB > jsBudget) problems.push(`JS ${fmt(jsKB)} KB > ${fmt(jsBudget)} KB`);
  if (cssKB > budgets.cssGzipKB) problems.push(`CSS ${fmt(cssKB)} KB > ${fmt(budgets.cssGzipKB)} KB`);
  if (weight.foreignRouteModules.length > 0) {
    problems.push(`loads other pages' code: ${weight.foreignRouteModules.join(", ")}`);
  }
  failures.push(...problems.map((problem) => `${weight.route}: ${problem}`));
  return {
    route: weight.route,
    "JS files": weight.scripts.length,
    "JS gzip KB": fmt(jsKB),
    "JS budget KB": fmt(jsBudget),
    "CSS gzip KB": fmt(cssKB),
    "CSS budget KB": fmt(budgets.cssGzipKB),
    result: problems.length === 0 ? "ok" : "OVER",
  };
});
console.table(rows);

const stale = Object.keys(budgets.javascriptGzipKB.routes).filter(
  (route) => !weights.some((w) => w.route === route),
);
if (stale.length > 0) console.warn(`budgets.json names routes the build no longer has: ${stale.join(", ")}`);

if (failures.length > 0) {
  console.error(`\nBudget exceeded:\n  ${failures.join("\n  ")}`);
  process.exit(1);
}
console.log(`All ${weights.length} routes within budget (JS target ${budgets.javascriptGzipKB.target} KB).`);
