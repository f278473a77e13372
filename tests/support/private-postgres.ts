import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "./server-process.ts";

const BIN = "/usr/lib/postgresql/15/bin";

export interface PrivatePostgres {
  url: string;
  start(): void;
  /** An immediate stop, like a crash or a pulled cable. */
  stop(): void;
  destroy(): void;
}

/** Why a private PostgreSQL server cannot be started here, or undefined when it can. */
export function privatePostgresUnavailableReason(): string | undefined {
  if (!fs.existsSync(path.join(BIN, "initdb")))
    return `PostgreSQL binaries not found in ${BIN} (apt-get install -y postgresql)`;
  if (process.getuid?.() !== 0) return "needs root to run PostgreSQL as the postgres user";
  if (spawnSync("id", ["postgres"]).status !== 0) return "no postgres system user";
  return undefined;
}

/**
 * A throwaway PostgreSQL cluster of our own (own folder, own port), so a test can stop and start the database
 * without disturbing anything else on the machine.
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "verdant-pg-"));
  fs.chmodSync(dir, 0o777);
  const dataDir = path.join(dir, "data");
  const port = await freePort();
  const asPostgres = (command: string, args: string[]) =>
    execFileSync("runuser", ["-u", "postgres", "--", path.join(BIN, command), ...args], { stdio: "pipe" });
  asPostgres("initdb", ["-D", dataDir, "-A", "trust", "-U", "postgres", "--no-sync"]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () =>
    asPostgres("pg_ctl", ["-D", dataDir, "-o", options, "-l", path.join(dir, "log"), "-w", "start"]);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop: () => asPostgres("pg_ctl", ["-D", dataDir, "-m", "immediate", "-w", "stop"]),
    destroy() {
      try {
        asPostgres("pg_ctl", ["-D", dataDir, "-m", "immediate", "-w", "stop"]);
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
