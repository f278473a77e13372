import https from "node:https";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  nginxUnavailableReason,
  startDeploymentNginx,
  type DeploymentNginx,
} from "../support/deployment-nginx.ts";
import { humanMeta } from "../support/forms.ts";
import {
  postgresUnavailableReason,
  startSharedPostgres,
  type SharedPostgres,
} from "../support/reliability-postgres.ts";
import { freePort, startServerProcess, type ServerProcess } from "../support/server-process.ts";

// The documented deployment (docs/deployment.md's nginx in front of two servers on one PostgreSQL) under a steady
// load of page views and form posts, while each server is restarted in turn (SIGTERM, then a new process on its
// port), as docs/operations.md tells an operator to deploy. Not one request may fail, and every message that got
// its 201 must be stored.
const skipReason = nginxUnavailableReason() ?? postgresUnavailableReason();
if (skipReason) console.log(`[reliability] SKIPPED rolling-restart test: ${skipReason}`);

const WORKERS = 8;
const PAGES = ["/", "/vision", "/careers", "/insights", "/contact"];
const env = { FORM_MIN_FILL_MS: "0", FORM_RATE_LIMIT: "1000000", TRUST_PROXY: "1", LOG_LEVEL: "warn" };

interface Answer {
  status: number;
  body: string;
}

describe.skipIf(skipReason)("rolling restart behind the documented nginx", () => {
  let postgres: SharedPostgres;
  let ports: [number, number];
  const servers: ServerProcess[] = [];
  let nginx: DeploymentNginx;
  let agent: https.Agent;

  beforeAll(async () => {
    postgres = await startSharedPostgres();
    ports = [await freePort(), await freePort()];
    const started = await Promise.all(
      ports.map((port) => startServerProcess({ ...env, DATABASE_URL: postgres.url }, { port })),
    );
    servers.push(...started);
    nginx = await startDeploymentNginx(ports, { http: await freePort(), https: await freePort() });
    agent = new https.Agent({ ca: nginx.ca, keepAlive: true, maxSockets: WORKERS });
  }, 180_000);
  afterAll(async () => {
    agent?.destroy();
    await nginx?.stop();
    for (const server of servers) await server.stop();
    await postgres?.destroy();
  });

  const send = (method: "GET" | "POST", path: string, body?: unknown) =>
    new Promise<Answer>((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const request = https.request(
        `${nginx.url}${path}`,
        {
          method,
          agent,
          headers: payload
            ? { "content-type": "application/json", "content-length": Buffer.byteLength(payload) }
            : {},
        },
        (response) => {
          let text = "";
          response.setEncoding("utf8");
          response.on("data", (chunk: string) => (text += chunk));
          response.on("end", () => resolve({ status: response.statusCode ?? 0, body: text }));
          response.on("error", reject);
        },
      );
      request.on("error", reject);
      request.end(payload);
    });

  it("answers every page view and form post while each server restarts in turn, and loses no message", async () => {
    const run = `roll-${Date.now()}`;
    const failures: string[] = [];
    const acknowledged: string[] = [];
    let requests = 0;
    let running = true;

    const worker = async (n: number) => {
      for (let i = 0; running; i++) {
        try {
          if (i % 2 === 0) {
            const page = PAGES[(n + i) % PAGES.length]!;
            const answer = await send("GET", page);
            if (answer.status !== 200) failures.push(`GET ${page}: ${answer.status}`);
          } else {
            const subject = `${run} ${n}-${i}`;
            const answer = await send("POST", "/api/contact", {
              name: "Ada Lovelace",
              email: `ada.${n}.${i}@example.org`,
              organization: "",
              subject,
              message: "Steady load during a rolling restart.",
              category: "general",
              ...humanMeta,
            });
            if (answer.status === 201) acknowledged.push(subject);
            else failures.push(`POST /api/contact: ${answer.status} ${answer.body.slice(0, 120)}`);
          }
        } catch (error) {
          failures.push(`network: ${(error as Error).message}`);
        }
        requests++;
      }
    };
    const load = Array.from({ length: WORKERS }, (_, n) => worker(n));
    const waitForRequests = async (count: number) => {
      const target = requests + count;
      while (requests < target) await new Promise((resolve) => setTimeout(resolve, 20));
    };

    await waitForRequests(200);
    const exitCodes: (number | null)[] = [];
    for (const [index, port] of ports.entries()) {
      exitCodes.push(await servers[index]!.stop());
      servers[index] = await startServerProcess({ ...env, DATABASE_URL: postgres.url }, { port });
      await waitForRequests(200);
    }
    running = false;
    await Promise.all(load);

    expect(exitCodes).toEqual([0, 0]);
    expect(failures, nginx.errorLog()).toEqual([]);
    expect(acknowledged.length).toBeGreaterThan(200);
    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    try {
      const stored = await client.query<{ subject: string }>(
        "select subject from contact_messages where subject like $1",
        [`${run} %`],
      );
      const subjects = stored.rows.map((row) => row.subject);
      expect(subjects.length).toBe(new Set(subjects).size);
      expect(new Set(subjects)).toEqual(new Set(acknowledged));
    } finally {
      await client.end();
    }
    console.log(
      `[reliability] rolling restart: ${requests} requests, ${acknowledged.length} messages, 0 failed`,
    );
  }, 300_000);
});
