import fastifyCompress from "@fastify/compress";
import Fastify, { LogController, type FastifyInstance, type FastifyLoggerOptions } from "fastify";
import type { DestinationStream } from "pino";
import { API_PREFIX, apiRoutes } from "./api.ts";
import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import { frameworkErrors, registerErrorHandling } from "./http/errors.ts";
import { registerJsonBodyParser } from "./http/json-body.ts";
import { logSerializers } from "./http/log-serializers.ts";
import { fastifyTrustProxy, trustedProxyAddresses } from "./http/trust-proxy.ts";
import { limitConnectionsPerAddress } from "./http/connection-limit.ts";
import { limitOpenConnections } from "./http/connection-headroom.ts";
import { registerSecurityHeaders } from "./http/security-headers.ts";
import { registerStaticSite } from "./http/static-site.ts";
import { prerenderedPageFiles } from "./http/prerendered-pages.ts";
import { recordRoutes } from "./http/route-list.ts";
import { registerGracefulShutdown } from "./http/graceful-shutdown.ts";
import { Readiness } from "./health/readiness.ts";
import { setUpObservability } from "./observability/observability.ts";
import { formFlashPages } from "./forms/flash-pages.ts";
import { resetLinkHandover } from "./auth/reset-link-handover.ts";
import { outboxPlugin } from "./outbox/outbox.plugin.ts";
import { retentionPlugin } from "./privacy/retention.plugin.ts";
import { analyticsPlugin } from "./analytics/analytics.plugin.ts";
import { digestPlugin } from "./team/digest.plugin.ts";
import { snoozePlugin } from "./inbox/snooze.plugin.ts";
import { newsletterSenderPlugin } from "./newsletters/newsletter-sender.plugin.ts";
import { newsletterArchivePages } from "./newsletters/archive-pages.ts";
import { createServices } from "./services.ts";

// The largest JSON body any form needs (a long cover letter) fits well inside this; bigger bodies get 413.
const BODY_LIMIT_BYTES = 100 * 1024;
const MAX_REQUESTS_PER_SOCKET = 1_000;
// A whole request (headers and body) must arrive within this time.
const REQUEST_TIMEOUT_MS = 15_000;
// A connection that has sent no byte within this time is closed (headers otherwise have 10 s).
const FIRST_BYTE_TIMEOUT_MS = 5_000;

export async function buildApp({
  config,
  database,
  logStream,
}: {
  config: Config;
  database: Database;
  /** Where log lines go (default standard output); tests pass a stream to read them. */
  logStream?: DestinationStream;
}): Promise<FastifyInstance> {
  const logger: FastifyLoggerOptions & { stream?: DestinationStream } = {
    level: config.logLevel,
    // URLs without sign-in codes, OAuth state or link tokens; database errors as a summary without the query's
    // values (server/http/log-serializers.ts).
    serializers: logSerializers,
  };
  if (logStream) logger.stream = logStream;
  const app = Fastify({
    logger,
    // Fastify's two default lines per request are replaced by the single line of the onResponse hook below.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: BODY_LIMIT_BYTES,
    // Slow or stalled clients are cut off instead of holding a connection forever.
    connectionTimeout: 30_000,
    requestTimeout: REQUEST_TIMEOUT_MS,
    // Slowloris-style clients: headers must arrive within 10 s; Node checks for overdue sockets every second.
    http: { headersTimeout: 10_000, connectionsCheckingInterval: 1_000 },
    keepAliveTimeout: 5_000,
    // A kept-alive socket is recycled after this many requests (its address is then counted again).
    maxRequestsPerSocket: MAX_REQUESTS_PER_SOCKET,
    // On SIGTERM, requests still arriving on open connections are answered, and those connections end on their own
    // (server/http/graceful-shutdown.ts).
    return503OnClosing: false,
    forceCloseConnections: false,
    // /vision/ is /vision, and POST /api/contact/ is POST /api/contact: each route is registered once.
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
  });
  const readiness = new Readiness(database);
  // First: the tracing (when configured) instruments only the hooks and routes registered after it.
  const metrics = await setUpObservability(app, { config, database, readiness, log: app.log });
  // One client address holds a bounded share of the process's sockets (docs/deployment.md). Listens first: a socket
  // it refuses is not counted below.
  if (config.maxConnectionsPerIp > 0) {
    limitConnectionsPerAddress(app.server, {
      max: config.maxConnectionsPerIp,
      trusted: trustedProxyAddresses(config.trustProxy),
      log: app.log,
    });
  }
  // One process holds a bounded number of sockets. At the cap a new connection replaces the one that has waited
  // longest without a request being answered, so slow sockets from many addresses cannot keep new clients out; only
  // when every socket is being answered is a new one refused. Sockets that send nothing are closed after 5 s.
  limitOpenConnections(app.server, {
    max: config.maxConnections,
    firstByteMs: FIRST_BYTE_TIMEOUT_MS,
    log: app.log,
  });

  // One log line per request, after it is answered. The `url` serializer drops secrets from the query string. `ip`
  // is the client's address as TRUST_PROXY decides it, so the log shows whether the setting matches the proxy.
  app.addHook("onResponse", async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        url: request.url,
        ip: request.ip,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      "request",
    );
  });

  const services = createServices(config, database, app.log, { readiness, metrics });
  registerGracefulShutdown(app, { readiness, timeoutMs: config.shutdownTimeoutMs });

  recordRoutes(app);
  registerSecurityHeaders(app, { staticDir: config.staticDir });
  registerJsonBodyParser(app);
  await app.register(fastifyCompress, { encodings: ["br", "gzip"], threshold: 1024 });
  // Form pages carry a visitor's own values after a form sent without JavaScript was refused (ADR 0007); a
  // password reset link hands its token to a cookie and moves on to the clean URL (ADR 0017).
  const flashPages = formFlashPages(services);
  const handover = resetLinkHandover(config.auth.secureCookies);
  // The newsletters' archive is filled from the database into its prerendered page (ADR 0050).
  const archive = newsletterArchivePages(services);
  const sendNotFoundPage = await registerStaticSite(app, config.staticDir, {
    pageVariant: async (request, reply, urlPath, html) =>
      (await handover(request, reply, urlPath, html)) ??
      (reply.sent ? undefined : await flashPages(request, reply, urlPath, html)) ??
      (reply.sent ? undefined : await archive.listVariant(request, reply, urlPath, html)),
  });
  registerErrorHandling(app, sendNotFoundPage);
  await app.register(archive.plugin);
  // Analytics records views of these pages only (server/analytics/collect.ts).
  services.analytics.sitePages = new Set(prerenderedPageFiles(config.staticDir).keys());

  // The JSON API: one plugin under /api, with its own JSON not-found answer (server/api.ts).
  await app.register(apiRoutes(services), { prefix: API_PREFIX });
  await app.register(outboxPlugin, services);
  await app.register(retentionPlugin, services);
  await app.register(analyticsPlugin, services);
  await app.register(digestPlugin, services);
  await app.register(snoozePlugin, services);
  await app.register(newsletterSenderPlugin, services);

  app.addHook("onClose", async () => {
    await database.close();
  });
  return app;
}
