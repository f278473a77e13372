import { randomUUID } from "node:crypto";
import { and, count, eq, isNull, lte, sql } from "drizzle-orm";
import { bulkInsert } from "../db/bulk-insert.ts";
import type { Db, Tx } from "../db/client.ts";
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
    | "two-step-on"
    | "two-step-off"
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
  const rows = await bulkInsert(
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
    { onConflict: sql`(dedupe_key) do nothing`, returning: { id: mailOutbox.id } },
  );
  const inserted = new Set(rows.map((row) => row.id));
  return ids.map((id) => (inserted.has(id) ? id : undefined));
}

/** What the worker needs to send one email. */
export type OutboxRow = Pick<
  typeof mailOutbox.$inferSelect,
  "id" | "recipients" | "replyTo" | "headers" | "messageId" | "subject" | "textBody" | "htmlBody" | "attempts"
>;

/**
 * Takes the oldest due email and leases it for `leaseSeconds` (another server sharing a PostgreSQL database skips
 * it meanwhile; after a crash the lease runs out and it is sent again: at least once, never lost).
 */
export async function claimDueEmail(db: Db, leaseSeconds: number): Promise<OutboxRow | undefined> {
  const oldestDue = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(isNull(mailOutbox.sentAt), lte(mailOutbox.nextAttemptAt, sql`now()`)))
    .orderBy(mailOutbox.createdAt, mailOutbox.id)
    .limit(1)
    .for("update", { skipLocked: true });
  const [row] = await db
    .update(mailOutbox)
    .set({
      nextAttemptAt: sql`now() + make_interval(secs => ${leaseSeconds})`,
      attempts: sql`${mailOutbox.attempts} + 1`,
    })
    .where(eq(mailOutbox.id, oldestDue))
    .returning({
      id: mailOutbox.id,
      recipients: mailOutbox.recipients,
      replyTo: mailOutbox.replyTo,
      headers: mailOutbox.headers,
      messageId: mailOutbox.messageId,
      subject: mailOutbox.subject,
      textBody: mailOutbox.textBody,
      htmlBody: mailOutbox.htmlBody,
      attempts: mailOutbox.attempts,
    });
  return row;
}

export async function markSent(db: Db, id: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ sentAt: sql`now()`, lastError: null })
    .where(eq(mailOutbox.id, id));
}

export async function markFailed(db: Db, id: string, error: string, retryInMs: number): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      lastError: error.slice(0, 1000),
      nextAttemptAt: sql`now() + make_interval(secs => ${retryInMs / 1000})`,
    })
    .where(eq(mailOutbox.id, id));
}

/** Milliseconds until the next pending email is due (0 if one is due now), or undefined when none waits. */
export async function msUntilNextDue(db: Db): Promise<number | undefined> {
  const [row] = await db
    .select({
      // Null when nothing waits. The floor at 0 is taken here, not by SQL's greatest(), which skips a null and
      // answered 0 for an empty outbox: the worker then polled the database every 10 ms.
      ms: sql<
        number | null
      >`ceil(extract(epoch from (min(${mailOutbox.nextAttemptAt}) - now())) * 1000)::float8`,
    })
    .from(mailOutbox)
    .where(isNull(mailOutbox.sentAt));
  return row?.ms === null || row?.ms === undefined ? undefined : Math.max(0, Number(row.ms));
}

/**
 * The metrics scrape's count stops here. Counting every unsent email read the whole outbox once a minute (38–104 ms
 * at 120,000 in an in-memory PGlite), holding PGlite's one connection meanwhile. A larger backlog reads as this.
 */
export const OUTBOX_PENDING_COUNTED_UP_TO = 10_000;

/**
 * How many emails wait to be sent (counted up to a cap), and for how many seconds the oldest has waited (0 when
 * none): the metrics'. The oldest is read through a partial index of the unsent rows.
 */
export async function outboxBacklog(
  db: Db,
  countedUpTo = OUTBOX_PENDING_COUNTED_UP_TO,
): Promise<{ pending: number; oldestSeconds: number }> {
  const unsent = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(isNull(mailOutbox.sentAt))
    .limit(countedUpTo)
    .as("unsent");
  const [counted] = await db.select({ pending: count() }).from(unsent);
  const [oldest] = await oldestUnsentStatement(db);
  return { pending: counted?.pending ?? 0, oldestSeconds: oldest?.seconds ?? 0 };
}

/** Exported for the test that asks the planner to read the index, not the table. */
export function oldestUnsentStatement(db: Db) {
  return db
    .select({
      seconds: sql`coalesce(extract(epoch from now() - min(${mailOutbox.createdAt})), 0)::float8`.mapWith(
        Number,
      ),
    })
    .from(mailOutbox)
    .where(isNull(mailOutbox.sentAt));
}
