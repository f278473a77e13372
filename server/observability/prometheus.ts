import type { FastifyBaseLogger } from "fastify";
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import type { Database } from "../db/client.ts";
import type { Readiness } from "../health/readiness.ts";
import { OUTBOX_PENDING_COUNTED_UP_TO, outboxBacklog } from "../outbox/outbox.ts";
import type { Exposition, LoginMethod, Metrics } from "./metrics.ts";

// The Prometheus metrics of one app (docs/operations.md lists them). Loaded only when an endpoint is configured
// (server/observability/observability.ts). The request path pays one histogram observation per request (a few
// microseconds); everything that needs the database is read when Prometheus scrapes, never per request.

/** Seconds. Few buckets on purpose (each costs a series per route and status); fine around the 50 ms goal. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

export interface PrometheusMetrics extends Metrics {
  observeRequest(method: string, route: string, status: number, seconds: number): void;
  /** Reads the outbox, the database and readiness, then renders every metric in the text format. */
  scrape(): Promise<Exposition>;
}

// Process metrics (CPU, memory, event loop, GC) describe the process, not one app: one registry per process, so
// a test process that builds several apps does not watch the event loop once per app.
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

export function createPrometheusMetrics(options: {
  database: Database;
  readiness: Readiness;
  /** Whether the outbox sends at all (SMTP_URL set): a growing outbox without it is expected. */
  deliveryEnabled: boolean;
  log: FastifyBaseLogger;
}): PrometheusMetrics {
  const { database, readiness, log } = options;
  const registry = new Registry();
  const registers = [registry];

  // Its _count series is the number of requests answered: no separate counter to update on every request.
  const durations = new Histogram({
    name: "verdant_http_request_duration_seconds",
    help: "Time from a request's arrival to its answer, by method, route pattern and status.",
    labelNames: ["method", "route", "status"] as const,
    buckets: DURATION_BUCKETS,
    registers,
  });
  const refusals = new Counter({
    name: "verdant_rate_limit_refusals_total",
    help: "Attempts a rate limiter refused (or, for notices, held back), by limiter.",
    labelNames: ["limiter"] as const,
    registers,
  });
  const loginFailures = new Counter({
    name: "verdant_login_failures_total",
    help: "Failed sign-in attempts: wrong password, passkey not verified, wrong second-factor code.",
    labelNames: ["method"] as const,
    registers,
  });
  const deliveryFailures = new Counter({
    name: "verdant_outbox_delivery_failures_total",
    help: "Attempts to send a queued email that failed (each is retried later).",
    registers,
  });
  const delivered = new Counter({
    name: "verdant_outbox_sent_total",
    help: "Queued emails handed to the mail server.",
    registers,
  });
  const outboxPending = new Gauge({
    name: "verdant_outbox_pending",
    help: `Emails in the outbox not sent yet, counted up to ${OUTBOX_PENDING_COUNTED_UP_TO.toLocaleString("en")} (NaN when the database did not answer).`,
    registers,
  });
  const outboxOldest = new Gauge({
    name: "verdant_outbox_oldest_pending_seconds",
    help: "Age of the oldest email not sent yet; 0 when none waits (NaN when the database did not answer).",
    registers,
  });
  new Gauge({
    name: "verdant_outbox_delivery_enabled",
    help: "1 when SMTP_URL is set and the outbox sends; 0 when emails only wait.",
    registers,
  }).set(options.deliveryEnabled ? 1 : 0);
  const ready = new Gauge({
    name: "verdant_ready",
    help: "1 while GET /api/health/ready answers 200: database answers, migrations ran, not shutting down.",
    registers,
  });
  const backend = { backend: database.kind };
  const load = () => database.load();
  new Gauge({
    name: "verdant_db_connections_max",
    help: "Database connections there can be: the pg pool's size, 1 for PGlite.",
    labelNames: ["backend"] as const,
    registers,
    collect() {
      this.set(backend, load().connections);
    },
  });
  new Gauge({
    name: "verdant_db_connections_busy",
    help: "Database connections running a query or a transaction.",
    labelNames: ["backend"] as const,
    registers,
    collect() {
      this.set(backend, load().busy);
    },
  });
  new Gauge({
    name: "verdant_db_waiting",
    help: "Queries and transactions waiting for a database connection (the pg pool's queue, or PGlite's).",
    labelNames: ["backend"] as const,
    registers,
    collect() {
      this.set(backend, load().waiting);
    },
  });

  if (database.checkpoints) {
    // PGlite: the checkpoints the server takes between transactions (server/db/pglite-checkpoints.ts).
    const checkpoints = new Counter({
      name: "verdant_db_checkpoints_total",
      help: "Checkpoints PGlite took between transactions, by trigger: quiet, idle or forced.",
      labelNames: ["trigger"] as const,
      registers,
    });
    const checkpointSeconds = new Counter({
      name: "verdant_db_checkpoint_seconds_total",
      help: "Time PGlite spent in those checkpoints; no query runs meanwhile.",
      registers,
    });
    database.checkpoints.on("checkpoint", ({ ms, reason }) => {
      checkpoints.inc({ trigger: reason });
      checkpointSeconds.inc(ms / 1000);
    });
  }

  const exposed = Registry.merge([processMetrics(), registry]);
  let outboxUnreadLogged = false;

  async function readOutbox(): Promise<void> {
    try {
      const backlog = await outboxBacklog(database.db);
      outboxPending.set(backlog.pending);
      outboxOldest.set(Math.max(0, backlog.oldestSeconds));
      outboxUnreadLogged = false;
    } catch (error) {
      outboxPending.set(Number.NaN);
      outboxOldest.set(Number.NaN);
      if (!outboxUnreadLogged) log.warn({ err: error }, "metrics: could not read the outbox");
      outboxUnreadLogged = true;
    }
  }

  return {
    observeRequest(method, route, status, seconds) {
      durations.observe({ method, route, status: String(status) }, seconds);
    },
    rateLimitRefused(limiter: string) {
      refusals.inc({ limiter });
    },
    loginFailed(method: LoginMethod) {
      loginFailures.inc({ method });
    },
    deliveryFailed() {
      deliveryFailures.inc();
    },
    delivered() {
      delivered.inc();
    },
    async scrape() {
      const [problem] = await Promise.all([readiness.check(), readOutbox()]);
      ready.set(problem ? 0 : 1);
      return { contentType: exposed.contentType, body: await exposed.metrics() };
    },
  };
}
