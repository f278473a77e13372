import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { apiMessages } from "../../contract/api.ts";
import type { Readiness } from "./readiness.ts";
import { access } from "../http/access.ts";

/**
 * Liveness and readiness, apart, as a load balancer or an orchestrator asks for them:
 * - GET /api/health/live: the process answers (no database involved; restart it when this fails);
 * - GET /api/health/ready: the database answered a query within 2 s, this process ran the migrations and the
 *   server is not shutting down (send it traffic only while this is 200); see readiness.ts;
 * - GET /api/health: the same as ready, as it always was.
 */
export async function healthRoutes(app: FastifyInstance, { readiness }: { readiness: Readiness }) {
  app.get("/health/live", access("public"), async (_request, reply) => {
    return reply.header("cache-control", "no-store").send({ status: "ok" });
  });

  const ready = async (request: FastifyRequest, reply: FastifyReply) => {
    const problem = await readiness.check();
    if (!problem) return reply.header("cache-control", "no-store").send({ status: "ok" });
    if (problem.reason === "database") {
      request.log.warn({ err: problem.error }, "health check: database did not answer");
    }
    return reply.status(503).header("cache-control", "no-store").send({ message: apiMessages.unavailable });
  };
  app.get("/health/ready", access("public"), ready);
  app.get("/health", access("public"), ready);
}
