import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { humanMeta } from "../support/forms.ts";
import { startServerProcess, type ServerProcess } from "../support/server-process.ts";

// One client opens thousands of sockets and sends nothing. The server keeps answering everyone else: the attacker's
// address may hold MAX_CONNECTIONS_PER_IP sockets, every further one is closed as soon as it is accepted.
// The attacker speaks from 127.0.0.2 (127.0.0.1 and ::1 are never capped: a local reverse proxy uses them), the
// normal clients from 127.0.0.1 and, as a second capped machine, 127.0.0.3.
const CAP = 50;
const ATTACKER_SOCKETS = 2_000;
const ATTACKER = "127.0.0.2";
const OTHER_CLIENT = "127.0.0.3";

interface Answer {
  status: number;
  ms: number;
}

describe("one client holding thousands of sockets", () => {
  let server: ServerProcess;
  let port: number;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "verdant-flood-"));
    server = await startServerProcess({
      DATA_DIR: dataDir,
      MAX_CONNECTIONS_PER_IP: String(CAP),
      FORM_MIN_FILL_MS: "0",
    });
    port = Number(new URL(server.url).port);
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** One request on a connection of its own, from `localAddress`. */
  function request(localAddress: string, method: string, urlPath: string, body?: unknown): Promise<Answer> {
    const started = performance.now();
    return new Promise((resolve, reject) => {
      const outgoing = http.request(
        {
          host: "127.0.0.1",
          port,
          method,
          path: urlPath,
          localAddress,
          agent: false,
          headers: body === undefined ? {} : { "content-type": "application/json" },
        },
        (response) => {
          response.resume();
          response.on("end", () =>
            resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }),
          );
        },
      );
      outgoing.on("error", reject);
      outgoing.end(body === undefined ? undefined : JSON.stringify(body));
    });
  }

  /** What a visitor does: health, the home page, a contact message; `rounds` times. */
  async function visit(localAddress: string, rounds: number): Promise<Answer[]> {
    const answers: Answer[] = [];
    for (let n = 0; n < rounds; n++) {
      answers.push(await request(localAddress, "GET", "/api/health"));
      answers.push(await request(localAddress, "GET", "/"));
    }
    answers.push(
      await request(localAddress, "POST", "/api/contact", {
        name: "Normal Visitor",
        email: "visitor@example.org",
        organization: "",
        subject: "While someone floods the server",
        message: "Still answered.",
        category: "general",
        ...humanMeta,
      }),
    );
    return answers;
  }

  /** Opens `count` idle sockets from `localAddress`, in batches; resolves when each connected or failed. */
  async function flood(localAddress: string, count: number) {
    const sockets: { socket: net.Socket; closed: boolean }[] = [];
    for (let batch = 0; batch < count; batch += 250) {
      const opening = Array.from({ length: Math.min(250, count - batch) }, () => {
        const socket = net.connect({ host: "127.0.0.1", port, localAddress });
        const entry = { socket, closed: false };
        sockets.push(entry);
        socket.on("error", () => {});
        socket.on("close", () => (entry.closed = true));
        return new Promise<void>((resolve) => {
          socket.once("connect", () => resolve());
          socket.once("close", () => resolve());
        });
      });
      await Promise.all(opening);
    }
    return {
      open: () => sockets.filter((entry) => !entry.closed).length,
      end: () => sockets.forEach((entry) => entry.socket.destroy()),
    };
  }

  const median = (answers: Answer[]) => {
    const sorted = answers.map((answer) => answer.ms).sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)]!;
  };

  it("keeps serving normal clients; the flooding address holds at most its cap of sockets", async () => {
    const before = await visit("127.0.0.1", 10);
    expect(before.map((answer) => answer.status)).toEqual([...Array<number>(20).fill(200), 201]);

    const started = performance.now();
    const attacker = await flood(ATTACKER, ATTACKER_SOCKETS);
    const floodMs = performance.now() - started;
    // Closing the refused sockets reaches the client a moment later.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const held = attacker.open();

    const during = await visit("127.0.0.1", 10);
    const otherMachine = await visit(OTHER_CLIENT, 5);
    const stillHeld = attacker.open();
    attacker.end();

    // Everyone else is served as usual while the attacker's sockets are open.
    expect(during.map((answer) => answer.status)).toEqual([...Array<number>(20).fill(200), 201]);
    expect(otherMachine.map((answer) => answer.status)).toEqual([...Array<number>(10).fill(200), 201]);
    // The attacker got its cap of connections and no more.
    expect(held).toBeLessThanOrEqual(CAP);
    expect(held).toBeGreaterThan(0);
    expect(stillHeld).toBeLessThanOrEqual(CAP);
    expect(server.output()).toContain('"event":"connection_cap"');

    console.log(
      `[reliability] connection flood: ${ATTACKER_SOCKETS} idle sockets from ${ATTACKER} opened in ${Math.round(floodMs)} ms, ` +
        `${held} kept open (cap ${CAP}), ${ATTACKER_SOCKETS - held} closed by the server; normal client median ` +
        `${median(before).toFixed(1)} ms before, ${median(during).toFixed(1)} ms during (slowest ${Math.max(...during.map((a) => a.ms)).toFixed(1)} ms), ` +
        `a second capped address ${median(otherMachine).toFixed(1)} ms; all ${during.length + otherMachine.length} requests answered`,
    );
  }, 120_000);
});
