import { sql } from "drizzle-orm";
import { apiMessages } from "../../contract/api.ts";
import type { Db, Tx } from "../db/client.ts";
import { computed, selectRows } from "../db/typed-rows.ts";
import { HttpError } from "../http/http-error.ts";
import { limiterName, noMetrics, type Metrics } from "../observability/metrics.ts";
import { rateLimitKey } from "./client-address.ts";
import { rateLimits } from "./rate-limit.schema.ts";

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
    const [result] = await this.hitMany(this.#db, [{ key: rawKey, rule }]);
    return result!;
  }

  /**
   * Counts one hit for each entry, in the caller's transaction, with one statement however many there are: the
   * form submissions committed together (server/forms/group-commit.ts) count like the same hits made one by one.
   * Each answer is that hit's own count, so the hits past a key's limit are exactly the later ones.
   */
  async hitMany(
    executor: Db | Tx,
    hits: readonly { key: string; rule: RateRule }[],
  ): Promise<{ count: number; retryAfterSeconds: number }[]> {
    const counts = await countHits(executor, hits);
    // Over the limit: every caller refuses (or holds back) this attempt, so this is where refusals are counted.
    counts.forEach(({ count }, index) => {
      if (count > hits[index]!.rule.limit) this.#metrics.rateLimitRefused(limiterName(hits[index]!.key));
    });
    return counts;
  }

  /** Counts a hit and refuses it with 429 when the key is over the limit. */
  async consume(key: string, rule: RateRule, message: string = apiMessages.tooManyRequests): Promise<void> {
    const { count, retryAfterSeconds } = await this.hit(key, rule);
    if (count > rule.limit) throw this.refusal(retryAfterSeconds, message);
  }

  /** The 429 answer to a hit over its limit. */
  refusal(retryAfterSeconds: number, message: string = apiMessages.tooManyRequests): HttpError {
    return new HttpError(429, message, { headers: { "retry-after": String(retryAfterSeconds) } });
  }
}

/**
 * The counting behind RateLimiter.hitMany, for callers that hold back rather than refuse (the acknowledgements,
 * server/conversations/acknowledgement-quota.ts): one statement in the caller's transaction, each hit's own count.
 */
export async function countHits(
  executor: Db | Tx,
  hits: readonly { key: string; rule: RateRule }[],
): Promise<{ count: number; retryAfterSeconds: number }[]> {
  if (hits.length === 0) return [];
  const keys = new Map<string, { seconds: number; hits: number }>();
  const keyOfHit = hits.map(({ key: rawKey, rule }) => {
    const key = rateLimitKey(rawKey);
    const entry = keys.get(key) ?? { seconds: rule.windowMs / 1000, hits: 0 };
    entry.hits++;
    keys.set(key, entry);
    return key;
  });
  // A fixed key order, so two servers counting overlapping keys on one PostgreSQL lock them in the same order.
  const values = [...keys.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(
      ([key, { seconds, hits: n }]) => sql`(${key}, ${n}::int, now() + make_interval(secs => ${seconds}))`,
    );
  // Raw SQL with one tuple per key (ADR 0030), its answer typed and mapped by the table's columns.
  const rows = await selectRows(
    executor,
    { key: rateLimits.key, count: rateLimits.count, retryAfter: computed.number },
    sql`
      insert into rate_limits (key, count, reset_at)
      values ${sql.join(values, sql`, `)}
      on conflict (key) do update set
        count = case when rate_limits.reset_at <= now() then excluded.count else rate_limits.count + excluded.count end,
        reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
      returning key, count, ceil(extract(epoch from (reset_at - now())))::int as "retryAfter"`,
  );
  const after = new Map(rows.map((row) => [row.key, row]));
  const seen = new Map<string, number>();
  return hits.map((_, index) => {
    const key = keyOfHit[index]!;
    const row = after.get(key);
    const earlier = seen.get(key) ?? 0;
    seen.set(key, earlier + 1);
    // The key's count after this batch, less the hits of this batch that come after this one.
    const count = (row?.count ?? keys.get(key)!.hits) - keys.get(key)!.hits + earlier + 1;
    return { count, retryAfterSeconds: Math.max(1, row?.retryAfter ?? 1) };
  });
}
