import type { FastifyInstance } from "fastify";
import { operationsMessages } from "../../contract/operations.ts";
import type { Config } from "../config.ts";
import { HttpError } from "../http/http-error.ts";
import { bearerMatches } from "./bearer-token.ts";
import type { Metrics } from "./metrics.ts";
import { access } from "../http/access.ts";

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
  app.get("/metrics", access("shared-secret"), async (request, reply) => {
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
