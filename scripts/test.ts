// `npm test`: every check, in order, stopping at the first failure. Chromium comes from Debian on these machines.
import { spawnSync } from "node:child_process";
import fs from "node:fs";

const steps: [string, string[]][] = [
  ["format", ["prettier", "--check", "."]],
  ["lint", ["eslint", "."]],
  ["typecheck", ["npm", "run", "-s", "typecheck"]],
  ["unit", ["vitest", "run", "--project", "unit"]],
  ["build", ["npm", "run", "-s", "build"]],
  ["budgets", ["node", "scripts/check-budgets.ts"]],
  ["api", ["vitest", "run", "--project", "api"]],
  ["e2e", ["playwright", "test"]],
];

const only = process.argv.slice(2);
const runs = (name: string) => only.length === 0 || only.includes(name);

// Chromium is needed only by the end-to-end step: check it before anything runs, so a missing browser does not
// show up after minutes of other steps, and do not ask for it when that step is not run.
if (runs("e2e")) {
  const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  if (!fs.existsSync(chromium)) {
    console.error(
      `Chromium was not found at ${chromium}; the end-to-end tests need it.\n` +
        "Install it from Debian (as root):\n\n    apt-get update && apt-get install -y chromium\n\n" +
        "or set CHROMIUM_PATH to a Chromium or Chrome binary. To run the other steps only: npm test -- " +
        steps
          .map(([name]) => name)
          .filter((name) => name !== "e2e")
          .join(" "),
    );
    process.exit(1);
  }
}

for (const [name, [command, ...args]] of steps) {
  if (!runs(name)) continue;
  const started = Date.now();
  console.log(`\n=== ${name}: ${[command, ...args].join(" ")}`);
  const result = spawnSync(command!, args, { stdio: "inherit" });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n=== ${name} FAILED after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`=== ${name} passed in ${seconds} s`);
}
