import fs from "node:fs";
import path from "node:path";

// The data folder holds password hashes, emails and inbound mail, in PGlite's tables and WAL: no other local user
// may read or write any of it (issue 39). The process creates files for its owner only (umask 077), the folder is
// made 0700, and anything under it that gives the group or others a permission loses it. PGlite's file system sets
// some modes itself (its initial files 0666, the relation cache 0644 at each start), which no umask prevents, so the
// database tightens its folder again once open and after migrating (server/db/client.ts).

/** Files and folders this process creates are its owner's alone. Called first by the server and every CLI. */
export function createPrivateFiles(): void {
  process.umask(0o077);
}

/**
 * Removes every group and other permission under `dir` (itself included); symbolic links are left alone, and what
 * they point to is not followed. Answers how many files and folders were changed.
 */
export function tightenTree(dir: string): number {
  let changed = 0;
  const walk = (at: string) => {
    let stat: fs.Stats;
    try {
      stat = fs.lstatSync(at);
    } catch (error) {
      // PGlite may remove a file between the listing and this look at it.
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
      throw error;
    }
    if (stat.isSymbolicLink()) return;
    if ((stat.mode & 0o077) !== 0) {
      fs.chmodSync(at, stat.mode & 0o700);
      changed++;
    }
    if (stat.isDirectory()) for (const name of fs.readdirSync(at)) walk(path.join(at, name));
  };
  walk(dir);
  return changed;
}

/**
 * Makes the data folder if it is missing (0700), and tightens one that other users can open. Answers how many files
 * and folders were open to others, for the one log line that says so.
 */
export function privateDataDir(dataDir: string): number {
  if (!fs.existsSync(dataDir)) {
    fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    return 0;
  }
  return tightenTree(dataDir);
}
