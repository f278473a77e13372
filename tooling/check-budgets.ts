// `npm run budgets` (a step of `npm test`): what each prerendered route loads, against budgets.json. Fails when a route
// loads any JavaScript file before interaction (islands start at the first interaction, ADR 0016); when its
// JavaScript once every island has started (gzip, files and inline scripts) is over its budget or over the target of
// its kind (pages with a <form>: forms; others: noForms) unless budgets.json records the route as a known gap; when
// it loads more JavaScript files than allowed; when any stylesheet blocks rendering; or when its CSS or its
// preloaded fonts are over budget.
// `npm run budgets -- --rebaseline` rewrites the per-route budgets to today's build + 5 % (capped at the target of
// the route's kind when under it) and the file counts of routes over the file target (use it after merging pages,
// then commit budgets.json).
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { routeWeight, type RouteWeight } from "./bundle-size.ts";
import { prerenderedRoutes } from "./prerendered-routes.ts";

// Parsed, not cast: a field lost in a merge (fontKB was, once) must stop the check instead of comparing against
// undefined, which is never exceeded.
const kbRecord = z.record(z.string(), z.number().positive());
const budgetsSchema = z.object({
  $comment: z.string().optional(),
  /** 1 KB = 1,024 bytes, gzip level 9. */
  javascriptGzipKB: z.object({
    /** The goals: pages without forms, pages with forms. */
    target: z.object({ noForms: z.number().positive(), forms: z.number().positive() }),
    /** Per route: today's figure + 5 %, capped at its kind's target when under it. Missing: the kind's target. */
    routes: kbRecord,
  }),
  javascriptFiles: z.object({
    /** At most this many JavaScript files before interaction. */
    target: z.number().int().positive(),
    /** Routes over the target (known gaps), with the count they may not exceed. */
    routes: z.record(z.string(), z.number().int().positive()),
  }),
  /** Inline scripts that run (the head scripts, the header script, Astro's island runtime and directive). */
  inlineJavascriptGzipKB: z.number().positive(),
  /** Inline CSS plus any stylesheet the page loads. */
  cssGzipKB: z.number().positive(),
  /** Web fonts preloaded by a page (woff2 bytes as served). */
  fontKB: z.number().positive(),
});

const budgetsFile = path.resolve("budgets.json");
const clientDir = path.resolve("build/client");
const parsed = budgetsSchema.safeParse(JSON.parse(fs.readFileSync(budgetsFile, "utf8")));
if (!parsed.success) {
  console.error(
    `${path.relative(process.cwd(), budgetsFile)} is not a valid budgets file:\n${z.prettifyError(parsed.error)}`,
  );
  process.exit(1);
}
const budgets = parsed.data;
const kb = (bytes: number) => bytes / 1024;
const fmt = (value: number) => value.toFixed(1);
const kindTarget = (weight: RouteWeight) =>
  weight.hasForm ? budgets.javascriptGzipKB.target.forms : budgets.javascriptGzipKB.target.noForms;

const weights: RouteWeight[] = prerenderedRoutes(clientDir).map((route) => routeWeight(clientDir, route));

if (process.argv.includes("--rebaseline")) {
  const routes: Record<string, number> = {};
  const files: Record<string, number> = {};
  for (const weight of weights) {
    const current = kb(weight.javascriptGzip);
    const target = kindTarget(weight);
    // 5 % headroom, rounded down to 0.1 KB.
    const withHeadroom = Math.floor(current * 1.05 * 10) / 10;
    routes[weight.route] = current <= target ? Math.min(withHeadroom, target) : withHeadroom;
    if (current > target) console.warn(`${weight.route}: ${fmt(current)} KB is over the ${target} KB target`);
    if (weight.islandScripts.length > budgets.javascriptFiles.target) {
      files[weight.route] = weight.islandScripts.length;
      console.warn(
        `${weight.route}: ${weight.islandScripts.length} files, over the ${budgets.javascriptFiles.target}`,
      );
    }
  }
  budgets.javascriptGzipKB.routes = routes;
  budgets.javascriptFiles.routes = files;
  fs.writeFileSync(budgetsFile, JSON.stringify(budgets, null, 2) + "\n");
  console.log(`Rewrote ${path.relative(process.cwd(), budgetsFile)} from the current build.`);
}

