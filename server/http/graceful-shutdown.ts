import type { FastifyInstance } from "fastify";
import type { Readiness } from "../health/readiness.ts";

/**
 * What app.close() does (main.ts calls it on SIGTERM and SIGINT), in this order:
 * 1. readiness drains: GET /api/health/ready answers 503 from now on;
 * 2. the listening socket closes, so new connections are refused (a proxy tries its next server: nothing was sent),
 *    and the outbox is told to stop after the email it is sending;
 * 3. connections already open stay open: what still arrives on them is answered, with `Connection: close`, and the
 *    idle ones are closed by the proxy (nginx's keepalive_timeout, 4 s) or by the server's keepAliveTimeout (5 s).
 *    Node's `server.close()` would close idle kept-alive sockets at once, and a proxy may be sending a request on one
 *    at that very moment: it would fail, and a POST is not retried (Fastify's forceCloseConnections and
 *    return503OnClosing are off for the same reason, app.ts);
 * 4. requests in flight finish; after `timeoutMs` every connection still open is closed;
 * 5. the outbox's current send finishes, then the database closes (app.ts).
 */
export function registerGracefulShutdown(
  app: FastifyInstance,
  { readiness, timeoutMs }: { readiness: Readiness; timeoutMs: number },
): void {
  let deadline: NodeJS.Timeout | undefined;
  let draining = false;
  app.addHook("preClose", async () => {
    draining = true;
    readiness.drain();
    app.server.closeIdleConnections = () => {};
    deadline = setTimeout(() => {
      app.log.warn(
        { timeoutMs },
        "shutdown: requests still running after the time limit; closing their connections",
      );
      app.server.closeAllConnections();
    }, timeoutMs);
    deadline.unref();
  });
  app.addHook("onSend", async (_request, reply) => {
    if (draining) reply.header("connection", "close");
  });
  app.addHook("onClose", async () => {
    clearTimeout(deadline);
  });
}
