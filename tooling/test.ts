// `npm test`: every check, stopping at the first failure (`npm test -- unit build` runs only those steps).
// Each step starts as soon as the steps it needs have passed (ADR 0039, ADR 0054): the quick checks at once; the
// build once typecheck is done (both write .astro/), beside unit; the budgets and the HTML check once the build is;
// then the API suite alone, then the end-to-end suite alone. Chromium comes from Debian here.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import { chromiumPath } from "./chromium-path.ts";

interface Step {
  name: string;
  command: string[];
  /** The steps that must have passed first (among those that run). */
  after: string[];
}

const steps: Step[] = [
  { name: "format", command: ["npm", "run", "-s", "format:check"], after: [] },
  // Checks the files under content/: one line per problem, naming the file and the field.
  { name: "content", command: ["node", "tooling/check-content.ts"], after: [] },
  { name: "lint", command: ["eslint", "."], after: [] },
  // The OpenAPI document as other tools read it: Redocly's recommended rules, no error and no warning.
  { name: "openapi", command: ["node", "tooling/lint-openapi.ts"], after: [] },
  { name: "typecheck", command: ["npm", "run", "-s", "typecheck"], after: [] },
  { name: "unit", command: ["vitest", "run", "--project", "unit"], after: [] },
  // `astro sync` (typecheck) and the build both write .astro/: the build waits for it.
  { name: "build", command: ["npm", "run", "-s", "build"], after: ["typecheck", "content"] },
  { name: "budgets", command: ["node", "tooling/check-budgets.ts"], after: ["build"] },
  // Every prerendered page through the Nu HTML checker (needs Java, as e2e needs Chromium).
  { name: "html", command: ["node", "tooling/check-html.ts"], after: ["build"] },
  // The API suite and the end-to-end suite each fill both cores, and the API suite's timing tests (a forgot-password
  // answer as fast without an account, an outbox that waits for SMTP) failed with the other beside them: alone, one
  // after the other, as before ADR 0054.
  {
    name: "api",
    command: ["vitest", "run", "--project", "api"],
    after: ["build", "unit", "budgets", "html"],
  },
  { name: "e2e", command: ["playwright", "test"], after: ["build", "api"] },
];

const names = steps.map(({ name }) => name);
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
  const chromium = chromiumPath();
  if (!fs.existsSync(chromium)) {
    const others = names.filter((name) => name !== "e2e");
    console.error(
      `Chromium was not found at ${chromium}; the end-to-end tests need it.\n` +
        "Install it from Debian (as root):\n\n    apt-get update && apt-get install -y chromium chromium-headless-shell\n\n" +
        `or set CHROMIUM_PATH to a Chromium or Chrome binary. To run the other steps only: npm test -- ${others.join(" ")}`,
    );
    process.exit(1);
  }
}

// One step at a time shows its output as it comes; the others keep theirs, and each prints it whole when it ends,
// or as it comes from the moment the shown step ends while it still runs. Outputs never interleave.
interface Running {
  step: Step;
  child: ChildProcess;
  output: Buffer[];
  started: number;
}
const active = new Set<Running>();
// Each step is a process group of its own, so stopping it stops what it started (vitest's workers, servers).
const stopAll = () => {
  for (const { child } of active) {
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

let shown: Running | undefined;
const show = (run: Running) => {
  shown = run;
  console.log(`\n=== ${run.step.name}: ${run.step.command.join(" ")}`);
  process.stdout.write(Buffer.concat(run.output));
  run.output.length = 0;
};

const started = Date.now();
const toRun = steps.filter(({ name }) => runs(name));
const passed = new Set<string>();
const failure = await new Promise<number | undefined>((resolve) => {
  let failed = false;
  const startReady = () => {
    for (const step of toRun) {
      const begun = passed.has(step.name) || [...active].some((run) => run.step === step);
      const ready = step.after.every((name) => !runs(name) || passed.has(name));
      if (begun || !ready) continue;
      const [command, ...args] = step.command;
      const child = spawn(command!, args, {
        stdio: ["ignore", "pipe", "pipe"],
        detached: true,
        // Colours as in a terminal, though the output goes through a pipe first.
        env: process.stdout.isTTY ? { FORCE_COLOR: "1", ...process.env } : process.env,
      });
      const run: Running = { step, child, output: [], started: Date.now() };
      active.add(run);
      if (!shown) show(run);
      const keep = (chunk: Buffer) => (shown === run ? process.stdout.write(chunk) : run.output.push(chunk));
      child.stdout!.on("data", keep);
      child.stderr!.on("data", keep);
      child.on("close", (code, signal) => {
        active.delete(run);
        // The steps stopped because another failed say nothing: the failure's output is the one to read.
        if (failed) return;
        const wasShown = shown === run;
        if (wasShown) shown = undefined;
        else {
          // Its whole output, between two of the shown step's; the shown step then goes on under its name again.
          console.log(`\n=== ${step.name}: ${step.command.join(" ")}`);
          process.stdout.write(Buffer.concat(run.output));
        }
        const seconds = ((Date.now() - run.started) / 1000).toFixed(1);
        if (code !== 0) {
          console.error(`\n=== ${step.name} FAILED after ${seconds} s${signal ? ` (${signal})` : ""}`);
          failed = true;
          stopAll();
          resolve(code ?? 1);
          return;
        }
        console.log(`=== ${step.name} passed in ${seconds} s`);
        passed.add(step.name);
        if (!wasShown && shown) console.log(`\n=== ${shown.step.name}, continued`);
        // Once the shown step ends, the longest-running step still going is shown, from what it kept so far.
        const next = [...active].sort((x, y) => x.started - y.started)[0];
        if (!shown && next) show(next);
        startReady();
        if (active.size === 0) resolve(undefined);
      });
    }
  };
  startReady();
});
if (failure !== undefined) process.exit(failure);
console.log(`\n=== all passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
