import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort, startServerProcess, type ServerProcess } from "./server-process.ts";
import { SmtpSink } from "./smtp-sink.ts";
import { copyPgliteTemplate } from "./template-database.ts";

/**
 * A real server process of its own, on a fresh PGlite folder, that delivers its email through SMTP to a sink the
 * test reads: for end-to-end tests that follow an emailed link. Its PUBLIC_ORIGIN is its own address, so the links
 * in the emails lead back to it. Its folder starts as a copy of the run's migrated database (template-database.ts).
 */
export function serverWithMailbox(env: Record<string, string> = {}) {
  const sink = new SmtpSink();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "verdant-e2e-mail-"));
  let server: ServerProcess | undefined;
  return {
    sink,
    get url(): string {
      if (!server) throw new Error("serverWithMailbox: start() first");
      return server.url;
    },
    async start(): Promise<void> {
      await sink.start(0);
      await copyPgliteTemplate(dataDir);
      const port = await freePort();
      server = await startServerProcess(
        {
          DATA_DIR: dataDir,
          SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
          OUTBOX_POLL_MS: "100",
          PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
          STATIC_DIR: path.resolve("build/client"),
          ...env,
        },
        { port },
      );
    },
    /** Registers an account with the tests' password, as the register page does; its session token. */
    async register(name: string, email: string): Promise<string> {
      const response = await fetch(`${this.url}/api/auth/register`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name, email, password: "analytical-engine-1843" }),
      });
      if (response.status !== 201) throw new Error(`register failed: ${response.status}`);
      return ((await response.json()) as { token: string }).token;
    },
    /** The links to `page` (with their token) in the emails the sink received for an address, oldest first. */
    linksTo(address: string, page: "/verify-email#" | "/reset-password?" | "/confirm-email#"): string[] {
      const pattern = new RegExp(`(http://\\S+${page.replace("?", "\\?")}token=[\\w-]+)`);
      return sink.received
        .filter((mail) => mail.to.includes(address))
        .flatMap((mail) => pattern.exec(mail.decoded)?.[1] ?? []);
    },
    async stop(): Promise<void> {
      await server?.stop();
      await sink.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
