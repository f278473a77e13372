import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/client.ts";
import { rawCache, type Summed } from "./dashboard.ts";
import { Ingestor, type IngestOptions } from "./ingest.ts";
import type { RawCache } from "./raw-cache.ts";
import { dropExpiredRaw, ensurePartitions, rollUp } from "./maintenance.ts";

const MAINTENANCE_EVERY_MS = 60 * 60_000;

/**
 * The analytics of one server: the ingestor the beacon and the forms feed, and the hourly job that keeps the
 * monthly partitions ahead, rolls complete days up and drops raw events past retention.
 */
export class AnalyticsService {
  readonly ingestor: Ingestor;
  /** The dashboard's aggregates of days not rolled up yet (server/analytics/raw-cache.ts). */
  readonly rawCache: RawCache<Summed[]> = rawCache();
  /** The site's pages (routes of the prerendered pages, set by buildApp): views of any other path are not found. */
  sitePages: ReadonlySet<string> = new Set();
  readonly #db: Db;
  readonly #log: FastifyBaseLogger;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> = Promise.resolve();

  constructor(db: Db, log: FastifyBaseLogger, options: IngestOptions = {}) {
    this.#db = db;
    this.#log = log;
    this.ingestor = new Ingestor(db, log, options);
  }

  start(): void {
    // The country table is read in the background at start, so the first visitor's hit does not wait for it.
    this.ingestor.prepare().catch((error: unknown) => this.#log.warn({ err: error }, "no country table"));
    void this.maintain();
    this.#timer = setInterval(() => void this.maintain(), MAINTENANCE_EVERY_MS).unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.#timer);
    await this.#running;
    await this.ingestor.flush();
  }

  /** One round of the job; failures are logged and tried again next round. */
  maintain(): Promise<void> {
    this.#running = this.#running.then(async () => {
      const now = this.ingestor.now();
      try {
        await ensurePartitions(this.#db, now, new Date(now.getTime() + 32 * 86_400_000));
        await this.ingestor.flush();
        const rolled = await rollUp(this.#db, now);
        const dropped = await dropExpiredRaw(this.#db, now);
        if (rolled.length > 0 || dropped.length > 0) {
          this.#log.info({ rolledDays: rolled.length, droppedPartitions: dropped }, "analytics rolled up");
        }
      } catch (error) {
        this.#log.warn({ err: error }, "analytics maintenance failed");
      }
    });
    return this.#running;
  }
}
