import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, describe, expect, it } from "vitest";
import { assertPgliteInternals, PGLITE_VERIFIED_VERSION } from "./pglite-pipelined.ts";

const installedVersion = (name: string) =>
  (
    JSON.parse(fs.readFileSync(path.join("node_modules", name, "package.json"), "utf8")) as {
      version: string;
    }
  ).version;

// server/db/pglite-pipelined.ts calls two methods PGlite does not publish (ADR 0032). These tests fail on an upgrade
// of @electric-sql/pglite, so that someone checks the new release before it runs in production.
describe("the PGlite internals the server relies on", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "verdant-internals-"));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it("were checked with the installed @electric-sql/pglite", () => {
    expect(
      installedVersion("@electric-sql/pglite"),
      `@electric-sql/pglite is no longer the ${PGLITE_VERIFIED_VERSION} that server/db/pglite-pipelined.ts was ` +
        "checked with. Re-verify, in the new release's source, that PGlite's own query() still runs inside " +
        "_runExclusiveTransaction and _runExclusiveQuery and its transaction() inside _runExclusiveTransaction, that " +
        "execProtocolStream, syncToFs and isInTransaction behave as before, and that server/db/pglite-pipelined.test.ts " +
        "passes; then set PGLITE_VERIFIED_VERSION to the new version.",
    ).toBe(PGLITE_VERIFIED_VERSION);
  });

  it("are there", () => {
    expect(() => assertPgliteInternals(PGlite.prototype)).not.toThrow();
  });

  it("a client without them is refused, naming what is missing and the release they were checked with", () => {
    expect(() => assertPgliteInternals({ _runExclusiveQuery: () => {} })).toThrow(
      `The installed @electric-sql/pglite has no _runExclusiveTransaction, which server/db/pglite-pipelined.ts ` +
        `relies on (checked with ${PGLITE_VERIFIED_VERSION}; ADR 0032).`,
    );
  });

  it("without them the server does not start: it says why and exits 1, before touching the data folder", () => {
    const result = spawnSync(
      process.execPath,
      ["--import", "./tests/support/without-pglite-internals.ts", "server/main.ts"],
      {
        env: {
          ...process.env,
          PORT: "0",
          HOST: "127.0.0.1",
          DATA_DIR: path.join(dataDir, "data"),
          DATABASE_URL: "",
        },
        encoding: "utf8",
        timeout: 60_000,
      },
    );
    expect(result.stderr.trim()).toBe(
      "The installed @electric-sql/pglite has no _runExclusiveQuery or _runExclusiveTransaction, which " +
        `server/db/pglite-pipelined.ts relies on (checked with ${PGLITE_VERIFIED_VERSION}; ADR 0032). Install ` +
        `@electric-sql/pglite ${PGLITE_VERIFIED_VERSION}, or adapt server/db/pglite-pipelined.ts to the new release ` +
        "and update PGLITE_VERIFIED_VERSION.",
    );
    expect(result.status).toBe(1);
    expect(fs.existsSync(path.join(dataDir, "data"))).toBe(false);
  });
});
