// Starts the production server for a benchmark: its own port, a throwaway PGlite folder, and raised form rate limits
// (the load test sends thousands of form posts from one address).
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { SERVER_NODE_FLAGS } from "../server/runtime-flags.ts";

export interface BenchServer {
  url: string;
  pid: number;
  dataDir: string;
  /** Peak resident set size of the server process so far, in MiB (Linux VmHWM). */
  peakRssMiB(): number;
  /** Resident set size of the server process now, in MiB (Linux VmRSS). */
  rssMiB(): number;
  /** Starts the peak over from the current resident size (Linux clear_refs), so a later peak is the load's own. */
  resetPeakRss(): void;
  /** Stops the server (SIGTERM) and waits for it to exit; the data folder is kept for inspection. */
  stop(): Promise<void>;
  /** Removes the data folder. */
  cleanup(): void;
}

/** A size line of /proc/<pid>/status (VmRSS, VmHWM, RssAnon, RssFile), in MiB; 0 once the process is gone. */
export function statusMiB(pid: number, field: "VmRSS" | "VmHWM" | "RssAnon" | "RssFile"): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    return Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export async function waitFor(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * Starts `server/main.ts` with the Node flags production uses (server/runtime-flags.ts) on a new data folder.
 * BENCH_SERVER_ROOT runs another checkout's server instead (say an older commit unpacked with `git archive`, to
 * measure before and after a change); BENCH_NODE_FLAGS replaces the flags (an older server may not want them).
 */
export async function startBenchServer(
  env: Record<string, string> = {},
  options: { dataDir?: string; quiet?: boolean } = {},
): Promise<BenchServer> {
  const root = process.env.BENCH_SERVER_ROOT ?? process.cwd();
  if (!fs.existsSync(path.join(root, "build/client/index.html"))) {
    throw new Error(`No build in ${root}: run "npm run build" first.`);
  }
  const flags = process.env.BENCH_NODE_FLAGS?.split(" ").filter(Boolean) ?? [...SERVER_NODE_FLAGS];
  const port = await freePort();
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "verdant-bench-"));
  const child = spawn(process.execPath, [...flags, "server/main.ts"], {
    cwd: root,
    stdio: ["ignore", options.quiet ? "ignore" : "inherit", "inherit"],
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      // All the load comes from one address: only the per-address form quota is raised for the run.
      FORM_RATE_LIMIT: "1000000",
      // Required on PostgreSQL (server/config.ts); a throwaway key for a throwaway database.
      ...(env.DATABASE_URL ? { STAFF_SECRET_KEY: "5".repeat(64) } : {}),
      ...env,
      PORT: String(port),
      DATA_DIR: dataDir,
    },
  });
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  await Promise.race([
    waitFor(`${url}/api/health`),
    exited.then(() => Promise.reject(new Error("the server exited during start-up"))),
  ]);
  return {
    url,
    pid: child.pid!,
    dataDir,
    peakRssMiB: () => statusMiB(child.pid!, "VmHWM"),
    rssMiB: () => statusMiB(child.pid!, "VmRSS"),
    resetPeakRss() {
      fs.writeFileSync(`/proc/${child.pid}/clear_refs`, "5");
    },
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
    cleanup() {
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
