// `npm test`: every check, stopping at the first failure (`npm test -- unit build` runs only those steps).
// The quick checks run at once, side by side (ADR 0039); the build, the budgets, the API suite and the end-to-end suite
// follow one after the other, as each needs the one before or the whole machine. Chromium comes from Debian here.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";

type Step = [name: string, command: string[]];

// Each stage starts when the one before has passed; the steps of a stage run at the same time.
const stages: Step[][] = [
  [
    ["format", ["npm", "run", "-s", "format:check"]],
    // Checks the files under content/: one line per problem, naming the file and the field.
    ["content", ["node", "tooling/check-content.ts"]],
    ["lint", ["eslint", "."]],
    // The OpenAPI document as other tools read it: Redocly's recommended rules, no error and no warning.
    ["openapi", ["node", "tooling/lint-openapi.ts"]],
    ["typecheck", ["npm", "run", "-s", "typecheck"]],
    ["unit", ["vitest", "run", "--project", "unit"]],
  ],
  [["build", ["npm", "run", "-s", "build"]]],
  [
    ["budgets", ["node", "tooling/check-budgets.ts"]],
    // Every prerendered page through the Nu HTML checker (needs Java, as e2e needs Chromium).
    ["html", ["node", "tooling/check-html.ts"]],
  ],
  [["api", ["vitest", "run", "--project", "api"]]],
  [["e2e", ["playwright", "test"]]],
];

const names = stages.flat().map(([name]) => name);
const only = process.argv.slice(2);
const unknown = only.filter((name) => !names.includes(name));
if (unknown.length > 0) {
  console.error(`Unknown step ${unknown.join(", ")}; the steps are: ${names.join(" ")}`);
  process.exit(2);
}
const runs = (name: string) => only.length === 0 || only.includes(name);

// Chromium is needed by the end-to-end step only: it is asked for when that step is to run, before anything else
// starts, so a missing browser does not show up after minutes of other steps.
if (runs("e2e")) {
  const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  if (!fs.existsSync(chromium)) {
    const others = names.filter((name) => name !== "e2e");
    console.error(
      `Chromium was not found at ${chromium}; the end-to-end tests need it.\n` +
        "Install it from Debian (as root):\n\n    apt-get update && apt-get install -y chromium\n\n" +
        `or set CHROMIUM_PATH to a Chromium or Chrome binary. To run the other steps only: npm test -- ${others.join(" ")}`,
    );
    process.exit(1);
  }
}

const running = new Set<ChildProcess>();
// Each step is a process group of its own, so stopping it stops what it started (vitest's workers, servers).
const stopAll = () => {
  for (const child of running) {
    try {
      process.kill(-child.pid!, "SIGTERM");
    } catch {
      // already gone
    }
  }
};
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });
}

const started = Date.now();
for (const stage of stages) {
  const steps = stage.filter(([name]) => runs(name));
  if (steps.length === 0) continue;
  // A step alone shows its output as it comes; steps side by side keep theirs and print it whole when they end.
  const alone = steps.length === 1;
  if (!alone) console.log(`\n=== ${steps.map(([name]) => name).join(", ")}: side by side`);
  const failure = await new Promise<{ name: string; code: number } | undefined>((resolve) => {
    let left = steps.length;
    let failed = false;
    for (const [name, [command, ...args]] of steps) {
      const stepStarted = Date.now();
      if (alone) console.log(`\n=== ${name}: ${[command, ...args].join(" ")}`);
      const child = spawn(command!, args, {
        stdio: alone ? ["ignore", "inherit", "inherit"] : ["ignore", "pipe", "pipe"],
        detached: true,
        // Colours as in a terminal, though the output goes through a pipe first.
        env: alone || !process.stdout.isTTY ? process.env : { FORCE_COLOR: "1", ...process.env },
      });
      running.add(child);
      const output: Buffer[] = [];
      child.stdout?.on("data", (chunk: Buffer) => output.push(chunk));
      child.stderr?.on("data", (chunk: Buffer) => output.push(chunk));
      child.on("close", (code, signal) => {
        running.delete(child);
        // The steps stopped because another failed say nothing: the failure's output is the one to read.
        if (failed) return;
        const seconds = ((Date.now() - stepStarted) / 1000).toFixed(1);
        if (!alone) {
          console.log(`\n=== ${name}: ${[command, ...args].join(" ")}`);
          process.stdout.write(Buffer.concat(output));
        }
        if (code !== 0) {
          console.error(`\n=== ${name} FAILED after ${seconds} s${signal ? ` (${signal})` : ""}`);
          failed = true;
          stopAll();
          resolve({ name, code: code ?? 1 });
          return;
        }
        console.log(`=== ${name} passed in ${seconds} s`);
        if (--left === 0) resolve(undefined);
      });
    }
  });
  if (failure) process.exit(failure.code);
}
console.log(`\n=== all passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
