import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { startServerProcess, type ServerProcess } from "../support/server-process.ts";

// Many addresses, each within its MAX_CONNECTIONS_PER_IP, together hold more sockets than the process's
// MAX_CONNECTIONS, and keep them open by sending nothing or a header a byte a second; a socket the server closes is
// opened again at once. A new client must still get its answer. The caps are small here (60 for the process, 15 per
// address, 5 addresses: 75 sockets wanted) so the test stays quick; in production they are 2,000 and 64.
const MAX_CONNECTIONS = 60;
const PER_ADDRESS = 15;
const ATTACKERS = ["127.0.0.2", "127.0.0.3", "127.0.0.4", "127.0.0.5", "127.0.0.6"];
const REOPEN_AFTER_MS = 250;

/** A client that holds `perAddress` slow sockets from each address and reopens every one the server closes. */
function slowFlood(port: number, addresses: string[], perAddress: number) {
  let running = true;
  const open = new Set<net.Socket>();
  let opened = 0;
  const timers = new Set<NodeJS.Timeout>();

  function connect(localAddress: string, trickle: boolean) {
    if (!running) return;
    opened++;
    const socket = net.connect({ host: "127.0.0.1", port, localAddress });
    socket.on("error", () => {});
    let ticker: NodeJS.Timeout | undefined;
    socket.once("connect", () => {
      open.add(socket);
      if (!trickle) return;
      // A request line and the start of a header, then one byte a second: never a complete header.
      socket.write("GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ");
      ticker = setInterval(() => socket.writable && socket.write("a"), 1_000);
    });
    socket.once("close", () => {
      open.delete(socket);
      clearInterval(ticker);
      const again = setTimeout(() => {
        timers.delete(again);
        connect(localAddress, trickle);
      }, REOPEN_AFTER_MS);
      timers.add(again);
    });
  }

  for (const address of addresses) {
    for (let n = 0; n < perAddress; n++) connect(address, n % 2 === 1);
  }
  return {
    held: () => open.size,
    opened: () => opened,
    stop() {
      running = false;
      timers.forEach((timer) => clearTimeout(timer));
      open.forEach((socket) => socket.destroy());
    },
  };
}

/** GET /api/health on a connection of its own: the status, or the error's code (ECONNRESET, timeout). */
function health(
  port: number,
  localAddress: string,
  headers: Record<string, string> = {},
): Promise<number | string> {
  return new Promise((resolve) => {
    const request = http.get(
      { host: "127.0.0.1", port, path: "/api/health", localAddress, agent: false, headers, timeout: 10_000 },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    request.on("timeout", () => request.destroy(new Error("timeout")));
    request.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

/**
 * Waits (at most 30 s) until the flood holds nearly all of the process's connections and has had to open 20 sockets
 * again (the server is full and closing them); returns how many it holds.
 */
async function floodAtCap(flood: ReturnType<typeof slowFlood>, slots: number): Promise<number> {
  const deadline = Date.now() + 30_000;
  while ((flood.held() < MAX_CONNECTIONS - 10 || flood.opened() < slots + 20) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return flood.held();
}

describe("slow sockets from many addresses filling the process's connections", () => {
  let server: ServerProcess | undefined;
  let flood: ReturnType<typeof slowFlood> | undefined;
  let dataDir: string | undefined;
  afterEach(async () => {
    flood?.stop();
    await server?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function start(env: Record<string, string> = {}) {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "verdant-headroom-"));
    server = await startServerProcess({
      DATA_DIR: dataDir,
      MAX_CONNECTIONS: String(MAX_CONNECTIONS),
      MAX_CONNECTIONS_PER_IP: String(PER_ADDRESS),
      ...env,
    });
    return Number(new URL(server.url).port);
  }

  it("a new client from another address is answered while the slow sockets are held", async () => {
    const port = await start();
    flood = slowFlood(port, ATTACKERS, PER_ADDRESS);
    const before = await floodAtCap(flood, ATTACKERS.length * PER_ADDRESS);
    expect(before).toBeGreaterThanOrEqual(MAX_CONNECTIONS - 10);
    expect(flood.opened()).toBeGreaterThanOrEqual(ATTACKERS.length * PER_ADDRESS + 20);

    const answers: (number | string)[] = [];
    for (let n = 0; n < 5; n++) answers.push(await health(port, "127.0.0.9"));
    const during = flood.held();

    expect(answers).toEqual([200, 200, 200, 200, 200]);
    // The slow sockets were not simply all closed: most of them stay open while the new client is served.
    expect(during).toBeGreaterThanOrEqual(MAX_CONNECTIONS / 2);
    expect(server!.output()).toContain('"event":"connections_full"');
    console.log(
      `[reliability] connection headroom: ${ATTACKERS.length} addresses × ${PER_ADDRESS} slow sockets against MAX_CONNECTIONS=${MAX_CONNECTIONS}; ` +
        `${before} held before and ${during} during the new client's requests (${flood.opened()} opened in all); answers ${answers.join(", ")}`,
    );
  }, 120_000);

  it("behind a proxy (TRUST_PROXY=1, every connection from 127.0.0.1, which no per-address cap counts), a new request is answered", async () => {
    const port = await start({ TRUST_PROXY: "1" });
    // 127.0.0.1 is the local proxy's address: MAX_CONNECTIONS_PER_IP does not apply, as it would not to a client
    // with an address in every network.
    flood = slowFlood(port, ["127.0.0.1"], ATTACKERS.length * PER_ADDRESS);
    const before = await floodAtCap(flood, ATTACKERS.length * PER_ADDRESS);
    expect(before).toBeGreaterThanOrEqual(MAX_CONNECTIONS - 10);
    expect(flood.opened()).toBeGreaterThanOrEqual(ATTACKERS.length * PER_ADDRESS + 20);

    const answers: (number | string)[] = [];
    for (let n = 0; n < 5; n++) {
      answers.push(await health(port, "127.0.0.1", { "x-forwarded-for": `198.51.100.${n + 1}` }));
    }
    const during = flood.held();

    expect(answers).toEqual([200, 200, 200, 200, 200]);
    expect(during).toBeGreaterThanOrEqual(MAX_CONNECTIONS / 2);
    console.log(
      `[reliability] connection headroom behind a proxy: ${ATTACKERS.length * PER_ADDRESS} slow sockets from 127.0.0.1 against ` +
        `MAX_CONNECTIONS=${MAX_CONNECTIONS}; ${before} held before and ${during} during; answers ${answers.join(", ")}`,
    );
  }, 120_000);
});
