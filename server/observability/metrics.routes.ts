import type { FastifyInstance } from "fastify";
import { apiMessages } from "../../contract/api.ts";
import { operationsMessages } from "../../contract/operations-texts.ts";
import type { Config } from "../config.ts";
import { HttpError } from "../http/http-error.ts";
import { bearerMatches } from "./bearer-token.ts";
import type { Metrics } from "./metrics.ts";
import { access } from "../http/access.ts";
import { apiError } from "../http/common-answers.ts";
import { answer, routeSchema, textAnswer } from "../http/route-schema.ts";
import { OUTBOX_PENDING_COUNTED_UP_TO } from "../outbox/outbox.ts";

const schema = routeSchema({
  operationId: "getMetrics",
  tags: ["Operations"],
  summary: "The server's Prometheus metrics",
  description:
    "Served here only when the configuration sets METRICS_TOKEN and not METRICS_PORT; with METRICS_PORT the " +
    "metrics are at GET /metrics on that port (127.0.0.1 unless METRICS_HOST says otherwise), and with neither " +
    "there is no metrics endpoint at all. Requests by route pattern and status, the outbox, rate-limit " +
    "refusals, login failures, the database's connections and queue, readiness and the process " +
    "(docs/operations.md lists them). Nothing personal is in them.",
  security: [{ metricsToken: [] }],
  response: {
    200: textAnswer(
      "The metrics, in Prometheus's text exposition format 0.0.4.",
      "text/plain",
      `# HELP verdant_outbox_pending Emails in the outbox not sent yet, counted up to ${OUTBOX_PENDING_COUNTED_UP_TO.toLocaleString("en")} (NaN when the database did not answer).\n` +
        "# TYPE verdant_outbox_pending gauge\nverdant_outbox_pending 0\n",
    ),
    401: answer(
      "No token, or not the configured one.",
      apiError,
      { message: operationsMessages.metricsTokenRequired },
      ["WWW-Authenticate"],
    ),
    404: answer(
      "The metrics are not served on this port: METRICS_TOKEN is not set, or METRICS_PORT is.",
      apiError,
      { message: apiMessages.notFound },
    ),
  },
});

/**
 * GET /api/metrics on the main port, only when METRICS_TOKEN is set and METRICS_PORT is not; the token is asked
 * for on every scrape. Otherwise the answer is the API's own 404, as for a path that does not exist.
 */
export async function metricsRoutes(
  app: FastifyInstance,
  { config, metrics }: { config: Config; metrics: Metrics },
) {
  const token = config.metrics.port === undefined ? config.metrics.token : undefined;
  const scrape = metrics.scrape;
  app.get("/metrics", { ...access("shared-secret"), schema }, async (request, reply) => {
    if (token === undefined || !scrape) return reply.callNotFound();
    if (!bearerMatches(request.headers.authorization, token)) {
      throw new HttpError(401, operationsMessages.metricsTokenRequired, {
        headers: { "www-authenticate": 'Bearer realm="metrics"' },
      });
    }
    const { contentType, body } = await scrape();
    return reply.header("content-type", contentType).header("cache-control", "no-store").send(body);
  });
}
