import http from "node:http";
import type { FastifyBaseLogger } from "fastify";
import { apiMessages } from "../../contract/api.ts";
import { operationsMessages } from "../../contract/operations-texts.ts";
import { bearerMatches } from "./bearer-token.ts";
import type { Exposition } from "./metrics.ts";

export const METRICS_PATH = "/metrics";

export interface MetricsServer {
  port: number;
  close(): Promise<void>;
}

/**
 * GET /metrics on a port of its own (METRICS_PORT, on METRICS_HOST: 127.0.0.1 unless told otherwise), for a
 * Prometheus that reaches the machine but must not go through the public site. With METRICS_TOKEN set it asks for
 * the token here too. Nothing else is served on this port.
 */
export async function startMetricsServer(options: {
  port: number;
  host: string;
  token: string | undefined;
  scrape: () => Promise<Exposition>;
  log: FastifyBaseLogger;
}): Promise<MetricsServer> {
  const { token, scrape, log } = options;
  const json = (response: http.ServerResponse, status: number, message: string, headers = {}) => {
    response.writeHead(status, { "content-type": "application/json; charset=utf-8", ...headers });
    response.end(JSON.stringify({ message }));
  };
  const server = http.createServer((request, response) => {
    const path = (request.url ?? "").split("?", 1)[0];
    if (path !== METRICS_PATH || (request.method !== "GET" && request.method !== "HEAD")) {
      return json(response, 404, apiMessages.notFound);
    }
    if (token !== undefined && !bearerMatches(request.headers.authorization, token)) {
      return json(response, 401, operationsMessages.metricsTokenRequired, {
        "www-authenticate": 'Bearer realm="metrics"',
      });
    }
    scrape().then(
      ({ contentType, body }) => {
        response.writeHead(200, { "content-type": contentType, "cache-control": "no-store" });
        response.end(request.method === "HEAD" ? undefined : body);
      },
      (error: unknown) => {
        log.error({ err: error }, "metrics: scrape failed");
        json(response, 500, apiMessages.internal);
      },
    );
  });
  // Prometheus scrapes every few seconds; an idle keep-alive socket needs no longer than this.
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const address = server.address();
  return {
    port: typeof address === "object" && address ? address.port : options.port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
