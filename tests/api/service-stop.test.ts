import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { inputsStamp, writeStamp } from "../../tooling/build-stamp.ts";
import net from "node:net";
import { freePort, startServerProcess } from "../support/server-process.ts";

// SIGTERM to `npm start` killed npm and left the node server orphaned, still answering. The package's own
// start script is run as an operator runs it, in a project folder of its own with an up-to-date stand-in build.
const root = fs.mkdtempSync(path.join(os.tmpdir(), "verdant-stop-"));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** The processes of a process group, as "pid args" lines. */
function processGroup(pgid: number): string[] {
  const lines = execFileSync("ps", ["-e", "-o", "pid=,pgid=,args="], { encoding: "utf8" }).split("\n");
  return lines
    .map((line) => line.trim().split(/\s+/))
    .filter((fields) => Number(fields[1]) === pgid)
    .map((fields) => `${fields[0]} ${fields.slice(2).join(" ")}`);
}

describe("npm start as a service", { timeout: 120_000 }, () => {
  it("SIGTERM to npm stops the server: it says so, drains and exits, and no process of it is left", async () => {
    const start = JSON.parse(fs.readFileSync("package.json", "utf8")).scripts.start as string;
    fs.writeFileSync(
      path.join(root, "package.json"),
      JSON.stringify({
        name: "verdant-stop-test",
        private: true,
        type: "module",
        scripts: { start: start.replace("tooling/start.ts", path.resolve("tooling/start.ts")) },
      }),
    );
    fs.mkdirSync(path.join(root, "content"));
    fs.writeFileSync(path.join(root, "content/page.md"), "title: Home\n");
    fs.mkdirSync(path.join(root, "build/client"), { recursive: true });
    fs.writeFileSync(path.join(root, "build/client/index.html"), "<!doctype html><title>Built</title>");
    fs.writeFileSync(path.join(root, "build/client/404.html"), "<!doctype html><title>Not found</title>");
    fs.writeFileSync(path.join(root, "build/csp-manifest.json"), JSON.stringify({ version: 1, pages: {} }));
    writeStamp(inputsStamp(root, ""), root);

    const port = await freePort();
    // Its own process group, so that every process it starts can be found afterwards.
    const npm = spawn("npm", ["start"], {
      cwd: root,
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        ...process.env,
        // The project's Node.js 24 first, as `npm run` puts node_modules/.bin first.
        PATH: `${path.dirname(process.execPath)}:${process.env.PATH}`,
        PUBLIC_ORIGIN: "",
        NODE_ENV: "development",
        LOG_LEVEL: "info",
        HOST: "127.0.0.1",
        PORT: String(port),
        DATA_DIR: path.join(root, "data"),
        STATIC_DIR: path.join(root, "build/client"),
      },
    });
    let log = "";
    npm.stdout.on("data", (chunk: Buffer) => (log += chunk.toString()));
    npm.stderr.on("data", (chunk: Buffer) => (log += chunk.toString()));
    const npmExited = new Promise<number | null>((resolve) => npm.on("exit", (code) => resolve(code)));
    const pgid = npm.pid!;
    try {
      const deadline = Date.now() + 90_000;
      for (;;) {
        const answer = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
        if (answer?.status === 200) break;
        if (npm.exitCode !== null || Date.now() > deadline)
          throw new Error(`the server did not start:\n${log}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(processGroup(pgid).some((line) => line.includes("tooling/start.ts"))).toBe(true);

      // What `kill <pid of npm>` or a process manager watching npm sends: to npm alone, not its group.
      process.kill(npm.pid!, "SIGTERM");
      await npmExited;
      const gone = Date.now() + 20_000;
      while (processGroup(pgid).length > 0 && Date.now() < gone) {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(processGroup(pgid)).toEqual([]);
      expect(log).toMatch(/"signal":"SIGTERM".*"msg":"shutting down: finishing in-flight requests"/);
      await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
    } finally {
      // Whatever is left of the group (only after a failure above).
      try {
        process.kill(-pgid, "SIGKILL");
      } catch {
        // none left
      }
    }
  });

  it("while it drains, metrics still answer with verdant_ready 0 until the exit, and new connections are refused", async () => {
    const metricsPort = await freePort();
    const server = await startServerProcess({
      DATA_DIR: path.join(root, "drain-data"),
      METRICS_PORT: String(metricsPort),
      SHUTDOWN_TIMEOUT_MS: "3000",
    });
    const metrics = `http://127.0.0.1:${metricsPort}/metrics`;
    // A request still arriving (its body never ends): the shutdown waits for it until SHUTDOWN_TIMEOUT_MS.
    const socket = net.connect(Number(new URL(server.url).port), "127.0.0.1");
    socket.on("error", () => {});
    socket.write(
      "POST /api/contact/ HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: 100\r\n\r\n{",
    );
    try {
      expect(/^verdant_ready (\S+)/m.exec(await (await fetch(metrics)).text())?.[1]).toBe("1");
      const exited = server.stop();
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      // What a Prometheus scrape sees during a shutdown (the "stuck shutting down" alert reads it).
      const during = await fetch(metrics);
      expect(during.status).toBe(200);
      expect(/^verdant_ready (\S+)/m.exec(await during.text())?.[1]).toBe("0");
      // A new connection to the main port is refused: a proxy sends the request to its next server.
      const fresh = new Promise<string>((resolve) => {
        const probe = net.connect(Number(new URL(server.url).port), "127.0.0.1");
        probe.on("connect", () => {
          probe.destroy();
          resolve("accepted");
        });
        probe.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? "error"));
      });
      expect(await fresh).toBe("ECONNREFUSED");
      expect(await exited).toBe(0);
      await expect(fetch(metrics)).rejects.toThrow();
    } finally {
      socket.destroy();
      await server.kill().catch(() => {});
    }
  });
});
