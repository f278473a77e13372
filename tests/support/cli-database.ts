import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createScratchDatabase, testDatabaseUrl } from "./test-database.ts";

/**
 * The server's database as a staff command-line tool (server/cli/inbox.ts, server/cli/staff.ts) reaches it from a process
 * of its own: PGlite in a fresh folder, or a scratch PostgreSQL database when TEST_DATABASE_URL is set.
 */
export function cliDatabase(folderPrefix: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), folderPrefix));
  let scratch: { url: string; drop(): Promise<void> } | undefined;
  // On PostgreSQL the folder still holds what is not in the database (the staff secret key file), so a tool never
  // reads the checkout's own ./data.
  const env = (): Record<string, string> =>
    scratch ? { DATABASE_URL: scratch.url, DATA_DIR: dataDir } : { DATA_DIR: dataDir };
  return {
    /** The variables that point the server and the tool at this database. */
    env,
    /** True on PostgreSQL, where the tool may run beside the server. */
    onPostgres: () => scratch !== undefined,
    async create() {
      const adminUrl = testDatabaseUrl();
      if (adminUrl) scratch = await createScratchDatabase(adminUrl);
    },
    async remove() {
      await scratch?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
    /** Runs a tool as staff would, with only this database configured. */
    run(script: string, ...args: string[]) {
      const result = spawnSync(process.execPath, [script, ...args], {
        encoding: "utf8",
        env: { ...process.env, DATABASE_URL: "", DATA_DIR: "", ...env() },
      });
      return { code: result.status, stdout: result.stdout, stderr: result.stderr };
    },
  };
}
