import { sql } from "drizzle-orm";
import { apiMessages } from "../../contract/api.ts";
import { rowsOf, type Db } from "../db/client.ts";
import { HttpError } from "../http/http-error.ts";
import { limiterName, noMetrics, type Metrics } from "../observability/metrics.ts";
import { rateLimitKey } from "./client-address.ts";

export interface RateRule {
  /** How many hits a key may make in one window. */
  limit: number;
  windowMs: number;
}

/**
 * Fixed-window counters in the database (table rate_limits), shared by every server process on that database.
 * `hit` counts one attempt and throws 429 with Retry-After once the key is over its limit. A key ending with a
 * client address counts that address's group (IPv6 per /64, IPv4-mapped as IPv4: client-address.ts).
 */
export class RateLimiter {
  readonly #db: Db;
  readonly #metrics: Metrics;
  constructor(db: Db, metrics: Metrics = noMetrics) {
    this.#db = db;
    this.#metrics = metrics;
  }

  async hit(rawKey: string, rule: RateRule): Promise<{ count: number; retryAfterSeconds: number }> {
    const key = rateLimitKey(rawKey);
    const seconds = rule.windowMs / 1000;
    const result = await this.#db.execute<{ count: number; retry_after: number }>(sql`
      insert into rate_limits (key, count, reset_at)
      values (${key}, 1, now() + make_interval(secs => ${seconds}))
      on conflict (key) do update set
        count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
        reset_at = case when rate_limits.reset_at <= now() then now() + make_interval(secs => ${seconds}) else rate_limits.reset_at end
      returning count, ceil(extract(epoch from (reset_at - now())))::int as retry_after`);
    const row = rowsOf<{ count: number; retry_after: number }>(result)[0];
    const count = Number(row?.count ?? 1);
    // Over the limit: every caller refuses (or holds back) this attempt, so this is where refusals are counted.
    if (count > rule.limit) this.#metrics.rateLimitRefused(limiterName(rawKey));
    return { count, retryAfterSeconds: Math.max(1, Number(row?.retry_after ?? 1)) };
  }

  /** Counts a hit and refuses it with 429 when the key is over the limit. */
  async consume(key: string, rule: RateRule, message: string = apiMessages.tooManyRequests): Promise<void> {
    const { count, retryAfterSeconds } = await this.hit(key, rule);
    if (count > rule.limit) {
      throw new HttpError(429, message, { headers: { "retry-after": String(retryAfterSeconds) } });
    }
  }

  /** How many hits the key has in its current window, without counting one. */
  async peek(rawKey: string): Promise<{ count: number; retryAfterSeconds: number }> {
    const key = rateLimitKey(rawKey);
    const result = await this.#db.execute<{ count: number; retry_after: number }>(sql`
      select count, ceil(extract(epoch from (reset_at - now())))::int as retry_after
      from rate_limits where key = ${key} and reset_at > now()`);
    const row = rowsOf<{ count: number; retry_after: number }>(result)[0];
    return { count: Number(row?.count ?? 0), retryAfterSeconds: Math.max(1, Number(row?.retry_after ?? 1)) };
  }

  async reset(rawKey: string): Promise<void> {
    const key = rateLimitKey(rawKey);
    await this.#db.execute(sql`delete from rate_limits where key = ${key}`);
  }
}
