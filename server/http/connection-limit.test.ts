import net from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import pino from "pino";
import { limitConnectionsPerAddress } from "./connection-limit.ts";
import { trustedProxyAddresses } from "./trust-proxy.ts";

const servers: net.Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

interface CappedServer {
  port: number;
  /** Connections the server has seen, and how many of them the cap let through. */
  seen: number;
  kept: number;
  /** Kept connections not closed yet. */
  open: number;
}

/** A server that keeps every connection open, capped at `max` per address. */
async function cappedServer(max: number, trustProxy: string[] | false = false): Promise<CappedServer> {
  const sockets: net.Socket[] = [];
  const server = net.createServer((socket) => {
    sockets.push(socket);
    socket.on("error", () => {});
  });
  server.on("close", () => sockets.forEach((socket) => socket.destroy()));
  limitConnectionsPerAddress(server, {
    max,
    trusted: trustedProxyAddresses(trustProxy),
    log: pino({ level: "silent" }),
  });
  const state: CappedServer = { port: 0, seen: 0, kept: 0, open: 0 };
  // Registered after the cap's listener: a socket it refused is destroyed by now.
  server.on("connection", (socket: net.Socket) => {
    state.seen++;
    if (socket.destroyed) return;
    state.kept++;
    state.open++;
    socket.once("close", () => state.open--);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  state.port = (server.address() as net.AddressInfo).port;
  return state;
}

/** Polls `condition` every 10 ms, for at most 4 s. */
async function until(condition: () => boolean): Promise<void> {
  const deadline = Date.now() + 4_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("condition not met within 4 s");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * Opens `count` sockets from `localAddress` and reports how many stay open: once the server has seen all of them
 * and every socket it refused has been closed on the client's side too.
 */
async function openFrom(server: CappedServer, localAddress: string, count: number): Promise<number> {
  const { seen, kept } = server;
  let closed = 0;
  const sockets = Array.from({ length: count }, () => {
    const socket = net.connect({ host: "127.0.0.1", port: server.port, localAddress });
    socket.on("error", () => {});
    socket.on("close", () => closed++);
    return socket;
  });
  await until(() => server.seen - seen === count);
  const keptNow = server.kept - kept;
  await until(() => closed === count - keptNow);
  const open = sockets.filter((socket) => !socket.destroyed && socket.readyState === "open").length;
  sockets.forEach((socket) => socket.destroy());
  return open;
}

describe("limitConnectionsPerAddress", () => {
  it("keeps at most the cap of connections per address, and counts addresses apart", async () => {
    const server = await cappedServer(3);
    expect(await openFrom(server, "127.0.0.2", 10)).toBe(3);
    expect(await openFrom(server, "127.0.0.3", 2)).toBe(2);
  });

  it("frees a place when a connection closes", async () => {
    const server = await cappedServer(2);
    expect(await openFrom(server, "127.0.0.2", 2)).toBe(2);
    await until(() => server.open === 0);
    expect(await openFrom(server, "127.0.0.2", 2)).toBe(2);
  });

  it("does not cap 127.0.0.1 (a local reverse proxy) nor the proxies listed in TRUST_PROXY", async () => {
    expect(await openFrom(await cappedServer(2), "127.0.0.1", 10)).toBe(10);
    expect(await openFrom(await cappedServer(2, ["127.0.0.0/29"]), "127.0.0.2", 10)).toBe(10);
  });
});
