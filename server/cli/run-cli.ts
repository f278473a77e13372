// What the staff command-line tools (npm run inbox, npm run staff) share: opening the server's database from a
// second process with a plain message for each way that can fail, and one way to end with an exit code.
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { ConfigError, loadConfig, type Config } from "../config.ts";
import { openDatabase, type Database } from "../db/client.ts";
import { dataDirOwner } from "../db/data-dir-lock.ts";

/** A problem the person at the terminal can fix; printed with a pointer to the tool's help. */
export class UsageError extends Error {}

export interface OpenOptions {
  /** What cannot happen while the server holds a PGlite folder, e.g. "roles cannot be changed". */
  blocked: string;
  /** A query that fails until the server's migrations have created what the tool reads. */
  probe: string;
  /** Said when the probe fails, e.g. "The database has no roles yet". */
  notMigrated: string;
}

/** Opens the database the server uses (DATABASE_URL, or PGlite in DATA_DIR when no server holds that folder). */
export async function openServerDatabase(
  options: OpenOptions,
): Promise<{ config: Config; database: Database }> {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) throw new UsageError(error.message);
    throw error;
  }
  if (!config.databaseUrl) {
    // PGlite: one process per folder; say plainly when the server holds it.
    const owner = dataDirOwner(config.dataDir);
    if (owner !== undefined) {
      throw new UsageError(
        `The server (pid ${owner}) is running on the data folder ${config.dataDir}.\n` +
          `PGlite allows only one process per data folder, so ${options.blocked} while the server runs.\n` +
          "Stop the server and run this again (or, on PostgreSQL, set DATABASE_URL: both can then run together).",
      );
    }
    if (!fs.existsSync(path.join(config.dataDir, "pglite"))) {
      throw new UsageError(
        `No database in ${config.dataDir}. Set DATA_DIR to the server's data folder, or DATABASE_URL for PostgreSQL.`,
      );
    }
  }
  const database = await openDatabase(config);
  try {
    await database.db.execute(sql.raw(options.probe));
  } catch {
    await database.close();
    throw new UsageError(`${options.notMigrated}: start the server once so it applies its migrations.`);
  }
  return { config, database };
}

/** Runs a tool's main and exits with its code: 2 and a pointer to the help for a usage problem, 1 for any other. */
export function runCli(
  tool: "inbox" | "staff" | "backup" | "restore",
  main: (argv: string[]) => Promise<number>,
): void {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      if (
        error instanceof UsageError ||
        (error instanceof Error && "code" in error && error.code === "ERR_PARSE_ARGS_UNKNOWN_OPTION")
      ) {
        console.error(`${error.message}\n\nRun "npm run ${tool} -- help" for the commands.`);
        return process.exit(2);
      }
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
