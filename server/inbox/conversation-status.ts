import { sql } from "drizzle-orm";
import type { ThreadKind } from "../../contract/conversations.ts";
import type { HandlingStatus } from "../../contract/staff.ts";
import type { Tx } from "../db/client.ts";
import { computed, selectRows } from "../db/typed-rows.ts";
import { auditLog } from "../staff/staff.schema.ts";

// A message's status follows its conversation (contract/staff.ts): a staff reply leaves it waiting for the sender;
// the sender's answer makes it open again, marked. An application keeps its stage (moved by staff alone) and is
// only marked. Both run inside the transaction that files the email, so the email and the move go together.

/** Who the history names for the move the sender's answer makes: no address or name of theirs. */
export const SENDER_ANSWER_ACTOR = "the sender's answer";

/**
 * After a staff reply to a contact message: waiting for the sender (from any status; a snooze ends, the marker
 * goes, since whoever replied has read it). The status it had, or undefined when it was waiting already.
 */
export async function awaitSender(
  tx: Tx,
  id: string,
  authorId: string,
): Promise<{ from: HandlingStatus } | undefined> {
  const [row] = await selectRows(
    tx,
    { previous: computed.text },
    sql`
      update contact_messages t set handling_status = 'waiting-for-sender', snoozed_until = null, marker = null,
        status_changed_by = ${authorId}, status_changed_at = now()
      from (select id, handling_status as previous from contact_messages where id = ${id} for update) old
      where t.id = old.id and old.previous <> 'waiting-for-sender'
      returning old.previous`,
  );
  return row ? { from: row.previous as HandlingStatus } : undefined;
}

/**
 * The sender answered: a contact message becomes open (from any status: a done or snoozed conversation comes back),
 * with a line in its history; a message or an application is marked "new-reply" until staff open it.
 */
export async function senderAnswered(tx: Tx, kind: ThreadKind, id: string): Promise<void> {
  if (kind === "application") {
    await tx.execute(sql`update job_applications set marker = 'new-reply' where id = ${id}`);
    return;
  }
  const [row] = await selectRows(
    tx,
    { previous: computed.text },
    sql`
      update contact_messages t set handling_status = 'open', snoozed_until = null, marker = 'new-reply',
        status_changed_by = case when old.previous = 'open' then t.status_changed_by end,
        status_changed_at = case when old.previous = 'open' then t.status_changed_at else now() end
      from (select id, handling_status as previous from contact_messages where id = ${id} for update) old
      where t.id = old.id
      returning old.previous`,
  );
  if (row && row.previous !== "open") {
    await tx.insert(auditLog).values({
      actorLabel: SENDER_ANSWER_ACTOR,
      action: "status",
      targetKind: kind,
      targetId: id,
      detail: `${row.previous} → open`,
    });
  }
}
