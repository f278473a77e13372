import os from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

// Kept apart from astro.config.ts so Astro and its integrations are not loaded under tests.

// The processes the tests start (servers, the command-line tools) keep Node's compiled code, and its TypeScript with
// the types stripped, between runs: a tool's start took 0.4 s instead of 0.9 (ADR 0057).
process.env.NODE_COMPILE_CACHE ??= path.resolve("node_modules/.cache/node-compile-cache");

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: [
            "app/**/*.test.{ts,tsx}",
            "server/**/*.test.ts",
            "contract/**/*.test.ts",
            "content-reader/**/*.test.ts",
            "tooling/**/*.test.ts",
            "bench/**/*.test.ts",
          ],
          environment: "node",
          // npm test runs this beside lint and typecheck (tooling/test.ts): on two cores a test that starts PGlite
          // (a few seconds alone) gets a third of the machine, past Vitest's default 5 s and 10 s.
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Vitest's default in a run is one worker fewer than the cores: one on these machines, which left the
          // second core idle for the last half-minute of npm test's first stage, once lint, typecheck and the build
          // were done.
          maxWorkers: Math.max(2, os.availableParallelism()),
        },
      },
      {
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts"],
          environment: "node",
          // The migrated database each test server copies (tests/support/template-database.ts).
          globalSetup: ["tests/support/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Four files at a time on the 2-core machines (ADR 0057): with two (ADR 0039) the cores were half idle, as
          // most files spend their time waiting on a server, a child process or a timer; a worker keeps the modules
          // it has loaded for its next file (isolate: false), which saved a quarter of the suite's CPU time. The
          // files hold no state of their own between them: no mocks, no changed environment, a server and database
          // each.
          maxWorkers: Math.max(4, os.availableParallelism()),
          isolate: false,
          // Projects with different maxWorkers run as separate groups when run together (`vitest run`).
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: "reliability",
          include: ["tests/reliability/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/support/global-setup.ts"],
          sequence: { groupOrder: 2 },
          testTimeout: 180_000,
          hookTimeout: 120_000,
          // These tests kill and stop servers and databases: one file at a time.
          fileParallelism: false,
        },
      },
    ],
  },
});
