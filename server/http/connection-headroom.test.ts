import http from "node:http";
import net from "node:net";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { limitOpenConnections } from "./connection-headroom.ts";

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

/** A server capped at `max` connections; requests to /hold are answered only when `release()` is called. */
async function cappedServer(max: number, firstByteMs = 60_000) {
  const held: http.ServerResponse[] = [];
  const sockets = new Set<net.Socket>();
  const server = http.createServer((request, response) => {
    if (request.url === "/hold") held.push(response);
    else response.end("ok");
  });
  server.on("connection", (socket: net.Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  limitOpenConnections(server, { max, firstByteMs, log: pino({ level: "silent" }) });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  cleanups.push(() => {
    sockets.forEach((socket) => socket.destroy());
    server.close();
  });
  return {
    port: (server.address() as net.AddressInfo).port,
    held: () => held.length,
    release: () => held.splice(0).forEach((response) => response.end("done")),
  };
}

interface Client {
  socket: net.Socket;
  closed: boolean;
  received: string;
}

/** Connects, optionally writes `send`, and resolves once connected (or closed: a reset can come first). */
async function client(port: number, send?: string): Promise<Client> {
  const socket = net.connect({ host: "127.0.0.1", port });
  const entry: Client = { socket, closed: false, received: "" };
  socket.on("error", () => {});
  socket.on("data", (chunk: Buffer) => (entry.received += chunk.toString()));
  socket.on("close", () => (entry.closed = true));
  cleanups.push(() => socket.destroy());
  await new Promise<void>((resolve) => {
    socket.once("connect", () => resolve());
    socket.once("close", () => resolve());
  });
  if (send && !entry.closed) socket.write(send);
  return entry;
}

/** Polls `condition` every 20 ms, for at most 4 s. */
async function until(condition: () => boolean): Promise<void> {
  const deadline = Date.now() + 4_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("condition not met within 4 s");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A moment for the server to see what was sent. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

const HOLD = "GET /hold HTTP/1.1\r\nHost: x\r\n\r\n";

describe("limitOpenConnections", () => {
  it("at the cap, a new connection takes the place of the one waiting longest; one being answered is kept", async () => {
    const server = await cappedServer(3);
    const answered = await client(server.port, HOLD);
    await until(() => server.held() === 1);
    const silent = await client(server.port);
    await settle();
    const partial = await client(server.port, "GET / HTTP/1.1\r\nHost: x\r\nX-Slow: a");
    await settle();

    // Full: the oldest connection is being answered, so the silent one (waiting longest) goes.
    const fresh = await client(server.port, "GET / HTTP/1.1\r\nHost: x\r\n\r\n");
    await until(() => silent.closed);
    await until(() => fresh.received.includes("ok"));
    expect(answered.closed).toBe(false);
    expect(partial.closed).toBe(false);

    // Again: now the partial header waits longest; the fresh client, answered since, is kept alive behind it.
    const another = await client(server.port);
    await until(() => partial.closed);
    expect(fresh.closed).toBe(false);
    expect(another.closed).toBe(false);
    expect(answered.closed).toBe(false);
  });

  it("refuses a new connection only when every open one is being answered", async () => {
    const server = await cappedServer(2);
    const first = await client(server.port, HOLD);
    const second = await client(server.port, HOLD);
    await until(() => server.held() === 2);

    const refused = await client(server.port, "GET / HTTP/1.1\r\nHost: x\r\n\r\n");
    await until(() => refused.closed);
    expect(refused.received).toBe("");
    expect(first.closed || second.closed).toBe(false);

    // Answered, the two are kept alive and waiting: the next connection replaces the first of them.
    server.release();
    await until(() => first.received.includes("done") && second.received.includes("done"));
    const next = await client(server.port, "GET / HTTP/1.1\r\nHost: x\r\n\r\n");
    await until(() => next.received.includes("ok"));
    await until(() => first.closed);
    expect(second.closed).toBe(false);
  });

  it("closes a connection that sends no byte within firstByteMs, not one that has started a request", async () => {
    const server = await cappedServer(100, 300);
    const silent = await client(server.port);
    const started = await client(server.port, "G");
    await until(() => silent.closed);
    expect(started.closed).toBe(false);
  });
});
