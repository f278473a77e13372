import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { apiMessages } from "../../contract/api.ts";
import type { Database } from "../db/client.ts";

const PING_TIMEOUT_MS = 2_000;

/**
 * Liveness and readiness, apart, as a load balancer or an orchestrator asks for them:
 * - GET /api/health/live: the process answers (no database involved; restart it when this fails);
 * - GET /api/health/ready: the database answered a query within 2 s, migrations ran (they run before the server
 *   listens) and the server is not shutting down (send it traffic only while this is 200);
 * - GET /api/health: the same as ready, as it always was.
 */
export async function healthRoutes(app: FastifyInstance, { database }: { database: Database }) {
  let draining = false;
  // app.close() (SIGTERM) runs this before it stops listening: from then on the server is not ready.
  app.addHook("preClose", async () => {
    draining = true;
  });

  app.get("/health/live", async (_request, reply) => {
    return reply.header("cache-control", "no-store").send({ status: "ok" });
  });

  const ready = async (request: FastifyRequest, reply: FastifyReply) => {
    const unavailable = () =>
      reply.status(503).header("cache-control", "no-store").send({ message: apiMessages.unavailable });
    if (draining) return unavailable();
    try {
      await withTimeout(database.ping(), PING_TIMEOUT_MS);
      return reply.header("cache-control", "no-store").send({ status: "ok" });
    } catch (error) {
      request.log.warn({ err: error }, "health check: database did not answer");
      return unavailable();
    }
  };
  app.get("/health/ready", ready);
  app.get("/health", ready);
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}
