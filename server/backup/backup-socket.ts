import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { FastifyBaseLogger } from "fastify";
import { blobReadable } from "./backup-file.ts";

// PGlite allows one process per data folder, so a backup taken while the server runs must be taken by the server.
// It offers that on a Unix socket inside the data folder, mode 0600: only the folder's owner (who can read the
// database files anyway) and root can ask, and nothing is reachable over the network (ADR 0021).

const SOCKET_FILE = "backup.sock";
export const BACKUP_PATH = "/backup";
// Linux keeps a socket path in 108 bytes, the final NUL included.
const MAX_SOCKET_PATH_BYTES = 107;

export function backupSocketPath(dataDir: string): string {
  return path.join(dataDir, SOCKET_FILE);
}

export function socketPathFits(socketPath: string): boolean {
  return Buffer.byteLength(socketPath) <= MAX_SOCKET_PATH_BYTES;
}

/**
 * Listens on DATA_DIR/backup.sock; `GET /backup` answers a tarball of the PGlite data folder (PGlite's own
 * dumpDataDir, taken while no query runs), which the command compresses in its own process. One backup at a time.
 * Undefined when the path is too long for a socket.
 */
export async function serveBackups(options: {
  dataDir: string;
  dump: () => Promise<Blob>;
  log: FastifyBaseLogger;
}): Promise<{ close(): Promise<void> } | undefined> {
  const socketPath = backupSocketPath(options.dataDir);
  if (!socketPathFits(socketPath)) {
    options.log.warn(
      { socketPath },
      "the data folder's path is too long for the backup socket: backups need the server stopped",
    );
    return undefined;
  }
  // The caller holds the data folder's lock, so a socket file left here is a killed server's.
  fs.rmSync(socketPath, { force: true });

  let busy = false;
  const server = http.createServer((request, response) => {
    if (request.method !== "GET" || request.url !== BACKUP_PATH) {
      response.writeHead(404, { "content-type": "text/plain" }).end("Not found\n");
      return;
    }
    if (busy) {
      response.writeHead(409, { "content-type": "text/plain" }).end("Another backup is being taken.\n");
      return;
    }
    busy = true;
    void send(response).finally(() => {
      busy = false;
    });
  });

  async function send(response: http.ServerResponse) {
    const started = performance.now();
    try {
      const dump = await options.dump();
      response.writeHead(200, { "content-type": "application/x-tar", "content-length": String(dump.size) });
      await pipeline(blobReadable(dump), response);
      options.log.info(
        { bytes: dump.size, ms: Math.round(performance.now() - started) },
        "backup sent over the local socket",
      );
    } catch (error) {
      options.log.error({ err: error }, "backup failed");
      if (!response.headersSent) {
        response
          .writeHead(500, { "content-type": "text/plain" })
          .end("The backup failed: see the server log.\n");
      } else {
        response.destroy();
      }
    }
  }

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    // The socket file is made while listen runs (synchronously): made 0600 from the start, not changed after.
    const umask = process.umask(0o177);
    try {
      server.listen(socketPath, () => {
        server.off("error", reject);
        resolve();
      });
    } finally {
      process.umask(umask);
    }
  });
  fs.chmodSync(socketPath, 0o600);

  return {
    async close() {
      // A backup in flight is cut off (the tool then reports it failed) rather than holding up a shutdown.
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      fs.rmSync(socketPath, { force: true });
    },
  };
}
