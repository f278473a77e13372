/**
 * The loop of a background worker (the outbox, the newsletter sender): it runs a round, sleeps as long as the round
 * asks, and wake() cuts the sleep short, so new work starts now rather than at the next poll. A wake() that comes
 * during a round skips the next sleep. stop() waits for the round under way.
 */
export class WakeableLoop {
  /** One round; returns how long to sleep before the next, 0 to go on at once. It must not throw. */
  readonly #round: () => Promise<number>;
  #running = false;
  #loop: Promise<void> | undefined;
  #wakeUp: (() => void) | undefined;
  #pendingWake = false;

  constructor(round: () => Promise<number>) {
    this.#round = round;
  }

  start(): void {
    if (this.#running) return;
    this.#running = true;
    this.#loop = this.#run();
  }

  async stop(): Promise<void> {
    this.#running = false;
    this.wake();
    await this.#loop;
    this.#loop = undefined;
  }

  wake(): void {
    this.#pendingWake = true;
    this.#wakeUp?.();
  }

  async #run(): Promise<void> {
    while (this.#running) {
      this.#pendingWake = false;
      const waitMs = await this.#round();
      if (this.#running && !this.#pendingWake && waitMs > 0) await this.#sleep(waitMs);
    }
  }

  #sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.#wakeUp = () => {
        this.#wakeUp = undefined;
        done();
      };
    });
  }
}
