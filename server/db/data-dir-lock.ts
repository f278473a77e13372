import fs from "node:fs";
import path from "node:path";

/**
 * PGlite has no lock between processes: two servers on one folder would corrupt it. A lock file holding the
 * owner's pid keeps a second server out; a lock left by a killed process (its pid is gone) is taken over.
 */
const lockFile = (dataDir: string) => path.join(dataDir, "server.lock");

export function acquireDataDirLock(dataDir: string): { release(): void } {
  const lockPath = lockFile(dataDir);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: "wx" });
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          fs.rmSync(lockPath, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number.parseInt(fs.readFileSync(lockPath, "utf8"), 10);
      if (Number.isInteger(owner) && isAlive(owner)) {
        throw new Error(
          `Another server (pid ${owner}) is using the data folder ${dataDir}. Stop it, or set DATA_DIR to another folder.`,
          { cause: error },
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock the data folder ${dataDir}.`);
}

/** The pid of the running process that holds the folder, if any (a lock left by a killed process does not count). */
export function dataDirOwner(dataDir: string): number | undefined {
  let owner: number;
  try {
    owner = Number.parseInt(fs.readFileSync(lockFile(dataDir), "utf8"), 10);
  } catch {
    return undefined;
  }
  return Number.isInteger(owner) && isAlive(owner) ? owner : undefined;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
