import { max, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { computed, selectRows } from "../db/typed-rows.ts";
import { analyticsRollups } from "./analytics.schema.ts";
import { dailyFromRaw } from "./daily-sql.ts";
import { utcDay } from "./visitor-hash.ts";

/** Raw events are kept at least this long; a month's partition goes once its last day is this old. */
export const RAW_RETENTION_DAYS = 30;
/** A day is rolled up this long after it ended, so hits still being written land first. */
const ROLLUP_GRACE_MS = 10 * 60_000;
const DAY_MS = 86_400_000;

const addDays = (day: string, days: number) =>
  utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
const monthStart = (at: Date) => `${at.toISOString().slice(0, 7)}-01`;
const nextMonth = (month: string) => {
  const date = new Date(`${month}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return utcDay(date);
};
const partitionName = (month: string) => `analytics_events_${month.slice(0, 7).replace("-", "_")}`;

/**
 * The monthly partitions of raw events from `from`'s month to `to`'s (the job keeps this month's and the next).
 * A month whose rows already went to the default partition (the job did not run in time) keeps them there: the
 * roll-up and the retention read both alike.
 */
export async function ensurePartitions(db: Db, from: Date, to: Date): Promise<void> {
  for (let month = monthStart(from); month <= monthStart(to); month = nextMonth(month)) {
    const name = partitionName(month);
    try {
      await db.execute(
        sql.raw(
          `create table if not exists ${name} partition of analytics_events ` +
            `for values from ('${month} 00:00:00+00') to ('${nextMonth(month)} 00:00:00+00')`,
        ),
      );
    } catch (error) {
      // 23514: rows for this month are in the default partition already; they stay there. 42P07 and 23505:
      // another server created the partition at the same moment.
      const code =
        (error as { code?: string; cause?: { code?: string } }).code ??
        (error as { cause?: { code?: string } }).cause?.code;
      if (code === "42P07" || code === "23505") continue;
      if (
        (error as { code?: string; cause?: { code?: string } }).code !== "23514" &&
        (error as { cause?: { code?: string } }).cause?.code !== "23514"
      ) {
        throw error;
      }
    }
  }
}

/**
 * Rolls every complete day not yet rolled up into analytics_daily, oldest first, one transaction a day. A day is
 * claimed in analytics_rollups in the same transaction, so two servers never roll the same day. Returns the days.
 */
export async function rollUp(db: Db, now: Date): Promise<string[]> {
  const lastComplete = addDays(utcDay(new Date(now.getTime() - ROLLUP_GRACE_MS)), -1);
  const [bounds] = await selectRows(
    db,
    { rolled: computed.nullableText, first: computed.nullableText },
    sql`
      select (select max(day)::text from analytics_rollups) as rolled,
        (select (min(occurred_at) at time zone 'UTC')::date::text from analytics_events) as first`,
  );
  if (!bounds?.first) return [];
  let day = bounds.rolled ? addDays(bounds.rolled, 1) : bounds.first;
  if (day < bounds.first) day = bounds.first;
  const rolled: string[] = [];
  for (; day <= lastComplete; day = addDays(day, 1)) {
    const claimed = await db.transaction(async (tx) => {
      const [claim] = await tx
        .insert(analyticsRollups)
        .values({ day })
        .onConflictDoNothing({ target: analyticsRollups.day })
        .returning({ day: analyticsRollups.day });
      if (!claim) return false;
      await tx.execute(sql`
        insert into analytics_daily (day, dimension, key, views, visitors, events)
        ${dailyFromRaw([{ from: day, to: addDays(day, 1) }])}`);
      return true;
    });
    if (claimed) rolled.push(day);
  }
  return rolled;
}

/**
 * Drops the monthly partitions whose last day is over RAW_RETENTION_DAYS old (all of it rolled up by then), and
 * deletes such rows from the default partition. Returns the partitions dropped.
 */
export async function dropExpiredRaw(db: Db, now: Date): Promise<string[]> {
  const cutoff = utcDay(new Date(now.getTime() - RAW_RETENTION_DAYS * DAY_MS));
  const [{ lastRolled } = { lastRolled: null }] = await db
    .select({ lastRolled: max(analyticsRollups.day) })
    .from(analyticsRollups);
  // The catalogue's own tables: the months' partitions of the raw events.
  const partitions = await selectRows(
    db,
    { name: computed.text },
    sql`
      select c.relname as name from pg_inherits i
      join pg_class c on c.oid = i.inhrelid join pg_class p on p.oid = i.inhparent
      where p.relname = 'analytics_events' and c.relname ~ '^analytics_events_[0-9]{4}_[0-9]{2}$'`,
  );
  const dropped: string[] = [];
  for (const { name } of partitions) {
    const month = `${name.slice(-7).replace("_", "-")}-01`;
    const end = nextMonth(month);
    // The whole month is past retention and rolled up.
    if (end <= cutoff && lastRolled !== null && end <= addDays(lastRolled, 1)) {
      await db.execute(sql.raw(`drop table if exists ${name}`));
      dropped.push(name);
    }
  }
  if (lastRolled) {
    const safeBefore = addDays(lastRolled, 1) < cutoff ? addDays(lastRolled, 1) : cutoff;
    await db.execute(
      sql`delete from analytics_events_default where occurred_at < ${safeBefore}::date::timestamp at time zone 'UTC'`,
    );
  }
  return dropped;
}
