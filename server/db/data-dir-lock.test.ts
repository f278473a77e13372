import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { acquireDataDirLock } from "./data-dir-lock.ts";

describe("acquireDataDirLock", () => {
  it("keeps a second holder out while the first is alive, and frees the folder on release", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lock-"));
    const lock = acquireDataDirLock(dir);
    expect(() => acquireDataDirLock(dir)).toThrow(/Another server/);
    lock.release();
    acquireDataDirLock(dir).release();
  });

  it("takes over a lock left by a process that no longer exists", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lock-"));
    const dead = spawnSync(process.execPath, ["-e", "console.log(process.pid)"]).stdout.toString().trim();
    fs.writeFileSync(path.join(dir, "server.lock"), dead);
    const lock = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, "server.lock"), "utf8")).toBe(String(process.pid));
    lock.release();
  });
});
