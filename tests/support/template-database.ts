import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase } from "../../server/db/client.ts";
import { createPostgresTemplate, POSTGRES_TEMPLATE, testDatabaseUrl } from "./test-database.ts";

// A migrated database is made once per test run and copied for each test server (ADR 0039): a fresh PGlite folder
// and its migrations took 3.5–13 s a server on this machine, a copy of the migrated folder and its opening 0.3–0.8 s.
// The global setups (tests/support/global-setup.ts, tests/support/e2e-global-setup.ts) make the templates before
// any test file starts and name them in these variables, which the test processes they start inherit.
const PGLITE_TEMPLATE = "VERDANT_TEST_PGLITE_TEMPLATE";

/** A PGlite data folder (its `pglite/` only: no lock, no key file), migrated and closed. */
async function migratedPgliteFolder(): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "verdant-template-"));
  try {
    const database = await openDatabase({ dataDir });
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
  } catch (error) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return dataDir;
}

let ownTemplate: Promise<string> | undefined;

/** The run's PGlite template; made here, once per process, when no global setup made one (a file run by hand). */
function pgliteTemplate(): Promise<string> {
  const given = process.env[PGLITE_TEMPLATE];
  if (given && fs.existsSync(path.join(given, "pglite"))) return Promise.resolve(given);
  ownTemplate ??= migratedPgliteFolder().then((dataDir) => {
    process.once("exit", () => fs.rmSync(dataDir, { recursive: true, force: true }));
    return dataDir;
  });
  return ownTemplate;
}

/**
 * Puts a migrated PGlite database into `dataDir` unless it already holds one (a server started again on the same
 * folder keeps its data). A file copy of the closed folder: faster than PGlite's own dumpDataDir/loadDataDir, which
 * unpacks a tarball into the folder and took 0.8–1.1 s against 0.05–0.15 s for the copy.
 */
export async function copyPgliteTemplate(dataDir: string): Promise<void> {
  const target = path.join(dataDir, "pglite");
  if (fs.existsSync(target)) return;
  fs.cpSync(path.join(await pgliteTemplate(), "pglite"), target, { recursive: true });
}

/** Makes the run's templates (PGlite, and PostgreSQL when TEST_DATABASE_URL is set); the function removes them. */
export async function makeTemplates(): Promise<() => Promise<void>> {
  const adminUrl = testDatabaseUrl();
  // One after the other: PGlite holds the thread while it migrates, and node-postgres's read timeout would fire.
  const postgres = adminUrl ? await createPostgresTemplate(adminUrl) : undefined;
  let pgliteDir: string;
  try {
    pgliteDir = await migratedPgliteFolder();
  } catch (error) {
    await postgres?.drop();
    throw error;
  }
  process.env[PGLITE_TEMPLATE] = pgliteDir;
  if (postgres) process.env[POSTGRES_TEMPLATE] = postgres.name;
  return async () => {
    await postgres?.drop();
    fs.rmSync(pgliteDir, { recursive: true, force: true });
  };
}
