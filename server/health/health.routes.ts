import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { apiMessages } from "../../contract/api.ts";
import { answerExamples, errorExamples } from "../../contract/examples.ts";
import { healthStatusSchema } from "../../contract/responses.ts";
import type { Readiness } from "./readiness.ts";
import { access } from "../http/access.ts";
import { apiError } from "../http/common-answers.ts";
import { answer, component, routeSchema } from "../http/route-schema.ts";

const healthStatus = component("HealthStatus", healthStatusSchema);
const notReady = answer(
  "The database did not answer, or the server is shutting down.",
  apiError,
  errorExamples.unavailable,
);
const readyAnswers = {
  200: answer("Ready.", healthStatus, answerExamples.health),
  503: notReady,
};

/**
 * Liveness and readiness, apart, as a load balancer or an orchestrator asks for them:
 * - GET /api/health/live: the process answers (no database involved; restart it when this fails);
 * - GET /api/health/ready: the database answered a query within 2 s, this process ran the migrations and the
 *   server is not shutting down (send it traffic only while this is 200); see readiness.ts;
 * - GET /api/health: the same as ready, as it always was.
 */
export async function healthRoutes(app: FastifyInstance, { readiness }: { readiness: Readiness }) {
  const live = routeSchema({
    operationId: "getLiveness",
    tags: ["Service"],
    summary: "Whether the process answers (liveness)",
    description:
      "Always 200 while the process can answer; the database is not asked. Restart the process when it fails.",
    response: { 200: answer("The process answers.", healthStatus, answerExamples.health) },
  });
  app.get("/health/live", { ...access("public"), schema: live }, async (_request, reply) => {
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
  const readySchema = routeSchema({
    operationId: "getReadiness",
    tags: ["Service"],
    summary: "Whether to send the server traffic (readiness)",
    description:
      "200 once the database answered a query (within 2 s) and the migrations ran; 503 while it does not, and " +
      "from the moment the server starts shutting down (SIGTERM), so a load balancer stops sending it requests.",
    response: readyAnswers,
  });
  app.get("/health/ready", { ...access("public"), schema: readySchema }, ready);
  const healthSchema = routeSchema({
    operationId: "getHealth",
    tags: ["Service"],
    summary: "Whether the service can answer",
    description: "The same as GET /api/health/ready.",
    response: {
      200: answer("The service and its database answer.", healthStatus, answerExamples.health),
      503: notReady,
    },
  });
  app.get("/health", { ...access("public"), schema: healthSchema }, ready);
}
