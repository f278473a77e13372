import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import { SERVER_NODE_FLAGS } from "../../server/runtime-flags.ts";
import { staticDirForTests } from "./static-dir.ts";

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** SIGKILL: no shutdown code runs, like a crash or the OOM killer. */
  kill(): Promise<void>;
  /** SIGTERM: graceful shutdown; resolves with the exit code. */
  stop(): Promise<number | null>;
  output(): string;
}

/**
 * Runs the real server (`server/main.ts`, or `script` such as tooling/start.ts, from `cwd`) as a child process on a
 * free port and waits until it is healthy.
 */
export async function startServerProcess(
  env: Record<string, string>,
  options: { port?: number; script?: string; cwd?: string } = {},
): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  let log = "";
  // With the Node flags production runs with (server/runtime-flags.ts).
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, options.script ?? "server/main.ts"], {
    cwd: options.cwd,
    env: {
      ...process.env,
      LOG_LEVEL: "warn",
      HOST: "127.0.0.1",
      STATIC_DIR: staticDirForTests(),
      // Servers on PostgreSQL must share one staff key (server/config.ts): the same fixed one for every test server.
      ...(env.DATABASE_URL ? { STAFF_SECRET_KEY: "5".repeat(64) } : {}),
      ...env,
      PORT: String(port),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`server exited with ${child.exitCode} during start:\n${log}`);
    try {
      if ((await fetch(`${url}/api/health`)).status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not become healthy within 60 s:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    url,
    child,
    async kill() {
      child.kill("SIGKILL");
      await exited;
    },
    async stop() {
      child.kill("SIGTERM");
      return exited;
    },
    output: () => log,
  };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}
