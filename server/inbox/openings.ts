import { sql } from "drizzle-orm";
import { RECENT_OPENING_MINUTES, type EntryOpening, type InboxKind } from "../../contract/staff.ts";
import type { Db } from "../db/client.ts";
import { computed, selectRows } from "../db/typed-rows.ts";
import { entryTables } from "./entry-kinds.ts";

// Who opened an entry when: a member of staff opening it has looked, so its marker goes; and the reply composer
// names the others who opened it lately, so two people do not answer the same sender at once.

/**
 * Records that `userId` opened the entry now and clears its marker (the sender's answer or the snooze's end has
 * been seen). The caller has found the entry.
 */
export async function recordOpening(db: Db, kind: InboxKind, id: string, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into entry_openings (entry_id, user_id, opened_at) values (${id}, ${userId}, now())
      on conflict (entry_id, user_id) do update set opened_at = excluded.opened_at`);
    await tx.execute(
      sql`update ${entryTables[kind]} set marker = null where id = ${id} and marker is not null`,
    );
  });
}

/** The other members of staff who opened the entry within RECENT_OPENING_MINUTES, most recent first. */
export async function recentOpenings(db: Db, id: string, viewerId: string): Promise<EntryOpening[]> {
  return selectRows(
    db,
    { name: computed.text, openedAt: computed.text },
    sql`
      select u.name, to_char(o.opened_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "openedAt"
      from entry_openings o join users u on u.id = o.user_id
      where o.entry_id = ${id} and o.user_id <> ${viewerId}
        and o.opened_at > now() - make_interval(mins => ${RECENT_OPENING_MINUTES})
      order by o.opened_at desc`,
  );
}
