import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../server/app.ts";
import { loadConfig, type Config } from "../../server/config.ts";
import { openDatabase, type Database } from "../../server/db/client.ts";
import { freePort } from "./server-process.ts";
import { staticDirForTests } from "./static-dir.ts";
import { copyPgliteTemplate } from "./template-database.ts";
import { createScratchDatabase, testDatabaseUrl } from "./test-database.ts";

export interface TestServer {
  app: FastifyInstance;
  database: Database;
  config: Config;
  url: string;
  /** fetch against the server, JSON in and out. */
  request(
    method: string,
    urlPath: string,
    options?: { body?: unknown; headers?: Record<string, string> },
  ): Promise<Response>;
  close(): Promise<void>;
  /** Every log line written so far, when started with `captureLogs` (otherwise empty). */
  logText(): string;
}

/** Pass as PUBLIC_ORIGIN to have it set to the test server's own address (http://127.0.0.1:<port>). */
export const OWN_ORIGIN = "own-origin";

/**
 * Starts the real app on an ephemeral port with a database of its own, migrated and empty: a copy of the run's
 * migrated PGlite folder (tests/support/template-database.ts) in a temporary folder, or, when TEST_DATABASE_URL is
 * set, a new database on that PostgreSQL server made from the run's template (dropped on close). `env` overrides
 * configuration; pass DATABASE_URL in it to share one database between servers. With `captureLogs` the server logs
 * (at LOG_LEVEL info unless `env` says otherwise) into memory, readable with `logText()`.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  options: { captureLogs?: boolean } = {},
): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "verdant-test-"));
  const adminUrl = testDatabaseUrl();
  const scratch =
    adminUrl && !env.DATABASE_URL ? await createScratchDatabase(adminUrl, { migrated: true }) : undefined;
  const databaseUrl = scratch?.url;
  const ownPort = env.PUBLIC_ORIGIN === OWN_ORIGIN ? await freePort() : 0;
  if (ownPort) env = { ...env, PUBLIC_ORIGIN: `http://127.0.0.1:${ownPort}` };
  const config = loadConfig({
    LOG_LEVEL: options.captureLogs ? "info" : "silent",
    DATA_DIR: dataDir,
    HOST: "127.0.0.1",
    PORT: "0",
    STATIC_DIR: staticDirForTests(),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  if (!config.databaseUrl) await copyPgliteTemplate(config.dataDir);
  const database = await openDatabase(config);
  // Nothing to do on a copy of the template; a database given in `env` may need it.
  await database.migrate();
  let log = "";
  const logStream = options.captureLogs ? { write: (line: string) => void (log += line) } : undefined;
  const app = await buildApp({ config, database, logStream });
  await app.listen({ port: ownPort, host: "127.0.0.1" });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;
  return {
    app,
    database,
    config,
    url,
    request(method, urlPath, options = {}) {
      const headers: Record<string, string> = { ...options.headers };
      let body: string | undefined;
      if (options.body !== undefined) {
        headers["content-type"] ??= "application/json";
        body = typeof options.body === "string" ? options.body : JSON.stringify(options.body);
      }
      return fetch(url + urlPath, { method, headers, body });
    },
    async close() {
      await app.close();
      await scratch?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
    logText: () => log,
  };
}
