// `npm test`: every check, in order, stopping at the first failure (`npm test -- unit build` runs only those steps).
// Chromium comes from Debian on these machines.
import { spawnSync } from "node:child_process";
import fs from "node:fs";

const steps: [string, string[]][] = [
  ["format", ["npm", "run", "-s", "format:check"]],
  // Checks the files under content/: one line per problem, naming the file and the field.
  ["content", ["node", "tooling/check-content.ts"]],
  ["lint", ["eslint", "."]],
  // The OpenAPI document as other tools read it: Redocly's recommended rules, no error and no warning.
  ["openapi", ["node", "tooling/lint-openapi.ts"]],
  ["typecheck", ["npm", "run", "-s", "typecheck"]],
  ["unit", ["vitest", "run", "--project", "unit"]],
  ["build", ["npm", "run", "-s", "build"]],
  ["budgets", ["node", "tooling/check-budgets.ts"]],
  ["api", ["vitest", "run", "--project", "api"]],
  ["e2e", ["playwright", "test"]],
];

const only = process.argv.slice(2);
const runs = (name: string) => only.length === 0 || only.includes(name);

// Chromium is needed by the end-to-end step only: it is asked for when that step is to run, before anything else
// starts, so a missing browser does not show up after minutes of other steps.
if (runs("e2e")) {
  const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  if (!fs.existsSync(chromium)) {
    const others = steps.map(([name]) => name).filter((name) => name !== "e2e");
    console.error(
      `Chromium was not found at ${chromium}; the end-to-end tests need it.\n` +
        "Install it from Debian (as root):\n\n    apt-get update && apt-get install -y chromium\n\n" +
        `or set CHROMIUM_PATH to a Chromium or Chrome binary. To run the other steps only: npm test -- ${others.join(" ")}`,
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
