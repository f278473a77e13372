// `npm run bench:restart`: how long a restart of an up-to-date build takes, from `npm start` being run to the first
// 200 of /api/health, on a PGlite folder that already holds the database (as after a crash, a reboot or a deploy
// that changed nothing). Builds first if the build is not current. Prints each run and the median.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildState } from "../tooling/build-stamp.ts";
import { freePort } from "./server.ts";

const RUNS = Number(process.env.RESTART_RUNS ?? 5);

if (buildState().state !== "fresh") {
  console.log("The build is not current: building first.");
  if (spawnSync("npm", ["run", "-s", "build"], { stdio: "inherit" }).status !== 0) process.exit(1);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "verdant-restart-"));

/** Runs `npm start` until /api/health answers 200; returns the milliseconds that took, then stops it. */
async function startOnce(): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn("npm", ["start"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    stdio: ["ignore", "pipe", "inherit"],
    // Its own process group: npm runs the server as a grandchild, and a stop must reach it.
    detached: true,
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start exited ${child.exitCode}:\n${output}`);
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const ms = performance.now() - started;
    if (!output.includes("Build up to date"))
      throw new Error(`npm start did not take the up-to-date path:\n${output}`);
    return ms;
  } finally {
    process.kill(-child.pid!, "SIGTERM");
    await exited;
  }
}

await startOnce(); // The first start creates and migrates the database; restarts find it there.
const times: number[] = [];
for (let run = 1; run <= RUNS; run++) {
  const ms = await startOnce();
  times.push(ms);
  console.log(`restart ${run}: healthy after ${(ms / 1000).toFixed(2)} s`);
}
const sorted = [...times].sort((a, b) => a - b);
console.log(
  `\nrestart to healthy (npm start, up-to-date build, existing PGlite folder), median of ${RUNS}: ` +
    `${(sorted[Math.floor(RUNS / 2)]! / 1000).toFixed(2)} s; 1-minute load average ${os.loadavg()[0]!.toFixed(2)}`,
);
fs.rmSync(dataDir, { recursive: true, force: true });
