// `npm run backup -- <file>`: a consistent copy of the server's database, taken while the server runs and writes.
// PGlite (DATA_DIR): PGlite's own dump of the data folder, asked of the running server over its local socket (or
// taken here when no server runs). PostgreSQL (DATABASE_URL): pg_dump in custom format. See docs/operations.md.
import fs from "node:fs";
import { backupPostgres } from "../backup/postgres-backup.ts";
import { backupPglite } from "../backup/pglite-backup.ts";
import { formatBytes, writeAtomically } from "../backup/backup-file.ts";
import { cliConfig, fileArguments, runCli } from "./run-cli.ts";

const usage = `Backup: a consistent copy of the website's database, taken while the server runs.

Usage:
  npm run backup -- <file> [--force]   write the backup to <file> (--force: replace an existing file)

Database: DATABASE_URL (PostgreSQL: pg_dump in custom format, needs postgresql-client of the server's version or
newer) or DATA_DIR (PGlite, default ./data: the running server writes the copy; with no server running, this
command takes it and holds the folder meanwhile).

Not in the backup: the staff secret key (STAFF_SECRET_KEY, or the file staff-secret.key in DATA_DIR). Keep it
apart, in a safe place of its own. Restore with: npm run restore -- <file>`;

async function main(argv: string[]): Promise<number> {
  const args = fileArguments(argv, "Name the file to write the backup to.");
  if (!args) {
    console.log(usage);
    return 0;
  }
  const { file, force } = args;
  if (fs.existsSync(file) && !force) {
    console.error(`${file} already exists. Name a new file, or add --force to replace it.`);
    return 1;
  }
  const config = cliConfig();

  const started = performance.now();
  let takenBy = "pg_dump";
  const size = await writeAtomically(file, async (partial) => {
    if (config.databaseUrl) await backupPostgres(config.databaseUrl, partial);
    else takenBy = (await backupPglite(config.dataDir, partial)).takenBy;
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const what = config.databaseUrl ? "PostgreSQL, pg_dump custom format" : `PGlite, taken by ${takenBy}`;
  console.log(`Backup written to ${file}: ${formatBytes(size)} in ${seconds} s (${what}).`);
  console.log(
    "The staff secret key is not in it: keep STAFF_SECRET_KEY or DATA_DIR/staff-secret.key apart, in a safe place.",
  );
  return 0;
}

runCli("backup", main);
