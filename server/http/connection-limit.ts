import net from "node:net";
import type { FastifyBaseLogger } from "fastify";
import { addressGroup } from "../rate-limit/client-address.ts";

/**
 * Addresses never capped: a reverse proxy on the same machine connects from them and opens a connection per
 * request in flight; nothing remote can use them. (Other loopback addresses, 127.0.0.2 and up, are capped like any
 * client, which lets the tests play a second machine.)
 */
const LOCAL_PROXY_ADDRESSES = new Set(["127.0.0.1", "::1"]);
const WARNING_INTERVAL_MS = 10_000;

/**
 * Caps the connections one client address may hold open at once (IPv6 per /64): one more is closed as soon as it is
 * accepted, before any byte is read, so a client holding thousands of idle sockets cannot use up the process's
 * connections (MAX_CONNECTIONS, server/http/connection-headroom.ts) or memory. Loopback proxy addresses and `trusted` (the proxies listed
 * in TRUST_PROXY) are not counted. Refusals are logged at most every 10 s.
 */
export function limitConnectionsPerAddress(
  server: net.Server,
  options: { max: number; trusted: net.BlockList; log: FastifyBaseLogger },
): void {
  const open = new Map<string, number>();
  let refused = 0;
  let lastWarning = 0;

  server.on("connection", (socket: net.Socket) => {
    if (!socket.remoteAddress) return;
    const address = plain(socket.remoteAddress);
    if (LOCAL_PROXY_ADDRESSES.has(address)) return;
    if (options.trusted.check(address, net.isIPv4(address) ? "ipv4" : "ipv6")) return;
    const group = addressGroup(address);

    const count = open.get(group) ?? 0;
    if (count >= options.max) {
      refused++;
      // A reset rather than a closing handshake: nothing of the socket stays behind on this side.
      socket.resetAndDestroy();
      const now = Date.now();
      if (now - lastWarning >= WARNING_INTERVAL_MS) {
        options.log.warn(
          { event: "connection_cap", address: group, max: options.max, refused },
          "too many connections from one address: refused",
        );
        lastWarning = now;
        refused = 0;
      }
      return;
    }
    open.set(group, count + 1);
    socket.once("close", () => {
      const left = (open.get(group) ?? 1) - 1;
      if (left > 0) open.set(group, left);
      else open.delete(group);
    });
  });
}

/** An IPv4-mapped IPv6 address as IPv4, without a zone id; anything else unchanged. */
function plain(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return mapped ? mapped[1]! : (address.split("%")[0] ?? address);
}
