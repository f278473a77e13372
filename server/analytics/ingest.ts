import type { FastifyBaseLogger } from "fastify";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import type { analyticsEvents } from "./analytics.schema.ts";
import { loadCountryTable, type CountryTable } from "./country.ts";
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
  /** Hashed and looked up for its country (server/analytics/country.ts), never stored. */
  address: string;
  /** Hashed, never stored. */
  userAgent: string;
  site: string;
}

type Row = Required<typeof analyticsEvents.$inferInsert>;

export interface IngestOptions {
  /** The clock of the hits (tests move it to another day). */
  now?: () => Date;
  /** A batch is written once this many hits wait, or after flushMs. */
  batchSize?: number;
  flushMs?: number;
  /** Hits beyond this many waiting are dropped: the pages never wait for analytics. */
  maxQueued?: number;
  /** The address-to-country table (default: the installed database, read at the first hit). */
  countries?: () => Promise<CountryTable>;
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
  readonly #countries: () => Promise<CountryTable>;
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
    this.#countries = options.countries ?? loadCountryTable;
  }

  /** Reads the address-to-country table now rather than at the first hit. */
  async prepare(): Promise<void> {
    await this.#countries();
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
    // Without the table (it could not be read: logged at start) the hit counts with no country.
    const country = await this.#countries().then(
      (table) => table.lookup(hit.address),
      () => null,
    );
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
      country,
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
    // One JSON parameter for the whole batch: about four times cheaper than a parameter per value (a 500-hit batch
    // takes some 40 ms instead of 150 ms on PGlite, which runs in this very thread). The visitor travels as a string,
    // as JSON numbers would round it.
    const rows = batch.map((row) => ({
      occurred_at: row.occurredAt.toISOString(),
      visitor: String(row.visitor),
      kind: row.kind,
      name: row.name,
      value: row.value,
      page: row.page,
      referrer: row.referrer,
      utm_source: row.utmSource,
      utm_medium: row.utmMedium,
      utm_campaign: row.utmCampaign,
      browser: row.browser,
      os: row.os,
      screen: row.screen,
      country: row.country,
    }));
    try {
      await this.#db.execute(sql`
        insert into analytics_events
        select * from json_populate_recordset(null::analytics_events, ${JSON.stringify(rows)}::json)`);
    } catch (error) {
      this.#log.warn({ err: error, dropped: batch.length }, "analytics hits dropped: write failed");
    }
  }
}