const failures: string[] = [];
const gaps: string[] = [];
const rows = weights.map((weight) => {
  const jsKB = kb(weight.javascriptGzip);
  const target = kindTarget(weight);
  const jsBudget = budgets.javascriptGzipKB.routes[weight.route] ?? target;
  const fileBudget = budgets.javascriptFiles.routes[weight.route] ?? budgets.javascriptFiles.target;
  const cssKB = kb(weight.cssGzip + weight.inlineCssGzip);
  const problems: string[] = [];
  if (jsKB > jsBudget) problems.push(`JS ${fmt(jsKB)} KB > ${fmt(jsBudget)} KB`);
  if (weight.scripts.length > 0) problems.push(`loads ${weight.scripts.join(", ")} before interaction`);
  const inlineKB = kb(weight.inlineJavascriptGzip);
  if (inlineKB > budgets.inlineJavascriptGzipKB) {
    problems.push(`inline JS ${fmt(inlineKB)} KB > ${fmt(budgets.inlineJavascriptGzipKB)} KB`);
  }
  if (weight.islandScripts.length > fileBudget) {
    problems.push(`${weight.islandScripts.length} JS files > ${fileBudget}`);
  }
  if (weight.renderBlockingStylesheets.length > 0) {
    problems.push(`render-blocking stylesheet ${weight.renderBlockingStylesheets.join(", ")}`);
  }
  if (cssKB > budgets.cssGzipKB) problems.push(`CSS ${fmt(cssKB)} KB > ${fmt(budgets.cssGzipKB)} KB`);
  const fontKB = kb(weight.fontBytes);
  if (fontKB > budgets.fontKB) problems.push(`fonts ${fmt(fontKB)} KB > ${fmt(budgets.fontKB)} KB`);
  if (jsKB > target) gaps.push(`${weight.route}: JS ${fmt(jsKB)} KB, target ${target} KB`);
  if (weight.islandScripts.length > budgets.javascriptFiles.target) {
    gaps.push(
      `${weight.route}: ${weight.islandScripts.length} JS files, target ${budgets.javascriptFiles.target}`,
    );
  }
  failures.push(...problems.map((problem) => `${weight.route}: ${problem}`));
  return {
    route: weight.route,
    kind: weight.hasForm ? "forms" : "no forms",
    "files at load": weight.scripts.length,
    "inline JS KB": fmt(kb(weight.inlineJavascriptGzip)),
    "island files": weight.islandScripts.length,
    "JS gzip KB": fmt(jsKB),
    "JS budget KB": fmt(jsBudget),
    "inline CSS KB": fmt(kb(weight.inlineCssGzip)),
    "linked CSS KB": fmt(kb(weight.cssGzip)),
    "font KB": fmt(fontKB),
    blocking: weight.renderBlockingStylesheets.length,
    result: problems.length === 0 ? "ok" : "OVER",
  };
});
console.table(rows);

const stale = [
  ...Object.keys(budgets.javascriptGzipKB.routes),
  ...Object.keys(budgets.javascriptFiles.routes),
].filter((route) => !weights.some((w) => w.route === route));
if (stale.length > 0) console.warn(`budgets.json names routes the build no longer has: ${stale.join(", ")}`);
if (gaps.length > 0)
  console.warn(`\nKnown gaps to the targets (budgeted in budgets.json):\n  ${gaps.join("\n  ")}`);

if (failures.length > 0) {
  console.error(`\nBudget exceeded:\n  ${failures.join("\n  ")}`);
  process.exit(1);
}
const { noForms, forms } = budgets.javascriptGzipKB.target;
console.log(
  `All ${weights.length} routes within budget (no JavaScript file before interaction; JS targets ${noForms} KB ` +
    `without forms, ${forms} KB with forms, ${budgets.javascriptFiles.target} files, every island started; no ` +
    `render-blocking stylesheet).`,
);
