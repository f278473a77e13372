// `npm run restore -- <file>`: loads a backup made by `npm run backup` into an empty DATA_DIR (PGlite) or database
// (DATABASE_URL); a folder or database that holds data is replaced only with --force. See docs/operations.md.
import fs from "node:fs";
import path from "node:path";
import { backupKindOf, kindLabel } from "../backup/backup-file.ts";
import { restorePostgres } from "../backup/postgres-backup.ts";
import { restorePglite } from "../backup/pglite-backup.ts";
import { cliConfig, fileArguments, runCli, UsageError } from "./run-cli.ts";

const usage = `Restore: load a backup made by npm run backup.

Usage:
  npm run restore -- <file> [--force]   restore into DATA_DIR (PGlite) or DATABASE_URL (PostgreSQL)

The target must be empty: a data folder without a database, or a database without tables. --force replaces what
it holds instead (everything in it now is lost). Stop the server first. A PGlite backup restores into DATA_DIR,
a pg_dump backup into DATABASE_URL.

Then, before starting the server, put the staff secret key back (STAFF_SECRET_KEY, or staff-secret.key copied into
DATA_DIR): without it the staff's second factors cannot be checked.`;

async function main(argv: string[]): Promise<number> {
  const args = fileArguments(argv, "Name the backup file to restore.");
  if (!args) {
    console.log(usage);
    return 0;
  }
  const { file, force } = args;
  if (!fs.existsSync(file) || !fs.statSync(file).isFile()) throw new UsageError(`No file ${file}.`);
  const config = cliConfig();

  const kind = backupKindOf(file);
  const target = config.databaseUrl ? "postgres" : "pglite";
  if (!kind) {
    console.error(`${file} is not a backup made by npm run backup.`);
    return 1;
  }
  if (kind !== target) {
    console.error(
      `${file} is ${kindLabel[kind]}, but the configuration points at ${config.databaseUrl ? "PostgreSQL (DATABASE_URL is set)" : `PGlite in ${config.dataDir} (DATABASE_URL is not set)`}.`,
    );
    return 1;
  }

  const started = performance.now();
  const summary = config.databaseUrl
    ? await restorePostgres(config.databaseUrl, file, force)
    : await restorePglite(config.dataDir, file, force);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const where = config.databaseUrl ? "the database at DATABASE_URL" : config.dataDir;
  console.log(`Restored ${file} into ${where} in ${seconds} s: ${summary.line}.`);
  const keyFile = path.join(config.dataDir, "staff-secret.key");
  if (summary.secondFactors > 0 && !config.staffSecretKey && !fs.existsSync(keyFile)) {
    console.log(
      `Before starting the server: ${summary.secondFactors} second ` +
        `${summary.secondFactors === 1 ? "factor needs" : "factors need"} the staff secret key of the backed-up server. Copy its staff-secret.key to ${keyFile} (mode 0600) or set STAFF_SECRET_KEY; a server ` +
        "started without it makes a new key, and those accounts (staff, and any with two-step sign-in) must then " +
        "have their second factor reset (npm run staff -- reset-2fa <email>).",
    );
  }
  return 0;
}

runCli("restore", main);
