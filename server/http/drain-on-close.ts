import type { FastifyInstance } from "fastify";

/**
 * Shutting down without failing a request behind a proxy that keeps connections to the server alive (nginx,
 * docs/deployment.md). Node's `server.close()` also closes the idle kept-alive sockets, and the proxy may be sending
 * a request on one of them at that moment: the request fails, and a POST is not retried elsewhere. So on close the
 * server stops listening (a refused connection is retried on another server, since nothing was sent), keeps its
 * open connections, answers what still arrives on them with `Connection: close`, and lets the idle ones be closed by
 * the proxy (nginx: keepalive_timeout 4 s) or by its own keepAliveTimeout (5 s). Used with Fastify's
 * `forceCloseConnections: false` and `return503OnClosing: false`.
 */
export function drainOnClose(app: FastifyInstance): void {
  let draining = false;
  app.addHook("preClose", async () => {
    draining = true;
    app.server.closeIdleConnections = () => {};
  });
  app.addHook("onSend", async (_request, reply) => {
    if (draining) reply.header("connection", "close");
  });
}
