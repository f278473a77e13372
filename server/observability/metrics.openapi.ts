// The OpenAPI description of the metrics route (server/openapi/endpoints.ts gathers every domain's).
import { apiMessages } from "../../contract/api.ts";
import { operationsMessages } from "../../contract/operations.ts";
import { type Endpoint, answer } from "../openapi/endpoint-kit.ts";

export const metricsEndpoints: Endpoint[] = [
  {
    method: "get",
    path: "/api/metrics",
    operationId: "getMetrics",
    tag: "Operations",
    summary: "The server's Prometheus metrics",
    description:
      "Served here only when the configuration sets METRICS_TOKEN and not METRICS_PORT; with METRICS_PORT the " +
      "metrics are at GET /metrics on that port (127.0.0.1 unless METRICS_HOST says otherwise), and with neither " +
      "there is no metrics endpoint at all. Requests by route pattern and status, the outbox, rate-limit " +
      "refusals, login failures, the database's connections and queue, readiness and the process " +
      "(docs/operations.md lists them). Nothing personal is in them.",
    metricsToken: true,
    answers: {
      200: {
        description: "The metrics, in Prometheus's text exposition format 0.0.4.",
        text: {
          mediaType: "text/plain",
          example:
            "# HELP verdant_outbox_pending Emails in the outbox not sent yet (NaN when the database did not answer).\n" +
            "# TYPE verdant_outbox_pending gauge\nverdant_outbox_pending 0\n",
        },
      },
      401: answer(
        "No token, or not the configured one.",
        "ApiError",
        { message: operationsMessages.metricsTokenRequired },
        ["WWW-Authenticate"],
      ),
      404: answer(
        "The metrics are not served on this port: METRICS_TOKEN is not set, or METRICS_PORT is.",
        "ApiError",
        { message: apiMessages.notFound },
      ),
    },
  },
];
