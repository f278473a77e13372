import fs from "node:fs";
import { buildApp } from "./app.ts";
import { ConfigError, loadConfig, serverConfigProblems } from "./config.ts";
import { serveBackups } from "./backup/backup-socket.ts";
import { checkPgliteRelease, openDatabase } from "./db/client.ts";
import { createPrivateFiles, privateDataDir } from "./db/private-data-dir.ts";
import { collectStartGarbage, missingNodeFlags } from "./runtime-flags.ts";

// After the requests' time limit (SHUTDOWN_TIMEOUT_MS), the outbox's current send still gets this long: the SMTP
// exchange's own limit (server/outbox/outbox-worker.ts). Past both the process exits 1; an email cut off there is
// sent again after the restart.
const OUTBOX_SEND_GRACE_MS = 30_000;
// A checkpoint that held the database this long is worth a line in the log at the default level.
const SLOW_CHECKPOINT_MS = 200;

async function main() {
  // Every file this process writes (PGlite's, the backup socket, the lock, the staff key) is the owner's alone.
  createPrivateFiles();
  let config;
  try {
    config = loadConfig(process.env);
    const problems = serverConfigProblems(config);
    if (problems.length > 0) throw new ConfigError(problems);
  } catch (error) {
    if (error instanceof ConfigError) {
      for (const line of error.problems) console.error(`Invalid configuration: ${line}`);
      process.exit(1);
    }
    throw error;
  }

  if (!config.databaseUrl) checkPgliteRelease();
  // The data folder: made 0700, or tightened when a server without this rule left it open to other users. On
  // PostgreSQL it holds at most the staff secret key.
  const opened = config.databaseUrl && !fs.existsSync(config.dataDir) ? 0 : privateDataDir(config.dataDir);
  // BENCH_PGLITE_CHECKPOINTS=off: PGlite left to checkpoint inside queries, as it did before the server took them, for bench:soak's
  // before-and-after; not a setting for a real server.
  const database = await openDatabase({
    ...config,
    serverCheckpoints: process.env.BENCH_PGLITE_CHECKPOINTS !== "off",
  });
  await database.migrate();
  const app = await buildApp({ config, database });
  if (opened > 0) {
    app.log.warn(
      { dataDir: config.dataDir, tightened: opened },
      "the data folder was open to other users: its files and folders are now the owner's alone",
    );
  }
  app.log.info(
    {
      database: database.kind,
      dataDir: database.kind === "pglite" ? config.dataDir : undefined,
      // PGlite: whether this start found the database, copied the build's template or ran initdb.
      created: database.created === "existing" ? undefined : database.created,
    },
    "database ready",
  );
  if (database.created === "initdb") {
    app.log.warn(
      "the database was created by initdb, without the build's template (build/pglite-template): memory peaked near " +
        "600 MB on this start. npm run build makes the template.",
    );
  }
  const missingFlags = missingNodeFlags();
  if (missingFlags.length > 0) {
    app.log.warn(
      { missing: missingFlags },
      "started without the server's Node flags (npm start, npm run serve and deploy/verdant@.service pass them): " +
        "expect several hundred MB more memory (docs/performance.md)",
    );
  }
  database.checkpoints?.on("checkpoint", (checkpoint) => {
    app.log[checkpoint.ms > SLOW_CHECKPOINT_MS ? "warn" : "debug"](
      { ...checkpoint, ms: Math.round(checkpoint.ms) },
      "database checkpoint",
    );
  });
  database.checkpoints?.on("failed", (error) => app.log.warn({ err: error }, "database checkpoint failed"));
  // PGlite: `npm run backup` asks this process for the copy, over a socket in the data folder (ADR 0021).
  const dump = database.dumpDataDir;
  if (dump) {
    const backups = await serveBackups({ dataDir: config.dataDir, dump, log: app.log });
    if (backups) app.addHook("preClose", () => backups.close());
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, "shutting down: finishing in-flight requests");
    // server/http/graceful-shutdown.ts says what app.close() does, in order.
    const force = setTimeout(() => {
      app.log.error("shutdown took too long; exiting");
      process.exit(1);
    }, config.shutdownTimeoutMs + OUTBOX_SEND_GRACE_MS);
    force.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, "shutdown failed");
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));

  await app.listen({ port: config.port, host: config.host });
  collectStartGarbage();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
