import type { FastifyBaseLogger } from "fastify";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { computed, selectRows } from "../db/typed-rows.ts";
import { PeriodicJob } from "../jobs/periodic-job.ts";

// Snoozed entries come back when their time comes: open again, marked "snooze-ended". The time is stored with the
// entry, so a wake-up missed while no server ran happens at the next start.

/** Who the history names for a change nobody made by hand. */
export const SNOOZE_ENDED_ACTOR = "the snooze's end";

/**
 * Wakes every snoozed message and subscription whose time has come, each with a line in its history; returns how
 * many. One statement, so a wake-up and its history line go together.
 */
export async function wakeSnoozed(db: Db): Promise<number> {
  const woken = await selectRows(
    db,
    { id: computed.text },
    sql`
      with messages as (
        update contact_messages set handling_status = 'open', snoozed_until = null, marker = 'snooze-ended',
          status_changed_by = null, status_changed_at = now()
        where handling_status = 'snoozed' and snoozed_until <= now() returning id),
      subscribers as (
        update subscriptions set handling_status = 'open', snoozed_until = null, marker = 'snooze-ended',
          status_changed_by = null, status_changed_at = now()
        where handling_status = 'snoozed' and snoozed_until <= now() returning id),
      woken as (
        select 'contact' as kind, id from messages union all select 'subscription', id from subscribers),
      logged as (
        insert into audit_log (actor_label, action, target_kind, target_id, detail)
        select ${SNOOZE_ENDED_ACTOR}, 'status', kind, id::text, 'snoozed → open' from woken returning 1)
      select id::text from woken`,
  );
  return woken.length;
}

const CHECK_EVERY_MS = 60_000;

/** Checks every minute, and soon after start, for snoozes that have ended. Stopped before the database closes. */
export function snoozeJob(db: Db, log: FastifyBaseLogger): PeriodicJob {
  return new PeriodicJob(
    {
      name: "snooze",
      everyMs: CHECK_EVERY_MS,
      firstRunInMs: 2_000,
      done: "woke snoozed entries",
      async run() {
        const woken = await wakeSnoozed(db);
        return woken > 0 ? { woken } : undefined;
      },
    },
    log,
  );
}
