import type { FastifyBaseLogger } from "fastify";
import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import { Readiness } from "./health/readiness.ts";
import { noMetrics, type Metrics } from "./observability/metrics.ts";
import { OutboxWorker } from "./outbox/outbox-worker.ts";
import { retentionJob } from "./privacy/retention.ts";
import { digestJob } from "./team/digest.ts";
import { snoozeJob } from "./inbox/snooze.ts";
import type { PeriodicJob } from "./jobs/periodic-job.ts";
import { GroupCommit } from "./forms/group-commit.ts";
import { commitSubmissions, type CommittedSubmission, type SubmissionJob } from "./forms/submission-batch.ts";
import { RateLimiter } from "./rate-limit/rate-limiter.ts";
import { AnalyticsService } from "./analytics/analytics.service.ts";
import { NewsletterSender } from "./newsletters/newsletter-sender.ts";
import { publicOrigin } from "./http/public-origin.ts";

/**
 * Everything a route plugin may need, built once per server by buildApp (server/app.ts) and handed to each plugin.
 * Route files import this type from here, never server/app.ts, so no route depends on the app that registers it.
 */
export interface AppServices {
  config: Config;
  database: Database;
  rateLimiter: RateLimiter;
  /** Commits the public forms' submissions, those arriving together in one transaction. */
  submissions: GroupCommit<SubmissionJob, CommittedSubmission>;
  /** Sends the notification emails queued by the public forms. */
  outbox: OutboxWorker;
  /** Deletes applications and lapsed subscriptions past their retention time (docs/privacy.md). */
  retention: PeriodicJob;
  /** Queues each department's daily digest of entries waiting too long (server/team/digest.ts). */
  digest: PeriodicJob;
  /** Brings snoozed inbox entries back, open and marked, when their date comes (server/inbox/snooze.ts). */
  snooze: PeriodicJob;
  /** Whether to send this server traffic (GET /api/health/ready); drained when shutdown begins. */
  readiness: Readiness;
  /** Counters of refusals, failures and deliveries for Prometheus; no-ops when no metrics endpoint is set. */
  metrics: Metrics;
  /** Page views and events without cookies or personal data (server/analytics/), and their roll-up. */
  analytics: AnalyticsService;
  /** Hands the editions being sent to the outbox at the configured rate (server/newsletters/). */
  newsletters: NewsletterSender;
}

export function createServices(
  config: Config,
  database: Database,
  log: FastifyBaseLogger,
  {
    readiness = new Readiness(database),
    metrics = noMetrics,
  }: { readiness?: Readiness; metrics?: Metrics } = {},
): AppServices {
  const rateLimiter = new RateLimiter(database.db, metrics);
  const outbox = new OutboxWorker(database.db, config.forms, log, undefined, metrics);
  return {
    config,
    database,
    readiness,
    metrics,
    rateLimiter,
    submissions: new GroupCommit((jobs) => commitSubmissions(database.db, rateLimiter, jobs)),
    outbox,
    retention: retentionJob(database.db, config.forms.applicationRetentionDays, log),
    analytics: new AnalyticsService(database.db, log),
    digest: digestJob(database.db, config.forms, log),
    snooze: snoozeJob(database.db, log),
    newsletters: new NewsletterSender(
      database.db,
      {
        sendPerMinute: config.newsletters.sendPerMinute,
        mailFrom: config.forms.mailFrom,
        origin: publicOrigin(config),
      },
      log,
      () => outbox.notify(),
    ),
  };
}
