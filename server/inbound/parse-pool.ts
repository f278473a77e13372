import { Worker } from "node:worker_threads";
import type { InboundEmail } from "./parse-inbound.ts";
import type { WorkerAnswer } from "./parse-worker.ts";

// The reader of inbound emails: one or two worker threads, started when an email first comes and ended after a
// minute without one (and with the app). Each reads one email at a time within a time budget; one that runs over
// is ended, not waited for, and the next email gets a fresh worker. On a 1 GB machine: a worker costs about 45 MB
// idle and 160 MB reading a 10 MB email, and its heap is capped (READER_HEAP_MB), so a hostile email ends the
// worker, not the server.

const READER_HEAP_MB = 192;
const IDLE_MS = 60_000;

export type ParseOutcome =
  | { outcome: "parsed"; email: InboundEmail }
  /** The email has no sender address (or mailparser could not read it at all). */
  | { outcome: "unreadable" }
  /** Not read within the time budget: the worker was ended. */
  | { outcome: "timeout" }
  /** The worker failed (out of memory, crashed, or the pool closed). */
  | { outcome: "failed"; error: string };

export interface ParsePoolOptions {
  /** Workers at most (1 or 2 on a small machine). */
  size: number;
  /** How long one email may take. */
  timeoutMs: number;
  /** Emails that may wait for a worker; more are refused (ParsePoolBusy). */
  maxWaiting: number;
  idleMs?: number;
}

export class ParsePoolBusy extends Error {}

interface Job {
  raw: Buffer;
  timeoutMs: number;
  resolve: (outcome: ParseOutcome) => void;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  job: Job | undefined;
  timer: NodeJS.Timeout | undefined;
  idle: NodeJS.Timeout | undefined;
}

export class ParsePool {
  readonly #options: ParsePoolOptions;
  readonly #slots = new Set<Slot>();
  readonly #waiting: Job[] = [];
  #closed = false;
  /** Workers started so far (a replaced worker counts again). */
  started = 0;

  constructor(options: ParsePoolOptions) {
    this.#options = options;
  }

  /**
   * Reads one email in a worker, within `timeoutMs` (the pool's budget unless given) from when a worker takes it;
   * never rejects. Throws ParsePoolBusy when too many wait already.
   */
  parse(raw: Buffer, timeoutMs = this.#options.timeoutMs): Promise<ParseOutcome> {
    if (this.#closed) return Promise.resolve({ outcome: "failed", error: "the reader is closed" });
    if (this.#waiting.length >= this.#options.maxWaiting) throw new ParsePoolBusy();
    return new Promise((resolve) => {
      this.#waiting.push({ raw, timeoutMs, resolve });
      this.#dispatch();
    });
  }

  /** Ends every worker; emails still waiting or being read are answered "failed". */
  async close(): Promise<void> {
    this.#closed = true;
    for (const job of this.#waiting.splice(0)) job.resolve({ outcome: "failed", error: "the reader closed" });
    await Promise.all([...this.#slots].map((slot) => this.#end(slot, "the reader closed")));
  }

  /** Hands waiting emails to ready idle workers, starting workers up to the pool's size. */
  #dispatch() {
    while (this.#waiting.length > 0) {
      const idle = [...this.#slots].find((slot) => slot.ready && !slot.job);
      if (idle) {
        this.#run(idle, this.#waiting.shift()!);
        continue;
      }
      const starting = [...this.#slots].filter((slot) => !slot.ready).length;
      if (this.#slots.size < this.#options.size && starting < this.#waiting.length) {
        this.#start();
        continue;
      }
      return;
    }
  }

  #start() {
    const worker = new Worker(new URL("./parse-worker.ts", import.meta.url), {
      resourceLimits: { maxOldGenerationSizeMb: READER_HEAP_MB },
    });
    // The requests waiting on it keep the process up; an idle worker alone does not.
    worker.unref();
    this.started++;
    const slot: Slot = { worker, ready: false, job: undefined, timer: undefined, idle: undefined };
    this.#slots.add(slot);
    worker.on("message", (answer: WorkerAnswer) => {
      if ("ready" in answer) {
        slot.ready = true;
        this.#dispatch();
        return;
      }
      const job = slot.job;
      clearTimeout(slot.timer);
      slot.job = undefined;
      if (job) {
        if (answer.ok) job.resolve({ outcome: "parsed", email: answer.email });
        else if (answer.unreadable) job.resolve({ outcome: "unreadable" });
        else job.resolve({ outcome: "failed", error: answer.message });
      }
      this.#rest(slot);
      this.#dispatch();
    });
    const lost = (error: string) => {
      if (!this.#slots.delete(slot)) return;
      clearTimeout(slot.timer);
      clearTimeout(slot.idle);
      if (slot.job) {
        slot.job.resolve({ outcome: "failed", error });
      } else if (!slot.ready) {
        // It failed to start: the email it was started for fails too, rather than starting workers in a loop.
        this.#waiting.shift()?.resolve({ outcome: "failed", error });
      }
      this.#dispatch();
    };
    worker.on("error", (error) => lost(error.message));
    worker.on("exit", (code) => lost(`the reader's worker exited (${code})`));
  }

  #run(slot: Slot, job: Job) {
    clearTimeout(slot.idle);
    slot.job = job;
    slot.timer = setTimeout(() => {
      job.resolve({ outcome: "timeout" });
      slot.job = undefined;
      void this.#end(slot, "timeout").then(() => this.#dispatch());
    }, job.timeoutMs);
    // A copy: the route keeps the raw bytes in case the reader gives up.
    slot.worker.postMessage(new Uint8Array(job.raw.buffer, job.raw.byteOffset, job.raw.byteLength));
  }

  /** An idle worker ends after a while, so a quiet server holds no reader's memory. */
  #rest(slot: Slot) {
    clearTimeout(slot.idle);
    slot.idle = setTimeout(() => void this.#end(slot, "idle"), this.#options.idleMs ?? IDLE_MS);
    slot.idle.unref();
  }

  async #end(slot: Slot, why: string) {
    if (!this.#slots.delete(slot)) return;
    clearTimeout(slot.timer);
    clearTimeout(slot.idle);
    slot.job?.resolve({ outcome: "failed", error: why });
    slot.job = undefined;
    await slot.worker.terminate();
  }
}
