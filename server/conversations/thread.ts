import { sql } from "drizzle-orm";
import type { DeliveryState, ThreadMessage } from "../../contract/conversations.ts";
import { rowsOf, type Db } from "../db/client.ts";

interface ThreadRow {
  id: string;
  direction: ThreadMessage["direction"];
  message_id: string;
  from_address: string;
  from_name: string;
  subject: string;
  body: string;
  attachments_not_kept: number;
  author_name: string | null;
  at: string;
  outbox_id: string | null;
  withheld: boolean;
  outbox_found: boolean;
  sent: boolean;
  last_error: string | null;
  raw_bytes: number | null;
}

/** The entry's reference, or null (subscribers have none, nor entries stored before references existed). */
export async function entryReference(db: Db, entryId: string): Promise<string | null> {
  const [row] = rowsOf<{ reference: string }>(
    await db.execute(sql`select reference from entry_references where entry_id = ${entryId}`),
  );
  return row?.reference ?? null;
}

/**
 * The entry's emails, oldest first: what we sent with its delivery state from the outbox (a sent row is dropped
 * after a while, so a missing one was sent; a withheld acknowledgement never had one), and what came back, with the
 * size of its original when that was kept.
 */
export async function entryThread(db: Db, entryId: string): Promise<ThreadMessage[]> {
  const rows = rowsOf<ThreadRow>(
    await db.execute(sql`
      select t.id, t.direction, t.message_id, t.from_address, t.from_name, t.subject, t.body,
        t.attachments_not_kept, t.author_name, t.outbox_id, t.withheld, o.id is not null as outbox_found, o.sent_at is not null as sent,
        o.last_error, r.bytes as raw_bytes,
        to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at
      from thread_messages t left join mail_outbox o on o.id = t.outbox_id
        left join inbound_raw_emails r on r.thread_message_id = t.id
      where t.entry_id = ${entryId}
      order by t.created_at, t.id`),
  );
  return rows.map((row) => ({
    id: String(row.id),
    direction: row.direction,
    messageId: row.message_id,
    fromAddress: row.from_address,
    fromName: row.from_name,
    subject: row.subject,
    body: row.body,
    attachmentsNotKept: Number(row.attachments_not_kept),
    author: row.author_name,
    at: row.at,
    delivery: row.direction === "inbound" ? null : deliveryOf(row),
    raw: row.raw_bytes === null ? null : { bytes: Number(row.raw_bytes) },
  }));
}

function deliveryOf(row: ThreadRow): { state: DeliveryState; error: string | null } {
  if (row.withheld) return { state: "withheld", error: null };
  if (!row.outbox_found || row.sent) return { state: "sent", error: null };
  if (row.last_error) return { state: "failed", error: row.last_error };
  return { state: "queued", error: null };
}
