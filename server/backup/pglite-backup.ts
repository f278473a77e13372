import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { Transform, type Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";
import { PGlite } from "@electric-sql/pglite";
import { openDatabase } from "../db/client.ts";
import { acquireDataDirLock, dataDirOwner } from "../db/data-dir-lock.ts";
import { privateDataDir, tightenTree } from "../db/private-data-dir.ts";
import { BackupRefused, blobReadable, syncFolder } from "./backup-file.ts";
import { BACKUP_PATH, backupSocketPath } from "./backup-socket.ts";
import { summarize, type RestoreSummary } from "./restore-summary.ts";

const databaseFolder = (dataDir: string) => path.join(dataDir, "pglite");

/**
 * Writes PGlite's dump of DATA_DIR to `partial`, gzipped here: asked of the server when one holds the folder (it
 * copies the folder between two queries), else taken here with the folder locked so no server starts meanwhile.
 */
export async function backupPglite(dataDir: string, partial: string): Promise<{ takenBy: string }> {
  const owner = dataDirOwner(dataDir);
  if (owner !== undefined) {
    await fetchFromServer(backupSocketPath(dataDir), owner, partial);
    return { takenBy: `the running server (pid ${owner})` };
  }
  if (!fs.existsSync(databaseFolder(dataDir))) {
    throw new BackupRefused(
      `No database in ${dataDir}. Set DATA_DIR to the server's data folder, or DATABASE_URL for PostgreSQL.`,
    );
  }
  const database = await openDatabase({ dataDir });
  try {
    const dump = await database.dumpDataDir!();
    await writeGzipped(blobReadable(dump), partial);
  } finally {
    await database.close();
  }
  return { takenBy: "this command (no server was running on the folder)" };
}

function fetchFromServer(socketPath: string, owner: number, partial: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = http.request({ socketPath, path: BACKUP_PATH, method: "GET" }, (response) => {
      if (response.statusCode !== 200) {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () =>
          reject(new Error(`The server (pid ${owner}) refused the backup: ${text.trim()}`)),
        );
        return;
      }
      const expected = Number(response.headers["content-length"]);
      writeGzipped(response, partial).then((received) => {
        if (received !== expected)
          reject(new Error(`The backup was cut off (${received} of ${expected} bytes).`));
        else resolve();
      }, reject);
    });
    request.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT" || error.code === "ECONNREFUSED") {
        reject(
          new BackupRefused(
            `The server (pid ${owner}) holds the data folder but offers no backup socket at ${socketPath} ` +
              "(a release without it, or a data folder path too long for a socket). Restart it with this release, " +
              "or stop it and run this again.",
          ),
        );
      } else if (error.code === "EACCES") {
        reject(
          new BackupRefused(`No permission to use ${socketPath}: run this as the user the server runs as.`),
        );
      } else {
        reject(error);
      }
    });
    request.end();
  });
}

/** Compresses a tarball into `file`; resolves with the bytes of tarball read. */
async function writeGzipped(tarball: Readable, file: string): Promise<number> {
  let bytes = 0;
  const count = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  await pipeline(tarball, count, zlib.createGzip(), fs.createWriteStream(file));
  return bytes;
}

/**
 * Loads a PGlite backup into DATA_DIR/pglite: unpacked and opened beside it first, then swapped in, so a failed
 * restore leaves the folder as it was. Refuses while a server holds the folder, and over a database unless `force`.
 */
export async function restorePglite(dataDir: string, file: string, force: boolean): Promise<RestoreSummary> {
  const owner = dataDirOwner(dataDir);
  if (owner !== undefined) {
    throw new BackupRefused(
      `The server (pid ${owner}) is running on the data folder ${dataDir}. Stop it first: a restore replaces the ` +
        "folder under it.",
    );
  }
  privateDataDir(dataDir);
  const lock = acquireDataDirLock(dataDir);
  const target = databaseFolder(dataDir);
  const staging = `${target}.restoring`;
  const replaced = `${target}.replaced`;
  try {
    const existing = fs.existsSync(target) && fs.readdirSync(target).length > 0;
    if (existing && !force) {
      throw new BackupRefused(
        `${dataDir} already holds a database. Restore into an empty DATA_DIR, or add --force to replace it ` +
          "(everything in it now is lost).",
      );
    }
    fs.rmSync(staging, { recursive: true, force: true });
    const tarball = new Blob([fs.readFileSync(file)], { type: "application/x-gzip" });
    const client = await PGlite.create({ dataDir: staging, loadDataDir: tarball });
    let summary: RestoreSummary;
    try {
      summary = await summarize(async (text) => (await client.query<Record<string, unknown>>(text)).rows);
    } finally {
      await client.close();
    }
    // PGlite unpacks the tarball with modes of its own (0666 files): the owner's alone before it is swapped in.
    tightenTree(staging);
    if (summary.migrations === 0) {
      throw new BackupRefused(
        `${file} holds a PGlite database, but not this website's (no migrations table).`,
      );
    }
    fs.rmSync(replaced, { recursive: true, force: true });
    if (fs.existsSync(target)) fs.renameSync(target, replaced);
    fs.renameSync(staging, target);
    syncFolder(dataDir);
    fs.rmSync(replaced, { recursive: true, force: true });
    return summary;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
    lock.release();
  }
}
