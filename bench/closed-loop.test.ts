import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { closedLoop, unexpected } from "./closed-loop.ts";

const servers: http.Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await new Promise((resolve) => server.close(resolve));
});

/** A server that recycles each socket after 10 answers, as the production server does after 1,000 (server/app.ts). */
let sockets = 0;
async function serve(answer: (n: number) => number): Promise<string> {
  let n = 0;
  sockets = 0;
  const server = http.createServer((_request, response) => {
    response.statusCode = answer(n++);
    response.end("page");
  });
  server.maxRequestsPerSocket = 10;
  server.on("connection", () => sockets++);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe("the benches' closed-loop client", () => {
  it("follows Connection: close onto a new socket, so recycled sockets cost no answer", async () => {
    const origin = await serve(() => 200);
    const result = await closedLoop(origin, { path: "/" }, { connections: 4, seconds: 1, expect: 200 });
    expect(result.statuses["200"]).toBeGreaterThan(40);
    expect(unexpected(result.statuses, 200)).toBe("");
    // Each socket served at most 10 (Node answers 503 past that): the client opened new ones instead.
    expect(sockets).toBeGreaterThanOrEqual(Math.ceil(result.statuses["200"]! / 10));
  });

  it("counts only the measured status in the rate, and names every other one", async () => {
    const origin = await serve((n) => (n % 2 === 0 ? 200 : 503));
    const result = await closedLoop(origin, { path: "/" }, { connections: 2, seconds: 0.5, expect: 200 });
    const pages = result.statuses["200"]!;
    expect(result.statuses["503"]).toBeGreaterThan(0);
    expect(result.rate).toBeLessThanOrEqual(Math.ceil(pages / result.seconds));
    expect(unexpected(result.statuses, 200)).toBe(`503 × ${result.statuses["503"]}`);
  });
});
