import fs from "node:fs";
import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { serveBackups } from "./backup/backup-socket.ts";
import { checkPgliteRelease, openDatabase } from "./db/client.ts";
import { createPrivateFiles, privateDataDir } from "./db/private-data-dir.ts";

// After the requests' time limit (SHUTDOWN_TIMEOUT_MS), the outbox's current send still gets this long: the SMTP
// exchange's own limit (server/outbox/outbox-worker.ts). Past both the process exits 1; an email cut off there is
// sent again after the restart.
const OUTBOX_SEND_GRACE_MS = 30_000;

async function main() {
  // Every file this process writes (PGlite's, the backup socket, the lock, the staff key) is the owner's alone.
  createPrivateFiles();
  let config;
  try {
    config = loadConfig(process.env);
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
  const database = await openDatabase(config);
  await database.migrate();
  const app = await buildApp({ config, database });
  if (opened > 0) {
    app.log.warn(
      { dataDir: config.dataDir, tightened: opened },
      "the data folder was open to other users: its files and folders are now the owner's alone",
    );
  }
  app.log.info(
    { database: database.kind, dataDir: database.kind === "pglite" ? config.dataDir : undefined },
    "database ready",
  );
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
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
