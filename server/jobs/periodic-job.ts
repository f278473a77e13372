import type { FastifyBaseLogger } from "fastify";

export interface PeriodicWork {
  /** Names the job in its log lines. */
  name: string;
  everyMs: number;
  /** The first run's delay after start, so start-up is not slowed by it. */
  firstRunInMs: number;
  /** One run; what it returns is logged when it did something. */
  run(): Promise<Record<string, unknown> | undefined>;
  /** The log line of a run that did something. */
  done: string;
}

/**
 * Work a server does now and then while it runs (purging old data, queueing the daily digests): soon after start,
 * then every `everyMs`. A run never overlaps the next; stop() waits for the run in progress, so the database can
 * close after it. A failed run is logged and tried again at the next time.
 */
export class PeriodicJob {
  readonly #work: PeriodicWork;
  readonly #log: FastifyBaseLogger;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;

  constructor(work: PeriodicWork, log: FastifyBaseLogger) {
    this.#work = work;
    this.#log = log;
  }

  start(firstRunInMs = this.#work.firstRunInMs): void {
    this.#schedule(firstRunInMs);
  }

  async stop(): Promise<void> {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    await this.#running;
  }

  #schedule(ms: number) {
    this.#timer = setTimeout(() => {
      this.#running = this.runOnce().finally(() => {
        this.#running = undefined;
        if (this.#timer) this.#schedule(this.#work.everyMs);
      });
    }, ms);
    this.#timer.unref();
  }

  async runOnce(): Promise<void> {
    try {
      const did = await this.#work.run();
      if (did) this.#log.info(did, `${this.#work.name}: ${this.#work.done}`);
    } catch (error) {
      this.#log.warn({ err: error }, `${this.#work.name}: failed; will try again later`);
    }
  }
}
