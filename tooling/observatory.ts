// The MDN HTTP Observatory scanner (npm @mdn/mdn-http-observatory) run against a local server. Over plain HTTP on
// loopback its two HTTPS tests (redirection to HTTPS, HSTS) cannot pass; the verdict judges every other test and
// grades the score those two would not cost, with the scanner's own rules (grader/charts.js, scanner/index.js).
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";

const packageDir = path.resolve("node_modules/@mdn/mdn-http-observatory");

export const HTTPS_ONLY_TESTS = ["redirection", "strict-transport-security"];
// The scanner's extra credit (positive modifiers) counts only when the score without it is at least this.
const MINIMUM_SCORE_FOR_EXTRA_CREDIT = 90;
const GRADES: [number, string][] = [
  [100, "A+"],
  [90, "A"],
  [85, "A-"],
  [80, "B+"],
  [70, "B"],
  [65, "B-"],
  [60, "C+"],
  [50, "C"],
  [45, "C-"],
  [40, "D+"],
  [30, "D"],
  [25, "D-"],
  [0, "F"],
];

export interface ObservatoryTest {
  pass: boolean;
  result: string;
  expectation: string;
  scoreModifier: number;
}
export interface ObservatoryResult {
  scan: { grade: string; score: number };
  tests: Record<string, ObservatoryTest>;
}

/**
 * Setup the package needs here: its postinstall (denied in allowScripts, it downloads from the internet) would
 * have written conf/hsts-preload.json; an empty list means "not preloaded", which is true of this site.
 */
export function prepareObservatory(): string {
  const scanner = path.join(packageDir, "src", "scan.js");
  if (!fs.existsSync(scanner)) throw new Error(`${scanner} is missing: run npm ci.`);
  const preload = path.join(packageDir, "conf", "hsts-preload.json");
  if (!fs.existsSync(preload)) fs.writeFileSync(preload, "{}\n");
  return scanner;
}

/** Scans `host:port` (the scanner tries http:// and https:// itself). */
export async function scanWithObservatory(target: string): Promise<ObservatoryResult> {
  const scanner = prepareObservatory();
  // No NODE_EXTRA_CA_CERTS: the certificate bundle it names was never downloaded, and loopback needs none.
  const { stdout } = await promisify(execFile)(process.execPath, [scanner, target], { timeout: 120_000 });
  const parsed = JSON.parse(stdout) as ObservatoryResult & { error?: string };
  if (parsed.error) throw new Error(`Observatory scan failed: ${parsed.error}`);
  return parsed;
}

export function gradeFor(score: number): string {
  return GRADES.find(([minimum]) => score >= minimum)![1];
}

/** Tests that fail apart from the HTTPS-only ones, and the score and grade once those two are set aside. */
export function judgeWithoutHttps(result: ObservatoryResult) {
  const counted = Object.entries(result.tests).filter(([name]) => !HTTPS_ONLY_TESTS.includes(name));
  const failed = counted.filter(([, test]) => !test.pass).map(([name, test]) => `${name}: ${test.result}`);
  const penalties = counted.reduce((sum, [, test]) => sum + Math.min(test.scoreModifier, 0), 0);
  const credit = counted.reduce((sum, [, test]) => sum + Math.max(test.scoreModifier, 0), 0);
  const uncurved = 100 + penalties;
  const score = uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? uncurved + credit : uncurved;
  return { failed, score, grade: gradeFor(score) };
}

export function observatoryTable(result: ObservatoryResult) {
  return Object.entries(result.tests).map(([name, test]) => ({
    test: name,
    pass: test.pass ? "yes" : HTTPS_ONLY_TESTS.includes(name) ? "no (needs HTTPS)" : "NO",
    result: test.result,
    modifier: test.scoreModifier,
  }));
}
