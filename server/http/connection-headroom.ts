import type http from "node:http";
import type net from "node:net";
import type { FastifyBaseLogger } from "fastify";

const SWEEP_INTERVAL_MS = 1_000;
const WARNING_INTERVAL_MS = 10_000;

interface Tracked {
  /** Requests read on this socket whose answers have not finished. */
  requests: Set<http.IncomingMessage>;
  /** Whether an answer has been sent on it (it is then a kept-alive socket between requests). */
  answered: boolean;
}

/**
 * Caps the connections the whole process holds at `max` without letting slow clients take them all. A connection
 * is *waiting* unless a complete request read from it is being answered: it has sent nothing, part of a header, part
 * of a body, or it is kept alive between requests. When a new connection arrives at the cap, the connection that has
 * waited longest (since it was accepted or its last answer finished) is closed to make room; only when every open
 * connection is being answered is the new one refused. Whoever holds many slow sockets, from one address or from
 * thousands, therefore cannot keep a fresh client out: its request completes within moments of connecting, while the
 * slow sockets are all older. Addresses play no part, so it works the same behind a reverse proxy, where every
 * connection comes from the proxy.
 *
 * And a connection that has sent no byte at all within `firstByteMs` is closed (Node's headersTimeout would wait
 * longer for it).
 *
 * Replaces Node's own `server.maxConnections`, which refuses new connections at the cap whatever the open ones are
 * doing. Refused and evicted sockets are reset, so nothing of them stays behind on this side; a kept-alive socket is
 * closed normally. Closing is logged at most every 10 s.
 */
export function limitOpenConnections(
  server: http.Server,
  options: { max: number; firstByteMs: number; log: FastifyBaseLogger },
): void {
  // Insertion order is waiting order: a socket is (re)inserted when it is accepted and when its last answer ends.
  const open = new Map<net.Socket, Tracked>();
  // Sockets with no byte read at the last look, in the order they were accepted.
  const silent = new Map<net.Socket, number>();
  let evicted = 0;
  let refused = 0;
  let lastWarning = 0;

  function close(socket: net.Socket, entry: Tracked) {
    open.delete(socket);
    silent.delete(socket);
    if (entry.answered && entry.requests.size === 0) socket.destroy();
    else socket.resetAndDestroy();
  }

  /** Closes the connection that has waited longest; false when every open connection is being answered. */
  function makeRoom(): boolean {
    for (const [socket, entry] of open) {
      if ([...entry.requests].some((request) => request.complete)) continue;
      close(socket, entry);
      return true;
    }
    return false;
  }

  function warn() {
    const now = Date.now();
    if (now - lastWarning < WARNING_INTERVAL_MS) return;
    options.log.warn(
      { event: "connections_full", max: options.max, evicted, refused },
      "connection cap reached: closed the connections waiting longest for a request",
    );
    lastWarning = now;
    evicted = 0;
    refused = 0;
  }

  server.on("connection", (socket: net.Socket) => {
    // Already refused (the per-address cap listens first).
    if (socket.destroyed) return;
    if (open.size >= options.max) {
      if (makeRoom()) evicted++;
      else {
        refused++;
        socket.resetAndDestroy();
        warn();
        return;
      }
      warn();
    }
    const entry: Tracked = { requests: new Set(), answered: false };
    open.set(socket, entry);
    silent.set(socket, Date.now());
    socket.once("close", () => {
      open.delete(socket);
      silent.delete(socket);
    });
  });

  server.on("request", (request: http.IncomingMessage, response: http.ServerResponse) => {
    const socket = request.socket;
    const entry = open.get(socket);
    if (!entry) return;
    entry.requests.add(request);
    response.once("close", () => {
      entry.requests.delete(request);
      entry.answered = true;
      if (entry.requests.size === 0 && open.delete(socket)) open.set(socket, entry);
    });
  });

  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [socket, acceptedAt] of silent) {
      if (socket.bytesRead > 0) {
        silent.delete(socket);
        continue;
      }
      // Later entries were accepted later.
      if (now - acceptedAt < options.firstByteMs) break;
      close(socket, open.get(socket) ?? { requests: new Set(), answered: false });
    }
  }, SWEEP_INTERVAL_MS);
  sweep.unref();
  server.once("close", () => clearInterval(sweep));
}
