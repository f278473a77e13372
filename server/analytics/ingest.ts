import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/client.ts";
import { analyticsEvents } from "./analytics.schema.ts";
import { VisitorHash } from "./visitor-hash.ts";

// The one module that writes raw analytics events. Moving them to a column store (ClickHouse, as Plausible does;
// docs/operations.md) means replacing `#write` and the dashboard's raw query, nothing upstream of `record`.

/** One hit as the routes hand it over: already reduced to coarse facts, with the two fields that make the hash. */
export interface Hit {
  kind: "view" | "event";
  name?: string | null;
  value?: string | null;
  page: string;
  referrer?: string | null;
  utmSource?: string | null;
  utmMedium?: string | null;
  utmCampaign?: string | null;
  browser?: string | null;
  os?: string | null;
  screen?: string | null;
  /** Hashed, never stored. */
  address: string;
  /** Hashed, never stored. */
  userAgent: string;
  site: string;
}

type Row = typeof analyticsEvents.$inferInsert;

export interface IngestOptions {
  /** The clock of the hits (tests move it to another day). */
  now?: () => Date;
  /** A batch is written once this many hits wait, or after flushMs. */
  batchSize?: number;
  flushMs?: number;
  /** Hits beyond this many waiting are dropped: the pages never wait for analytics. */
  maxQueued?: number;
}

/**
 * Takes hits, hashes their visitor and writes them in batches: one multi-row insert per batch keeps ingestion well
 * above the pages' own rate on PGlite. A hit is never an error for the visitor: a failed write is logged and dropped.
 */
export class Ingestor {
  readonly #db: Db;
  readonly #log: FastifyBaseLogger;
  readonly #hash: VisitorHash;
  readonly #now: () => Date;
  readonly #batchSize: number;
  readonly #flushMs: number;
  readonly #maxQueued: number;
  #queue: Row[] = [];
  #timer: NodeJS.Timeout | undefined;
  #writing: Promise<void> = Promise.resolve();

  constructor(db: Db, log: FastifyBaseLogger, options: IngestOptions = {}) {
    this.#db = db;
    this.#log = log;
    this.#hash = new VisitorHash(db);
    this.#now = options.now ?? (() => new Date());
    this.#batchSize = options.batchSize ?? 500;
    this.#flushMs = options.flushMs ?? 1_000;
    this.#maxQueued = options.maxQueued ?? 50_000;
  }

  now(): Date {
    return this.#now();
  }

  async record(hit: Hit): Promise<void> {
    if (this.#queue.length >= this.#maxQueued) return;
    const occurredAt = this.#now();
    let visitor: bigint;
    try {
      visitor = await this.#hash.of(occurredAt, hit.site, hit.address, hit.userAgent);
    } catch (error) {
      this.#log.warn({ err: error }, "analytics hit dropped: no salt");
      return;
    }
    this.#queue.push({
      occurredAt,
      visitor,
      kind: hit.kind,
      name: hit.name ?? null,
      value: hit.value ?? null,
      page: hit.page,
      referrer: hit.referrer ?? null,
      utmSource: hit.utmSource ?? null,
      utmMedium: hit.utmMedium ?? null,
      utmCampaign: hit.utmCampaign ?? null,
      browser: hit.browser ?? null,
      os: hit.os ?? null,
      screen: hit.screen ?? null,
    });
    if (this.#queue.length >= this.#batchSize) void this.flush();
    else this.#timer ??= setTimeout(() => void this.flush(), this.#flushMs).unref();
  }

  /** Writes what waits; resolves once every hit recorded before the call is in the database. */
  flush(): Promise<void> {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    const batch = this.#queue;
    this.#queue = [];
    this.#writing = this.#writing.then(() => (batch.length > 0 ? this.#write(batch) : undefined));
    return this.#writing;
  }

  async #write(batch: Row[]): Promise<void> {
    try {
      // PostgreSQL takes at most 65,535 parameters in one statement: 13 a row.
      for (let start = 0; start < batch.length; start += 2_000) {
        await this.#db.insert(analyticsEvents).values(batch.slice(start, start + 2_000));
      }
    } catch (error) {
      this.#log.warn({ err: error, dropped: batch.length }, "analytics hits dropped: write failed");
    }
  }
}
