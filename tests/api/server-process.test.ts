import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { inputsStamp, writeStamp } from "../../tooling/build-stamp.ts";
import { startServerProcess } from "../support/server-process.ts";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "verdant-process-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

// Each test starts real server processes (PGlite start-up and migrations): give them room on a loaded machine.
describe("the server process", { timeout: 120_000 }, () => {
  it("refuses a bad configuration with one line per problem and a non-zero exit", async () => {
    const { spawnSync } = await import("node:child_process");
    const result = spawnSync(process.execPath, ["server/main.ts"], {
      env: { ...process.env, PORT: "abc", LOG_LEVEL: "chatty", DATA_DIR: dataDir },
      encoding: "utf8",
    });
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split("\n");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^Invalid configuration: PORT /);
    expect(lines[1]).toMatch(/^Invalid configuration: LOG_LEVEL /);
  });

  it("refuses to start without PUBLIC_ORIGIN in production or with a sign-in provider: one line, exit 1", async () => {
    const { spawnSync } = await import("node:child_process");
    for (const extra of [
      { NODE_ENV: "production" },
      { GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "secret" },
      { FACEBOOK_CLIENT_ID: "id", FACEBOOK_CLIENT_SECRET: "secret" },
    ]) {
      const result = spawnSync(process.execPath, ["server/main.ts"], {
        env: { ...process.env, PUBLIC_ORIGIN: "", DATA_DIR: dataDir, PORT: "0", ...extra },
        encoding: "utf8",
      });
      expect(result.status, JSON.stringify(extra)).toBe(1);
      const lines = result.stderr.trim().split("\n");
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^Invalid configuration: PUBLIC_ORIGIN is required because /);
    }
  });

  it("refuses to start in production (NODE_ENV in any case) with an http PUBLIC_ORIGIN: one line naming it, exit 1", async () => {
    const { spawnSync } = await import("node:child_process");
    const result = spawnSync(process.execPath, ["server/main.ts"], {
      env: {
        ...process.env,
        NODE_ENV: "Production",
        PUBLIC_ORIGIN: "http://verdant.example",
        DATA_DIR: dataDir,
        PORT: "0",
      },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^Invalid configuration: PUBLIC_ORIGIN must be an https:\/\/ URL when NODE_ENV is production/,
    );
  });

  it("refuses to start on PostgreSQL without STAFF_SECRET_KEY: one line saying why, exit 1", async () => {
    // Each server would otherwise make a key file of its own, and a staff code set up through one server would fail
    // on the others. The URL is never dialled: the rule is checked before the database is opened.
    const { spawnSync } = await import("node:child_process");
    const result = spawnSync(process.execPath, ["server/main.ts"], {
      env: {
        ...process.env,
        DATABASE_URL: "postgres://verdant:verdant@127.0.0.1:9/verdant",
        STAFF_SECRET_KEY: "",
        DATA_DIR: dataDir,
        PORT: "0",
      },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^Invalid configuration: STAFF_SECRET_KEY is required when DATABASE_URL is set: /,
    );
  });

  it("npm start (tooling/start.ts) serves an up-to-date build without building, and rebuilds a stale one", async () => {
    // A project folder of its own: one content file, a built site, and the stamp of that content.
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "verdant-start-"));
    try {
      fs.mkdirSync(path.join(root, "content"));
      fs.writeFileSync(path.join(root, "content/page.md"), "title: Home\n");
      fs.mkdirSync(path.join(root, "build/client"), { recursive: true });
      fs.writeFileSync(path.join(root, "build/client/index.html"), "<!doctype html><title>Built</title>");
      fs.writeFileSync(path.join(root, "build/client/404.html"), "<!doctype html><title>Not found</title>");
      fs.writeFileSync(path.join(root, "build/csp-manifest.json"), JSON.stringify({ version: 1, pages: {} }));
      const env = {
        PUBLIC_ORIGIN: "",
        DATA_DIR: path.join(root, "data"),
        STATIC_DIR: path.join(root, "build/client"),
      };
      writeStamp(inputsStamp(root, ""), root);
      const start = path.resolve("tooling/start.ts");

      const server = await startServerProcess(env, { script: start, cwd: root });
      try {
        expect(server.output()).toMatch(
          /^Build up to date \(built .* from the current sources\): starting the server\.$/m,
        );
        expect(await (await fetch(`${server.url}/`)).text()).toContain("<title>Built</title>");
      } finally {
        await server.stop();
      }

      // Content changed: it builds first, and says why (this folder has no build to run, so it stops there).
      fs.appendFileSync(path.join(root, "content/page.md"), "description: changed\n");
      const { spawnSync } = await import("node:child_process");
      const stale = spawnSync(process.execPath, [start], {
        cwd: root,
        env: { ...process.env, ...env, PORT: "0" },
        encoding: "utf8",
        timeout: 60_000,
      });
      expect(stale.stdout).toContain("Building the site first: the sources changed since the build of ");
      expect(stale.status).not.toBe(0);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it("refuses a second server on the same data folder", async () => {
    const first = await startServerProcess({ DATA_DIR: dataDir });
    try {
      const { spawnSync } = await import("node:child_process");
      const second = spawnSync(process.execPath, ["server/main.ts"], {
        env: { ...process.env, PORT: "0", DATA_DIR: dataDir },
        encoding: "utf8",
        timeout: 30_000,
      });
      expect(second.status).toBe(1);
      expect(second.stderr).toContain("Another server");
    } finally {
      await first.stop();
    }
  });

  it("shuts down cleanly on SIGTERM and starts again after SIGKILL without repair", async () => {
    const first = await startServerProcess({ DATA_DIR: dataDir });
    expect(await first.stop()).toBe(0);
    expect(fs.existsSync(path.join(dataDir, "server.lock"))).toBe(false);

    const second = await startServerProcess({ DATA_DIR: dataDir });
    await second.kill();
    expect(fs.existsSync(path.join(dataDir, "server.lock"))).toBe(true);

    const third = await startServerProcess({ DATA_DIR: dataDir });
    expect((await fetch(`${third.url}/api/health`)).status).toBe(200);
    await third.stop();
  });
});
