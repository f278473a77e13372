/** What a batch answers for one job: its result, its error, or "again" to run it in the next batch. */
export type Outcome<Result> = { ok: true; value: Result } | { ok: false; error: unknown } | { again: true };

interface Waiting<Job, Result> {
  job: Job;
  resolve(value: Result): void;
  reject(error: unknown): void;
}

/**
 * Group commit: the jobs that arrive while a batch is being committed wait and go together in the next one. With
 * nothing running, a job starts at once (no added latency when the server is quiet); under load, batches grow
 * with the load, and the cost of a transaction, its statements and its flush is shared by all of its jobs. A batch
 * that fails is run again one job at a time, so one job's error is its own.
 */
export class GroupCommit<Job, Result> {
  readonly #run: (jobs: Job[]) => Promise<Outcome<Result>[]>;
  readonly #maxBatch: number;
  #waiting: Waiting<Job, Result>[] = [];
  #running = false;

  constructor(run: (jobs: Job[]) => Promise<Outcome<Result>[]>, maxBatch = 200) {
    this.#run = run;
    this.#maxBatch = maxBatch;
  }

  submit(job: Job): Promise<Result> {
    return new Promise<Result>((resolve, reject) => {
      this.#waiting.push({ job, resolve, reject });
      if (this.#running) return;
      this.#running = true;
      // On PGlite a whole transaction can run inside one microtask checkpoint (its queries do no I/O), so a batch
      // started here would never see the requests read in the same turn of the event loop: start after them.
      setImmediate(() => void this.#drain());
    });
  }

  async #drain(): Promise<void> {
    try {
      while (this.#waiting.length > 0) await this.#runBatch(this.#waiting.splice(0, this.#maxBatch));
    } finally {
      this.#running = false;
    }
  }

  async #runBatch(batch: Waiting<Job, Result>[]): Promise<void> {
    let outcomes: Outcome<Result>[];
    try {
      outcomes = await this.#run(batch.map((waiting) => waiting.job));
    } catch (error) {
      if (batch.length === 1) return batch[0]!.reject(error);
      for (const waiting of batch) await this.#runBatch([waiting]);
      return;
    }
    const again: Waiting<Job, Result>[] = [];
    outcomes.forEach((outcome, index) => {
      const waiting = batch[index]!;
      if ("again" in outcome) again.push(waiting);
      else if (outcome.ok) waiting.resolve(outcome.value);
      else waiting.reject(outcome.error);
    });
    this.#waiting.unshift(...again);
  }
}
