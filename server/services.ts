import type { FastifyBaseLogger } from "fastify";
import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import { OutboxWorker } from "./outbox/outbox-worker.ts";
import { RetentionJob } from "./privacy/retention.ts";
import { RateLimiter } from "./rate-limit/rate-limiter.ts";

/**
 * Everything a route plugin may need, built once per server by buildApp (server/app.ts) and handed to each plugin.
 * Route files import this type from here, never server/app.ts, so no route depends on the app that registers it.
 */
export interface AppServices {
  config: Config;
  database: Database;
  rateLimiter: RateLimiter;
  /** Sends the notification emails queued by the public forms. */
  outbox: OutboxWorker;
  /** Deletes applications and lapsed subscriptions past their retention time (docs/privacy.md). */
  retention: RetentionJob;
}

export function createServices(config: Config, database: Database, log: FastifyBaseLogger): AppServices {
  return {
    config,
    database,
    rateLimiter: new RateLimiter(database.db),
    outbox: new OutboxWorker(database.db, config.forms, log),
    retention: new RetentionJob(database.db, config.forms.applicationRetentionDays, log),
  };
}
