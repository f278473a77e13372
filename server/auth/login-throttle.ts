import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { rowsOf } from "../db/client.ts";
import { secretHash } from "./tokens.ts";

/** Failures of one account and address pair that cost nothing; each later one doubles the wait, from 30 s. */
export const FREE_PAIR_FAILURES = 2;
export const PAIR_DELAY_BASE_SECONDS = 30;

export interface Slot {
  key: string;
  count: number;
  retryAfterSeconds: number;
}

/** Keys of the counters: hashes, so the table never holds an email address or a device id in clear. */
export const throttleKeys = {
  address: (ip: string) => `ip:${ip}`,
  account: (email: string) => `account:${secretHash(email)}`,
  pair: (email: string, ip: string) => `pair:${secretHash(`${email}\n${ip}`)}`,
  device: (deviceId: string) => `device:${deviceId}`,
};

/**
 * Sign-in attempt counters in the database (table login_throttle), shared by every server process on it.
 *
 * `acquire` counts an attempt before its password is checked, in one UPSERT ... RETURNING, so parallel requests
 * each see their own count and no more than `limit` get through per window, whatever the number of processes.
 * A success gives its attempt back (`release`); a failure keeps it. The pair's growing delay (`pairWait`,
 * `pairFailure`) slows one address guessing one account without stopping anyone else.
 */
export class LoginThrottle {
  readonly #db: Db;
  #calls = 0;
  constructor(db: Db) {
    this.#db = db;
  }

  async acquire(key: string, windowMs: number): Promise<Slot> {
    const seconds = windowMs / 1000;
    if (++this.#calls % 200 === 0) await this.#sweep();
    const result = await this.#db.execute(sql`
      insert into login_throttle (key, count, reset_at)
      values (${key}, 1, now() + make_interval(secs => ${seconds}))
      on conflict (key) do update set
        count = case when login_throttle.reset_at <= now() then 1 else login_throttle.count + 1 end,
        reset_at = case when login_throttle.reset_at <= now()
          then now() + make_interval(secs => ${seconds}) else login_throttle.reset_at end
      returning count, ceil(extract(epoch from (reset_at - now())))::int as retry_after`);
    const row = rowsOf<{ count: number; retry_after: number }>(result)[0];
    return {
      key,
      count: Number(row?.count ?? 1),
      retryAfterSeconds: Math.max(1, Number(row?.retry_after ?? 1)),
    };
  }

  /** Gives an attempt back: a success, or an attempt refused before its check. */
  async release(key: string): Promise<void> {
    await this.#db.execute(sql`
      update login_throttle set count = greatest(count - 1, 0) where key = ${key} and reset_at > now()`);
  }

  /** Seconds this pair must still wait, or 0. */
  async pairWait(key: string): Promise<number> {
    const result = await this.#db.execute(sql`
      select ceil(extract(epoch from (next_allowed_at - now())))::int as wait
      from login_throttle where key = ${key} and next_allowed_at > now()`);
    const row = rowsOf<{ wait: number }>(result)[0];
    return row ? Math.max(1, Number(row.wait)) : 0;
  }

  /**
   * Counts a failure of the pair; from the third on, the pair waits 30 s, then 60 s, 120 s, ... at most one window.
   * The count starts again a window after the last failure.
   */
  async pairFailure(key: string, windowMs: number): Promise<void> {
    const seconds = windowMs / 1000;
    const newCount = sql`(case when login_throttle.reset_at <= now() then 1 else login_throttle.count + 1 end)`;
    const delayAfter = (count: SQL) => sql`case when ${count} <= ${FREE_PAIR_FAILURES} then null
      else now() + make_interval(secs => least(
        ${PAIR_DELAY_BASE_SECONDS}::float8 * power(2, ${count} - ${FREE_PAIR_FAILURES} - 1), ${seconds}::float8)) end`;
    await this.#db.execute(sql`
      insert into login_throttle (key, count, reset_at, next_allowed_at)
      values (${key}, 1, now() + make_interval(secs => ${seconds}), ${delayAfter(sql`1`)})
      on conflict (key) do update set
        count = ${newCount},
        reset_at = now() + make_interval(secs => ${seconds}),
        next_allowed_at = ${delayAfter(newCount)}`);
  }

  async forget(key: string): Promise<void> {
    await this.#db.execute(sql`delete from login_throttle where key = ${key}`);
  }

  async #sweep(): Promise<void> {
    await this.#db.execute(sql`
      delete from login_throttle
      where reset_at < now() - interval '1 day' and (next_allowed_at is null or next_allowed_at < now())`);
  }
}
