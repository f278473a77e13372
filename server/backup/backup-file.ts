import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";

export type BackupKind = "pglite" | "postgres";

/** A refusal the person at the terminal can act on (the message says how). */
export class BackupRefused extends Error {}

/** What a backup file holds, from its first bytes: PGlite's gzipped tarball, or pg_dump's custom format. */
export function backupKindOf(file: string): BackupKind | undefined {
  const head = Buffer.alloc(5);
  const fd = fs.openSync(file, "r");
  try {
    fs.readSync(fd, head, 0, head.length, 0);
  } finally {
    fs.closeSync(fd);
  }
  if (head[0] === 0x1f && head[1] === 0x8b) return "pglite";
  if (head.toString("latin1") === "PGDMP") return "postgres";
  return undefined;
}

export const kindLabel: Record<BackupKind, string> = {
  pglite: "a PGlite backup (DATA_DIR)",
  postgres: "a PostgreSQL backup (pg_dump custom format, DATABASE_URL)",
};

/**
 * Writes a backup under a temporary name beside `file` and renames it into place once it is complete and on disk:
 * an interrupted backup never leaves a file that looks whole.
 */
export async function writeAtomically(
  file: string,
  write: (partial: string) => Promise<void>,
): Promise<number> {
  const target = path.resolve(file);
  const partial = path.join(path.dirname(target), `.${path.basename(target)}.partial-${process.pid}`);
  try {
    // Personal data: readable by the owner only, from the first byte on.
    fs.closeSync(fs.openSync(partial, "w", 0o600));
    fs.chmodSync(partial, 0o600);
    await write(partial);
    const fd = fs.openSync(partial, "r");
    try {
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    fs.renameSync(partial, target);
    syncFolder(path.dirname(target));
    return fs.statSync(target).size;
  } finally {
    fs.rmSync(partial, { force: true });
  }
}

/** Makes a rename in `folder` durable (a power cut after it keeps the new name). */
export function syncFolder(folder: string): void {
  const fd = fs.openSync(folder, "r");
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}

/** A Node stream of a Blob's bytes, read as they are sent rather than copied whole first. */
export function blobReadable(blob: Blob): Readable {
  // The DOM and Node typings of web streams differ; the object is the same.
  return Readable.fromWeb(blob.stream() as unknown as NodeReadableStream<Uint8Array>);
}
