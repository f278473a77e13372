import { defineConfig } from "vitest/config";

// Kept apart from astro.config.ts so Astro and its integrations are not loaded under tests.

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
          // Measured on the 2-core machines (ADR 0039): two files at a time, not Vitest's default of one (cores - 1),
          // since each file's test process, server and database share one thread; and a worker keeps the modules it
          // has loaded for its next file (isolate: false), which saved a quarter of the suite's CPU time. The files
          // hold no state of their own between them: no mocks, no changed environment, a server and database each.
          maxWorkers: 2,
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
