import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";

// What PGlite's PostgreSQL may hold in memory, and how a new data folder is made without running initdb in the
// server (ADR 0045, docs/performance.md "Where the memory goes").

/**
 * PostgreSQL's settings for the server's PGlite, after PGlite's own start parameters (command-line settings win over
 * the data folder's postgresql.conf, so a folder made by any version starts with them).
 *
 * - shared_buffers 16 MB instead of initdb's 128 MB. PGlite's WebAssembly allocator zeroes the whole pool at start,
 *   so every megabyte of it is resident from the first second: 128 MB made PGlite's memory grow past its initial
 *   128 MB and the process 150 MB larger at idle. Pages past the pool are read from the operating system's cache.
 * - maintenance_work_mem 16 MB (64 MB): an index built by a migration sorts within it, and WebAssembly memory, once
 *   grown, never shrinks.
 * - max_wal_size 256 MB (1 GB): the bound on the write-ahead log between checkpoints, in case the server's own
 *   checkpoints (server/db/pglite-checkpoints.ts) cannot keep up. A checkpoint PGlite starts itself runs inside the
 *   query that crossed the bound; min_wal_size 32 MB is what it keeps for reuse afterwards.
 */
export const PGLITE_SETTINGS: Readonly<Record<string, string>> = {
  shared_buffers: "16MB",
  maintenance_work_mem: "16MB",
  max_wal_size: "256MB",
  min_wal_size: "32MB",
};

export function pgliteStartParams(settings: Readonly<Record<string, string>> = PGLITE_SETTINGS): string[] {
  return [
    ...PGlite.defaultStartParams,
    ...Object.entries(settings).flatMap(([name, value]) => ["-c", `${name}=${value}`]),
  ];
}

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * A data folder fresh from initdb, made by the build (tooling/pglite-template.ts): a new server copies it instead of
 * running initdb, which made PGlite start a second PostgreSQL and the initdb program beside its own and peaked at
 * 1.1 GB (620 MB even with the settings above).
 */
export const TEMPLATE_DIR = path.join(projectRoot, "build", "pglite-template");
const TEMPLATE_DATA = "pgdata";
const TEMPLATE_VERSION = "pglite-version";

/** The installed PGlite's version: a template made by another one is not used. */
export function pgliteVersion(): string {
  // The package does not export its package.json: found from its entry point, dist/index.js.
  const entry = fileURLToPath(import.meta.resolve("@electric-sql/pglite"));
  const packageFile = path.join(path.dirname(entry), "..", "package.json");
  return (JSON.parse(fs.readFileSync(packageFile, "utf8")) as { version: string }).version;
}

/** Writes the template of `dataFolder` (a closed PGlite data folder) under `templateDir`, replacing any older one. */
export function saveTemplate(dataFolder: string, templateDir = TEMPLATE_DIR): void {
  fs.rmSync(templateDir, { recursive: true, force: true });
  fs.mkdirSync(templateDir, { recursive: true });
  fs.cpSync(dataFolder, path.join(templateDir, TEMPLATE_DATA), { recursive: true });
  fs.writeFileSync(path.join(templateDir, TEMPLATE_VERSION), `${pgliteVersion()}\n`);
}

/** Whether `templateDir` holds a template made by the installed PGlite. */
export function templateReady(templateDir = TEMPLATE_DIR): boolean {
  try {
    return (
      fs.readFileSync(path.join(templateDir, TEMPLATE_VERSION), "utf8").trim() === pgliteVersion() &&
      fs.existsSync(path.join(templateDir, TEMPLATE_DATA, "PG_VERSION"))
    );
  } catch {
    return false;
  }
}

/**
 * Makes `folder` a new database by copying the template, when `folder` holds none yet and a template of this PGlite
 * is there. The copy goes to a sibling folder first and is renamed into place, so a start cut short leaves no half
 * database behind. Answers what it did, for the start's log line.
 */
export function seedFromTemplate(
  folder: string,
  templateDir = TEMPLATE_DIR,
): "existing" | "template" | "initdb" {
  if (fs.existsSync(path.join(folder, "PG_VERSION"))) return "existing";
  if (!templateReady(templateDir)) return "initdb";
  // An empty folder (or a stray one left without a database) is replaced; anything else in it would be lost to
  // initdb as well, which refuses a folder that is not empty.
  if (fs.existsSync(folder) && fs.readdirSync(folder).length > 0) return "initdb";
  // Copies cut short by an earlier start that was killed (the data folder's lock is held, so none is in progress).
  const parent = path.dirname(folder);
  const prefix = `${path.basename(folder)}.new-`;
  for (const name of fs.readdirSync(parent)) {
    if (name.startsWith(prefix)) fs.rmSync(path.join(parent, name), { recursive: true, force: true });
  }
  const staging = `${folder}.new-${process.pid}`;
  fs.cpSync(path.join(templateDir, TEMPLATE_DATA), staging, { recursive: true });
  fs.rmSync(folder, { recursive: true, force: true });
  fs.renameSync(staging, folder);
  return "template";
}
