import type { FastifyInstance } from "fastify";
import type { Readiness } from "../health/readiness.ts";

/**
 * What app.close() does (main.ts calls it on SIGTERM and SIGINT), in this order:
 * 1. readiness drains: GET /api/health/ready answers 503 from now on, and so does any new request on a connection
 *    that is still open (Fastify's return503OnClosing, with Connection: close);
 * 2. the listening socket closes, so new connections are refused (a proxy tries its next server), idle kept-alive
 *    connections are closed, and the outbox is told to stop after the email it is sending;
 * 3. requests in flight finish; those still running after `timeoutMs` have their connections closed;
 * 4. the outbox's current send finishes, then the database closes (app.ts).
 */
export function registerGracefulShutdown(
  app: FastifyInstance,
  { readiness, timeoutMs }: { readiness: Readiness; timeoutMs: number },
): void {
  let deadline: NodeJS.Timeout | undefined;
  app.addHook("preClose", async () => {
    readiness.drain();
    deadline = setTimeout(() => {
      app.log.warn(
        { timeoutMs },
        "shutdown: requests still running after the time limit; closing their connections",
      );
      app.server.closeAllConnections();
    }, timeoutMs);
    deadline.unref();
  });
  app.addHook("onClose", async () => {
    clearTimeout(deadline);
  });
}
