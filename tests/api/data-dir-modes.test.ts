import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { afterAll, describe, expect, it } from "vitest";
import { startServerProcess } from "../support/server-process.ts";

// The data folder holds password hashes, emails and inbound mail (in PGlite's files and WAL): no other local user
// may read or write any of it (issue 39, item 2).

const root = fs.mkdtempSync(path.join(os.tmpdir(), "verdant-modes-"));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** Every file and folder under `dir` (itself included) whose mode gives anything to the group or to others. */
function openToOthers(dir: string): string[] {
  const open: string[] = [];
  const walk = (at: string) => {
    const stat = fs.lstatSync(at);
    if ((stat.mode & 0o077) !== 0) open.push(`${(stat.mode & 0o777).toString(8)} ${path.relative(dir, at)}`);
    if (stat.isDirectory()) for (const name of fs.readdirSync(at)) walk(path.join(at, name));
  };
  walk(dir);
  return open;
}

/** Gives every file 0666 and every folder 0755 under `dir`, as a server without these rules left them. */
function loosen(dir: string) {
  const walk = (at: string) => {
    const stat = fs.lstatSync(at);
    if (stat.isDirectory()) {
      fs.chmodSync(at, 0o755);
      for (const name of fs.readdirSync(at)) walk(path.join(at, name));
    } else if (stat.isFile()) fs.chmodSync(at, 0o666);
  };
  walk(dir);
}

const tightenedLines = (output: string) =>
  output.split("\n").filter((line) => /open to other users/.test(line));

describe("the data folder's permissions", { timeout: 180_000 }, () => {
  it("a new data folder is the owner's alone: every file and folder under it, while the server runs and after", async () => {
    const dataDir = path.join(root, "new", "data");
    const server = await startServerProcess({ DATA_DIR: dataDir });
    try {
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      expect((fs.statSync(dataDir).mode & 0o777).toString(8)).toBe("700");
      expect(openToOthers(dataDir)).toEqual([]);
    } finally {
      expect(await server.stop()).toBe(0);
    }
    expect(openToOthers(dataDir)).toEqual([]);
    expect(tightenedLines(server.output())).toEqual([]);
  });

  it("an existing folder left open (0755 folders, 0666 files) is tightened at start, and says so in one log line", async () => {
    const dataDir = path.join(root, "existing");
    const first = await startServerProcess({ DATA_DIR: dataDir });
    expect(await first.stop()).toBe(0);
    loosen(dataDir);
    expect(openToOthers(dataDir).length).toBeGreaterThan(100);

    const second = await startServerProcess({ DATA_DIR: dataDir });
    try {
      expect(openToOthers(dataDir)).toEqual([]);
    } finally {
      expect(await second.stop()).toBe(0);
    }
    const lines = tightenedLines(second.output());
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 40, dataDir });

    // Once tight, a restart has nothing to say.
    const third = await startServerProcess({ DATA_DIR: dataDir });
    expect(await third.stop()).toBe(0);
    expect(tightenedLines(third.output())).toEqual([]);
  });

  it("the command-line tools keep it so: a backup file and a folder restored from it are the owner's alone", () => {
    const file = path.join(root, "backup.tar.gz");
    const backup = spawnSync(process.execPath, ["server/cli/backup.ts", file], {
      env: { ...process.env, DATA_DIR: path.join(root, "existing") },
      encoding: "utf8",
      timeout: 120_000,
    });
    expect(backup.status, backup.stderr).toBe(0);
    expect((fs.statSync(file).mode & 0o777).toString(8)).toBe("600");

    const restored = path.join(root, "restored", "data");
    const restore = spawnSync(process.execPath, ["server/cli/restore.ts", file], {
      env: { ...process.env, DATA_DIR: restored },
      encoding: "utf8",
      timeout: 120_000,
    });
    expect(restore.status, restore.stderr).toBe(0);
    expect(openToOthers(restored)).toEqual([]);
  });
});
