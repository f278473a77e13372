import net from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import pino from "pino";
import { loadConfig } from "../config.ts";
import { limitConnectionsPerAddress } from "./connection-limit.ts";
import { trustedProxyAddresses } from "./trust-proxy.ts";

const servers: net.Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** A server that keeps every connection open, capped at `max` per address. */
async function cappedServer(max: number, trustProxy: string[] | false = false): Promise<number> {
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
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return (server.address() as net.AddressInfo).port;
}

/** Opens `count` sockets from `localAddress` and reports how many are still open a moment later. */
async function openFrom(port: number, localAddress: string, count: number): Promise<number> {
  const sockets = Array.from({ length: count }, () => {
    const socket = net.connect({ host: "127.0.0.1", port, localAddress });
    socket.on("error", () => {});
    return socket;
  });
  await new Promise((resolve) => setTimeout(resolve, 300));
  const open = sockets.filter((socket) => !socket.destroyed && socket.readyState === "open").length;
  sockets.forEach((socket) => socket.destroy());
  return open;
}

describe("limitConnectionsPerAddress", () => {
  it("keeps at most the cap of connections per address, and counts addresses apart", async () => {
    const port = await cappedServer(3);
    expect(await openFrom(port, "127.0.0.2", 10)).toBe(3);
    expect(await openFrom(port, "127.0.0.3", 2)).toBe(2);
  });

  it("frees a place when a connection closes", async () => {
    const port = await cappedServer(2);
    expect(await openFrom(port, "127.0.0.2", 2)).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await openFrom(port, "127.0.0.2", 2)).toBe(2);
  });

  it("does not cap 127.0.0.1 (a local reverse proxy) nor the proxies listed in TRUST_PROXY", async () => {
    expect(await openFrom(await cappedServer(2), "127.0.0.1", 10)).toBe(10);
    expect(await openFrom(await cappedServer(2, ["127.0.0.0/29"]), "127.0.0.2", 10)).toBe(10);
  });
});

describe("MAX_CONNECTIONS_PER_IP", () => {
  it("defaults to 64, takes 0 for no cap, refuses anything else", () => {
    expect(loadConfig({}).maxConnectionsPerIp).toBe(64);
    expect(loadConfig({ MAX_CONNECTIONS_PER_IP: "0" }).maxConnectionsPerIp).toBe(0);
    expect(() => loadConfig({ MAX_CONNECTIONS_PER_IP: "-1" })).toThrow(
      /MAX_CONNECTIONS_PER_IP must be a whole number/,
    );
    expect(() => loadConfig({ MAX_CONNECTIONS_PER_IP: "many" })).toThrow(/MAX_CONNECTIONS_PER_IP/);
  });
});
