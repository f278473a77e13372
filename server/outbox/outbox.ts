import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { bulkInsert } from "../db/bulk-insert.ts";
import { rowsOf, type Db, type Tx } from "../db/client.ts";
import type { RenderedEmail } from "./email-format.ts";
import { mailOutbox } from "./outbox.schema.ts";

export interface QueuedEmail extends RenderedEmail {
  kind:
    | "contact"
    | "application"
    | "subscription"
    | "subscription-confirmation"
    | "email-verification"
    | "password-reset"
    | "password-changed"
    | "account-deleted"
    // What a first proof of the address removed from an account someone else may have set up
    // (server/auth/registrant-ways-in.ts).
    | "ways-in-removed"
    // The account page's security notices (server/account/account-emails.ts).
    | "email-change"
    | "email-change-requested"
    | "email-changed"
    | "provider-connected"
    | "new-device"
    | "passkey-added"
    // The receipt to whoever sent a message or an application (server/conversations/acknowledgements.ts).
    | "acknowledgement"
    // A staff member's answer written in the console (server/conversations/replies.ts).
    | "reply"
    // The daily list of entries waiting too long, to each department (server/team/digest.ts).
    | "digest"
    // A newsletter edition to one subscriber, and a member of staff's test of it (server/newsletters/).
    | "newsletter"
    | "newsletter-test";
  refId: string;
  to: string[];
  replyTo?: string;
  headers?: Record<string, string>;
  /** Sent as the email's Message-ID (without brackets); otherwise one is made from the row's id. */
  messageId?: string;
  /** An email queued once at most: a second one with the same key is not queued. */
  dedupeKey?: string;
  /** The row's id, when the caller must name it before it is queued; otherwise a new one. */
  id?: string;
}

/**
 * Queues a notification inside the caller's transaction: it exists exactly when the message it announces does.
 * Returns the row's id; undefined when an email with the same dedupe key was queued before.
 */
export async function enqueueEmail(tx: Tx | Db, email: QueuedEmail): Promise<string | undefined> {
  const [id] = await enqueueEmails(tx, [email]);
  return id;
}

/** Queues several emails with one statement; each answer as enqueueEmail's, in the same order. */
export async function enqueueEmails(
  tx: Tx | Db,
  emails: readonly QueuedEmail[],
): Promise<(string | undefined)[]> {
  if (emails.length === 0) return [];
  // Ids made here, so the rows inserted can be told from those a dedupe key skipped.
  const ids = emails.map((email) => email.id ?? randomUUID());
  const rows = await bulkInsert<typeof mailOutbox, { id: string }>(
    tx,
    mailOutbox,
    emails.map((email, index) => ({
      id: ids[index]!,
      kind: email.kind,
      refId: email.refId,
      recipients: email.to.join(", "),
      replyTo: email.replyTo ?? null,
      headers: email.headers ?? null,
      messageId: email.messageId ?? null,
      dedupeKey: email.dedupeKey ?? null,
      subject: email.subject,
      textBody: email.text,
      htmlBody: email.html,
    })),
    { onConflict: sql`(dedupe_key) do nothing`, returning: sql`id` },
  );
  const inserted = new Set(rows.map((row) => row.id));
  return ids.map((id) => (inserted.has(id) ? id : undefined));
}

export interface OutboxRow {
  id: string;
  recipients: string;
  reply_to: string | null;
  headers: Record<string, string> | string | null;
  message_id: string | null;
  subject: string;
  text_body: string;
  html_body: string;
  attempts: number;
}

/**
 * Takes the oldest due email and leases it for `leaseSeconds` (another server sharing a PostgreSQL database skips
 * it meanwhile; after a crash the lease runs out and it is sent again: at least once, never lost).
 */
export async function claimDueEmail(db: Db, leaseSeconds: number): Promise<OutboxRow | undefined> {
  const result = await db.execute(sql`
    update mail_outbox
    set next_attempt_at = now() + make_interval(secs => ${leaseSeconds}), attempts = attempts + 1
    where id = (
      select id from mail_outbox
      where sent_at is null and next_attempt_at <= now()
      order by created_at, id
      limit 1
      for update skip locked
    )
    returning id, recipients, reply_to, headers, message_id, subject, text_body, html_body, attempts`);
  return rowsOf<OutboxRow>(result)[0];
}

export async function markSent(db: Db, id: string): Promise<void> {
  await db.execute(sql`update mail_outbox set sent_at = now(), last_error = null where id = ${id}`);
}

export async function markFailed(db: Db, id: string, error: string, retryInMs: number): Promise<void> {
  await db.execute(sql`
    update mail_outbox
    set last_error = ${error.slice(0, 1000)},
        next_attempt_at = now() + make_interval(secs => ${retryInMs / 1000})
    where id = ${id}`);
}

/** Milliseconds until the next pending email is due (0 if one is due now), or undefined when none waits. */
export async function msUntilNextDue(db: Db): Promise<number | undefined> {
  const result = await db.execute(sql`
    select greatest(0, ceil(extract(epoch from (min(next_attempt_at) - now())) * 1000))::bigint as ms
    from mail_outbox where sent_at is null`);
  const ms = rowsOf<{ ms: string | number | null }>(result)[0]?.ms;
  return ms === null || ms === undefined ? undefined : Number(ms);
}
