import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import type { Readiness } from "../health/readiness.ts";
import { noMetrics, type Metrics } from "./metrics.ts";
import { metricsEnabled } from "./observability-config.ts";

/**
 * Traces and metrics, each loaded only when configured: without OTEL_EXPORTER_OTLP_ENDPOINT no OpenTelemetry
 * package is imported, and without METRICS_PORT or METRICS_TOKEN prom-client is not, no hook is added to the request
 * path and the calls of the returned Metrics do nothing. Called by buildApp before any route is registered (the
 * tracing instruments the routes registered after it).
 */
export async function setUpObservability(
  app: FastifyInstance,
  options: { config: Config; database: Database; readiness: Readiness; log: FastifyBaseLogger },
): Promise<Metrics> {
  const { config } = options;
  const { endpoint } = config.tracing;
  if (endpoint) {
    const { registerTracing } = await import("./tracing.ts");
    await registerTracing(app, { ...config.tracing, endpoint });
  }
  if (!metricsEnabled(config.metrics)) return noMetrics;

  const { createPrometheusMetrics } = await import("./prometheus.ts");
  const metrics = createPrometheusMetrics({ ...options, deliveryEnabled: Boolean(config.forms.smtpUrl) });
  // By route pattern (`/api/account/passkeys/:id`), never the URL: one series per route, not one per visitor.
  app.addHook("onResponse", (request, reply, done) => {
    metrics.observeRequest(
      request.method,
      request.routeOptions.url ?? "unmatched",
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });

  const { port } = config.metrics;
  if (port !== undefined) {
    const { startMetricsServer } = await import("./metrics-server.ts");
    let server: Awaited<ReturnType<typeof startMetricsServer>> | undefined;
    // Listens with the app (a port in use fails the start) and still answers while a shutdown lets the requests
    // in flight finish, so a scrape then sees verdant_ready 0.
    app.addHook("onReady", async () => {
      server = await startMetricsServer({
        port,
        host: config.metrics.host,
        token: config.metrics.token,
        scrape: metrics.scrape,
        log: options.log,
      });
    });
    app.addHook("onClose", async () => {
      await server?.close();
    });
  }
  return metrics;
}
