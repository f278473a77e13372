import os from "node:os";
import { defineConfig, devices } from "@playwright/test";
import { chromiumPath } from "./tooling/chromium-path.ts";

// End-to-end tests run against the production build served by the real server, in Debian's Chromium: its headless
// shell when installed (tooling/chromium-path.ts; Playwright's own browser download does not work on these machines).
const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: "tests/e2e",
  // The migrated database the specs' own servers copy (tests/support/template-database.ts).
  globalSetup: "./tests/support/e2e-global-setup.ts",
  fullyParallel: true,
  // Four on the 2-core machines, one per core on larger ones (ADR 0039): a test spends most of its time waiting
  // (page loads, hydration, a quiet network, emails through the outbox), so two workers kept the cores about a third
  // busy. Playwright's default (half the cores) would be one.
  workers: Math.max(4, os.availableParallelism()),
  retries: 0,
  reporter: [["list"]],
  // Playwright's own timing report: after every run, the ten slowest spec files, where to look first to make the
  // suite faster.
  reportSlowTests: { max: 10, threshold: 20_000 },
  timeout: 30_000,
  use: {
    baseURL,
    // No trace: recording one for every test (kept only on failure) cost about an eighth of the CPU time of the specs
    // that open every route, mostly its DOM snapshots (ADR 0055). A failure keeps a screenshot;
    // `npx playwright test --trace on <spec>` records one to debug.
    trace: "off",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        "--no-sandbox",
        "--headless",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: "node tests/support/e2e-server.ts",
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { PORT: String(port) },
  },
});
