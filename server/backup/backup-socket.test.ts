import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { backupSocketPath, serveBackups } from "./backup-socket.ts";

const log = pino({ level: "silent" });

function get(socketPath: string, urlPath: string): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = http.request({ socketPath, path: urlPath }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks) }));
    });
    request.on("error", reject);
    request.end();
  });
}

describe("the backup socket", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });
  const dataDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "verdant-socket-"));
    dirs.push(dir);
    return dir;
  };

  it("is the owner's only, answers the dump on GET /backup, and goes away on close", async () => {
    const dir = dataDir();
    const socketPath = backupSocketPath(dir);
    fs.writeFileSync(socketPath, "left by a killed server");
    const backups = await serveBackups({
      dataDir: dir,
      dump: async () => new Blob([Buffer.from("tarball bytes")]),
      log,
    });
    expect(backups).toBeDefined();
    const stat = fs.statSync(socketPath);
    expect(stat.isSocket()).toBe(true);
    expect(stat.mode & 0o777).toBe(0o600);

    const answer = await get(socketPath, "/backup");
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toBe("tarball bytes");
    expect((await get(socketPath, "/other")).status).toBe(404);

    await backups!.close();
    expect(fs.existsSync(socketPath)).toBe(false);
  });

  it("takes one backup at a time", async () => {
    const dir = dataDir();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let dumps = 0;
    const backups = await serveBackups({
      dataDir: dir,
      dump: async () => {
        dumps++;
        await held;
        return new Blob(["done"]);
      },
      log,
    });
    const first = get(backupSocketPath(dir), "/backup");
    while (dumps === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await get(backupSocketPath(dir), "/backup");
    expect(second.status).toBe(409);
    expect(second.body.toString()).toContain("Another backup is being taken");
    release();
    expect((await first).status).toBe(200);
    expect((await get(backupSocketPath(dir), "/backup")).status).toBe(200);
    await backups!.close();
  });

  it("is not offered when the data folder's path is too long for a socket", async () => {
    const dir = path.join(dataDir(), "d".repeat(120));
    fs.mkdirSync(dir);
    const backups = await serveBackups({ dataDir: dir, dump: async () => new Blob([]), log });
    expect(backups).toBeUndefined();
  });
});
