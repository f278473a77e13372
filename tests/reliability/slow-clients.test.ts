import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../support/test-server.ts";

const SLOW_CLIENTS = 200;

describe("slow and abusive clients", () => {
  let server: TestServer;
  let port: number;
  beforeAll(async () => {
    server = await startTestServer();
    port = Number(new URL(server.url).port);
  });
  afterAll(async () => {
    await server.close();
  });

  /** Opens a socket that sends `start`, then one more byte every second, and resolves when the server closes it. */
  function trickle(start: string): { closed: Promise<number> } {
    const opened = Date.now();
    const socket = net.connect(port, "127.0.0.1");
    socket.on("error", () => {});
    socket.write(start);
    const timer = setInterval(() => socket.writable && socket.write("a"), 1_000);
    const closed = new Promise<number>((resolve) =>
      socket.on("close", () => {
        clearInterval(timer);
        resolve(Date.now() - opened);
      }),
    );
    return { closed };
  }

  it("cuts off clients that send headers slowly, and keeps answering others meanwhile", async () => {
    const slow = Array.from({ length: SLOW_CLIENTS }, () =>
      trickle("GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: "),
    );
    const health = await server.request("GET", "/api/health");
    expect(health.status).toBe(200);
    const page = await server.request("GET", "/");
    expect(page.status).toBe(200);
    const lifetimes = await Promise.all(slow.map((client) => client.closed));
    // Every slow client was disconnected by the server (headers timeout 10 s, checked every second).
    expect(Math.max(...lifetimes)).toBeLessThan(20_000);
  }, 40_000);

  it("cuts off clients that send a body slowly", async () => {
    const body = trickle(
      "POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{",
    );
    expect((await server.request("GET", "/api/health")).status).toBe(200);
    expect(await body.closed).toBeLessThan(25_000);
  }, 40_000);
});
