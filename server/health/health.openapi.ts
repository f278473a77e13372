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
    description: "200 only once the database answered a query (within 2 s).",
    answers: {
      200: answer("The service and its database answer.", "HealthStatus", answerExamples.health),
      503: answer("The database did not answer.", "ApiError", errorExamples.unavailable),
    },
  },
];
