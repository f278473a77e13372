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
            "tooling/**/*.test.ts",
          ],
          environment: "node",
        },
      },
      {
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "reliability",
          include: ["tests/reliability/**/*.test.ts"],
          environment: "node",
          testTimeout: 180_000,
          hookTimeout: 120_000,
          // These tests kill and stop servers and databases: one file at a time.
          fileParallelism: false,
        },
      },
    ],
  },
});
