/** A raw aggregate over fewer events than this is computed on every load: exact, and cheap enough. */
export const LARGE_RAW_EVENTS = 20_000;
/** A larger one is served for this long, and refreshed in the background once older. */
export const LARGE_RAW_FRESH_MS = 5 * 60_000;

interface Entry<T> {
  value: T;
  computedAt: number;
}

/**
 * The dashboard's raw part (today's events, not rolled up yet) is exact while it is small. Over LARGE_RAW_EVENTS
 * events (a busy day: computing it then takes a second or more), it is kept for LARGE_RAW_FRESH_MS and refreshed in
 * the background when older, so staff wait for it at most once; on PGlite such a refresh holds the database while
 * it runs, once every few minutes instead of on every load. Per process; one computation per key at a time.
 */
export class RawCache<T> {
  readonly #entries = new Map<string, Entry<T>>();
  readonly #running = new Map<string, Promise<T>>();
  readonly #size: (value: T) => number;
  readonly #now: () => number;

  /** `size` says how many events a value was computed from. */
  constructor(size: (value: T) => number, now: () => number = () => performance.now()) {
    this.#size = size;
    this.#now = now;
  }

  get(key: string, compute: () => Promise<T>): Promise<T> {
    const entry = this.#entries.get(key);
    if (entry) {
      if (this.#now() - entry.computedAt > LARGE_RAW_FRESH_MS)
        void this.#refresh(key, compute).catch(() => {});
      return Promise.resolve(entry.value);
    }
    return this.#refresh(key, compute);
  }

  #refresh(key: string, compute: () => Promise<T>): Promise<T> {
    const running = this.#running.get(key);
    if (running) return running;
    const promise = compute()
      .then((value) => {
        if (this.#size(value) >= LARGE_RAW_EVENTS) {
          this.#entries.set(key, { value, computedAt: this.#now() });
          // Older days' keys are not asked again once they are rolled up.
          if (this.#entries.size > 20) this.#entries.delete(this.#entries.keys().next().value!);
        } else this.#entries.delete(key);
        return value;
      })
      .finally(() => this.#running.delete(key));
    this.#running.set(key, promise);
    return promise;
  }
}
