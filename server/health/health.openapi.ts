// The OpenAPI description of the health routes (server/openapi/endpoints.ts gathers every domain's).
import { answerExamples, errorExamples } from "../../contract/examples.ts";
import { type Endpoint, answer } from "../openapi/endpoint-kit.ts";

export const healthEndpoints: Endpoint[] = [
  {
    method: "get",
    path: "/api/health",
    operationId: "getHealth",
    tag: "Service",
    summary: "Whether the service can answer",
    description: "The same as GET /api/health/ready.",
    answers: {
      200: answer("The service and its database answer.", "HealthStatus", answerExamples.health),
      503: answer(
        "The database did not answer, or the server is shutting down.",
        "ApiError",
        errorExamples.unavailable,
      ),
    },
  },
  {
    method: "get",
    path: "/api/health/live",
    operationId: "getLiveness",
    tag: "Service",
    summary: "Whether the process answers (liveness)",
    description:
      "Always 200 while the process can answer; the database is not asked. Restart the process when it fails.",
    answers: {
      200: answer("The process answers.", "HealthStatus", answerExamples.health),
    },
  },
  {
    method: "get",
    path: "/api/health/ready",
    operationId: "getReadiness",
    tag: "Service",
    summary: "Whether to send the server traffic (readiness)",
    description:
      "200 once the database answered a query (within 2 s) and the migrations ran; 503 while it does not, and from " +
      "the moment the server starts shutting down (SIGTERM), so a load balancer stops sending it requests.",
    answers: {
      200: answer("Ready.", "HealthStatus", answerExamples.health),
      503: answer(
        "The database did not answer, or the server is shutting down.",
        "ApiError",
        errorExamples.unavailable,
      ),
    },
  },
];
