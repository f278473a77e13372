// What the command-line tools (npm run inbox, staff, backup, restore) share: opening the server's database from a
// second process with a plain message for each way that can fail, and one way to end with an exit code.
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { ConfigError, loadConfig, type Config } from "../config.ts";
import { openDatabase, type Database } from "../db/client.ts";
import { dataDirOwner } from "../db/data-dir-lock.ts";
import { createPrivateFiles } from "../db/private-data-dir.ts";

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

/** The server's configuration from the environment; a problem in it is the command's usage error. */
export function cliConfig(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) throw new UsageError(error.message);
    throw error;
  }
}

/** The arguments of a command that takes one file and `--force`; undefined when help was asked for. */
export function fileArguments(argv: string[], missing: string): { file: string; force: boolean } | undefined {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { force: { type: "boolean" }, help: { type: "boolean", short: "h" } },
  });
  const [file, ...extra] = positionals;
  if (values.help || file === "help") return undefined;
  if (!file) throw new UsageError(missing);
  if (extra.length > 0) throw new UsageError(`Unexpected argument "${extra[0]}".`);
  return { file, force: values.force ?? false };
}

/** Opens the database the server uses (DATABASE_URL, or PGlite in DATA_DIR when no server holds that folder). */
export async function openServerDatabase(
  options: OpenOptions,
): Promise<{ config: Config; database: Database }> {
  const config = cliConfig();
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
  // What a tool writes (a backup, a restored folder, a CSV of the inbox) is the owner's alone, like the server's.
  createPrivateFiles();
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
