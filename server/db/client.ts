import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { acquireDataDirLock } from "./data-dir-lock.ts";
import { privateDataDir, tightenTree } from "./private-data-dir.ts";
import { metricsEnabled, type MetricsConfig } from "../observability/observability-config.ts";
import { countQueries, type DatabaseLoad } from "./database-load.ts";
import { drizzleParsers } from "./pglite-parsers.ts";
import { assertPgliteInternals, pipelineQueries } from "./pglite-pipelined.ts";
import { pgliteStartParams, seedFromTemplate } from "./pglite-memory.ts";
import { CHECKPOINT_DEFAULTS, scheduleCheckpoints, type CheckpointEvents } from "./pglite-checkpoints.ts";

/** The query builder both back-ends share; services depend on this type only. */
export type Db = PgDatabase<PgQueryResultHKT>;

/** The transaction handle drizzle passes to `db.transaction` callbacks. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The rows of a raw `execute` result: node-postgres and PGlite both answer with an object holding `rows`. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Resolves once the database answered a query. */
  ping(): Promise<void>;
  migrate(): Promise<void>;
  /** True once migrate() finished in this process. */
  readonly migrated: boolean;
  /** The queries running and waiting now (for the metrics; costs no query). */
  load(): DatabaseLoad;
  close(): Promise<void>;
  /** PGlite only: how this start found its data folder: a database already there, a new one copied from the build's
   * template, or a new one made by PGlite's initdb (no template: a peak near 600 MB, docs/performance.md). */
  created?: "existing" | "template" | "initdb";
  /** PGlite only: the checkpoints the server takes itself, between transactions (server/db/pglite-checkpoints.ts). */
  checkpoints?: CheckpointEvents;
  /** PGlite only: a tarball of the data folder, taken while no query runs (server/backup/); not compressed, so
   * queries wait only for the copy, not for the compression. */
  dumpDataDir?: () => Promise<Blob>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");
// An arbitrary constant: the advisory lock that keeps two servers from migrating the same database at once.
const MIGRATION_LOCK_ID = 7_261_532;
const POOL_END_TIMEOUT_MS = 5_000;
/** Connections each server opens to PostgreSQL at most, unless DATABASE_POOL_SIZE says otherwise. */
export const DEFAULT_POOL_SIZE = 10;

/** Stops the process, saying why, when the installed PGlite lacks what the server relies on: before any file is made. */
export function checkPgliteRelease(): void {
  assertPgliteInternals(PGlite.prototype);
}

export async function openDatabase(options: {
  databaseUrl?: string;
  /** PostgreSQL: the pool's size (DEFAULT_POOL_SIZE when absent). */
  databasePoolSize?: number;
  dataDir: string;
  metrics?: MetricsConfig;
  /** PGlite: whether the server takes its own checkpoints (default yes); off only to measure without them. */
  serverCheckpoints?: boolean;
}): Promise<Database> {
  if (options.databaseUrl)
    return openPostgres(options.databaseUrl, options.databasePoolSize ?? DEFAULT_POOL_SIZE);
  return openPglite(
    options.dataDir,
    options.metrics !== undefined && metricsEnabled(options.metrics),
    options.serverCheckpoints ?? true,
  );
}

// PGlite's queue is counted only when metrics are served: the count wraps every query, and nothing else reads it.
async function openPglite(dataDir: string, countLoad = false, serverCheckpoints = true): Promise<Database> {
  // Before anything is created: a PGlite release without the internals the server relies on stops it here, saying so.
  assertPgliteInternals(PGlite.prototype);
  privateDataDir(dataDir);
  const lock = acquireDataDirLock(dataDir);
  try {
    // Every commit is written to the data folder before it is acknowledged, so a crash or kill -9 of the process
    // loses nothing. PGlite's file system never calls fsync, though: a power cut may lose the last seconds that the
    // operating system had not yet written. Where that matters, use PostgreSQL (DATABASE_URL, docs/operations.md).
    const folder = path.join(dataDir, "pglite");
    // A new folder starts as a copy of the build's template (server/db/pglite-memory.ts); without one PGlite runs
    // initdb itself.
    const created = seedFromTemplate(folder);
    const client = await PGlite.create(folder, { ...drizzleParsers, startParams: pgliteStartParams() });
    // PGlite sets some modes itself, past the umask: a new folder's files 0666, the relation cache 0644 at each start
    // and after a change of schema (server/db/private-data-dir.ts).
    tightenTree(folder);
    const statements = pipelineQueries(client);
    const queries = countLoad ? countQueries(client) : undefined;
    const checkpoints = serverCheckpoints
      ? scheduleCheckpoints(client, { ...CHECKPOINT_DEFAULTS, lastStatementAt: statements.lastStatementAt })
      : undefined;
    const db = drizzlePglite({ client }) as unknown as Db;
    let migrated = false;
    return {
      db,
      kind: "pglite",
      created,
      checkpoints: checkpoints?.events,
      async ping() {
        await db.execute(sql`select 1`);
      },
      async migrate() {
        await migratePglite(drizzlePglite({ client }), { migrationsFolder });
        tightenTree(folder);
        migrated = true;
      },
      get migrated() {
        return migrated;
      },
      load: () => queries?.load() ?? { connections: 1, busy: 0, waiting: 0 },
      dumpDataDir: () => client.dumpDataDir("none"),
      async close() {
        try {
          await checkpoints?.stop();
          await client.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}

async function openPostgres(connectionString: string, poolSize: number): Promise<Database> {
  // Loaded here, not at the top: a server on PGlite never needs them, and they stay out of its memory.
  const [{ default: pg }, { drizzle: drizzleNodePg }, { migrate: migrateNodePg }] = await Promise.all([
    import("pg"),
    import("drizzle-orm/node-postgres"),
    import("drizzle-orm/node-postgres/migrator"),
  ]);
  const pool = new pg.Pool({
    connectionString,
    max: poolSize,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    // Bounded waits: a stuck database gives an error, not a hung request.
    statement_timeout: 10_000,
    query_timeout: 12_000,
  });
  // An idle client losing its connection (database restart) must not crash the process.
  pool.on("error", () => {});
  // Nor a checked-out one (inside a transaction, between two queries): without a listener its "error" event is
  // an uncaught exception. Its pending or next query fails instead (answered 503), and the pool drops it.
  pool.on("connect", (client) => {
    client.on("error", () => {});
  });
  const db = drizzleNodePg({ client: pool }) as unknown as Db;
  let migrated = false;
  return {
    db,
    kind: "postgres",
    async ping() {
      await db.execute(sql`select 1`);
    },
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
        await migrateNodePg(drizzleNodePg({ client }), { migrationsFolder });
        migrated = true;
      } finally {
        await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
        client.release();
      }
    },
    get migrated() {
      return migrated;
    },
    load: () => ({
      connections: poolSize,
      busy: pool.totalCount - pool.idleCount,
      waiting: pool.waitingCount,
    }),
    async close() {
      // Bounded: after the database server vanished, a client of the pool may never report its end, and a
      // shutdown must not hang on it (seen in tests/reliability/database-outage.test.ts).
      let timer: NodeJS.Timeout | undefined;
      const gaveUp = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, POOL_END_TIMEOUT_MS);
      });
      await Promise.race([pool.end(), gaveUp]);
      clearTimeout(timer);
    },
  };
}
