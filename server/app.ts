import fastifyCompress from "@fastify/compress";
import Fastify, { type FastifyInstance } from "fastify";
import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import { healthRoutes } from "./health/health.routes.ts";
import { registerErrorHandling } from "./http/errors.ts";
import { registerSecurityHeaders } from "./http/security-headers.ts";
import { registerStaticSite } from "./http/static-site.ts";
import { RateLimiter } from "./rate-limit/rate-limiter.ts";

/** Everything a route plugin may need, built once per server. */
export interface AppServices {
  config: Config;
  database: Database;
  rateLimiter: RateLimiter;
}

// The largest JSON body any form needs (a long cover letter) fits well inside this; bigger bodies get 413.
const BODY_LIMIT_BYTES = 100 * 1024;

export async function buildApp({
  config,
  database,
}: {
  config: Config;
  database: Database;
}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    disableRequestLogging: true,
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    // Slow or stalled clients are cut off instead of holding a connection forever.
    connectionTimeout: 30_000,
    requestTimeout: 30_000,
    keepAliveTimeout: 5_000,
    return503OnClosing: true,
  });

  // One log line per request, after it is answered.
  app.addHook("onResponse", async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        url: request.url,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      "request",
    );
  });

  const services: AppServices = { config, database, rateLimiter: new RateLimiter(database.db) };

  registerSecurityHeaders(app, { staticDir: config.staticDir });
  await app.register(fastifyCompress, { encodings: ["br", "gzip"], threshold: 1024 });
  const sendNotFoundPage = await registerStaticSite(app, config.staticDir);
  registerErrorHandling(app, sendNotFoundPage);

  await app.register(healthRoutes, services);
  // Domain routes register here, each as a plugin under /api.

  app.addHook("onClose", async () => {
    await database.close();
  });
  return app;
}
