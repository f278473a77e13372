import type { FastifyBaseLogger } from "fastify";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { computed, selectRows } from "../db/typed-rows.ts";
import { handOutBatch, nextSendingEdition, type HandOutContext } from "./hand-out.ts";
import { WakeableLoop } from "../jobs/wakeable-loop.ts";
import { keepCounts } from "./newsletter-housekeeping.ts";

// The recipients handed to the outbox in one transaction at most.
const BATCH_MAX = 100;
// Edition emails waiting in the outbox at most: the outbox sends oldest first, one at a time, so a sign-in link
// queued during a send waits behind this many at most, whatever the rate.
export const OUTBOX_BACKLOG_MAX = 200;
const IDLE_POLL_MS = 5_000;
const BACKLOG_POLL_MS = 250;
// The throttle hands out a second's share of the rate per minute each second, so the rate is even within a minute.
const TICK_MS = 1_000;
const HOUSEKEEPING_EVERY_MS = 60_000;

export interface SenderOptions extends HandOutContext {
  /** Emails a minute; 0: no limit. */
  sendPerMinute: number;
}

/**
 * Hands the recipients of editions being sent to the outbox (hand-out.ts), at most NEWSLETTER_SEND_PER_MINUTE a
 * minute over all servers (counted from the rows handed out in the last minute) and while fewer than
 * OUTBOX_BACKLOG_MAX of them wait in the outbox. Everything it needs is in the database, so after a restart it
 * carries on where the last committed batch left off.
 */
export class NewsletterSender {
  readonly #db: Db;
  readonly #options: SenderOptions;
  readonly #log: FastifyBaseLogger;
  readonly #notifyOutbox: () => void;
  readonly #loop = new WakeableLoop(() => this.#round());
  #nextHousekeeping = 0;

  constructor(db: Db, options: SenderOptions, log: FastifyBaseLogger, notifyOutbox: () => void) {
    this.#db = db;
    this.#options = options;
    this.#log = log;
    this.#notifyOutbox = notifyOutbox;
  }

  start(): void {
    this.#loop.start();
  }

  /** Finishes the batch under way (its transaction), then stops. */
  async stop(): Promise<void> {
    await this.#loop.stop();
  }

  /** Called when an edition starts sending, so it starts now rather than at the next poll. */
  notify(): void {
    this.#loop.wake();
  }

  /** Housekeeping when due, then a batch of the edition being sent; returns how long to wait before the next. */
  async #round(): Promise<number> {
    try {
      if (Date.now() >= this.#nextHousekeeping) {
        await keepCounts(this.#db);
        this.#nextHousekeeping = Date.now() + HOUSEKEEPING_EVERY_MS;
      }
      const editionId = await nextSendingEdition(this.#db);
      if (editionId) return await this.#handOut(editionId);
    } catch (error) {
      this.#log.error({ err: error }, "newsletters: could not hand out recipients");
    }
    return IDLE_POLL_MS;
  }

  /** One batch of the edition; returns how long to wait before the next. */
  async #handOut(editionId: string): Promise<number> {
    const allowance = await this.#allowance();
    if (allowance.count === 0) return allowance.waitMs;
    const result = await handOutBatch(this.#db, editionId, allowance.count, this.#options);
    if (result.handed > 0) this.#notifyOutbox();
    if (result.finished) {
      this.#log.info({ editionId }, "newsletters: every recipient handed to the outbox");
      // The counts catch up with the last emails soon after.
      this.#nextHousekeeping = Math.min(this.#nextHousekeeping, Date.now() + 5_000);
      return 0;
    }
    if (result.busy) return BACKLOG_POLL_MS;
    return allowance.waitMs;
  }

  /** How many recipients the next batch may take, and the wait after it. */
  async #allowance(): Promise<{ count: number; waitMs: number }> {
    const perMinute = this.#options.sendPerMinute;
    const [row] = await selectRows(
      this.#db,
      { backlog: computed.number, lastMinute: computed.number },
      sql`
        select
          (select count(*) from mail_outbox where kind = 'newsletter' and sent_at is null) as backlog,
          ${
            perMinute > 0
              ? sql`(select count(*) from newsletter_recipients where handed_at > now() - interval '1 minute')`
              : sql`0`
          } as "lastMinute"`,
    );
    const room = OUTBOX_BACKLOG_MAX - (row?.backlog ?? 0);
    if (room <= 0) return { count: 0, waitMs: BACKLOG_POLL_MS };
    if (perMinute === 0) return { count: Math.min(BATCH_MAX, room), waitMs: 0 };
    const left = perMinute - (row?.lastMinute ?? 0);
    const perTick = Math.ceil(perMinute / (60_000 / TICK_MS));
    return { count: Math.max(0, Math.min(BATCH_MAX, room, left, perTick)), waitMs: TICK_MS };
  }
}
