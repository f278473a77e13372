import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { mailOutbox } from "../outbox/outbox.schema.ts";

// The state of the email each entry queued (its staff notification, or a subscription's confirmation), as
// `npm run inbox` shows it: the first email queued for the entry.

const minute = (at: Date) => `${at.toISOString().slice(0, 16).replace("T", " ")} UTC`;

/**
 * "sent 2026-11-20 09:31 UTC", "pending", "pending (3 attempts: <last error>)", or "no email" (entries stored
 * before the outbox), by entry id. One statement for all the entries.
 */
export async function deliveries(db: Db, entryIds: readonly string[]): Promise<Map<string, string>> {
  const states = new Map(entryIds.map((id) => [id, "no email"]));
  if (entryIds.length === 0) return states;
  const emails = await db
    .selectDistinctOn([mailOutbox.refId], {
      refId: mailOutbox.refId,
      sentAt: mailOutbox.sentAt,
      attempts: mailOutbox.attempts,
      lastError: mailOutbox.lastError,
    })
    .from(mailOutbox)
    // One array parameter, however many entries an export holds.
    .where(sql`${mailOutbox.refId} = any(${`{${entryIds.join(",")}}`}::uuid[])`)
    .orderBy(mailOutbox.refId, asc(mailOutbox.createdAt));
  for (const email of emails) {
    states.set(
      email.refId,
      email.sentAt
        ? `sent ${minute(email.sentAt)}`
        : email.attempts === 0
          ? "pending"
          : `pending (${email.attempts} attempts${email.lastError === null ? "" : `: ${email.lastError}`})`,
    );
  }
  return states;
}

/** Every email queued for one entry, oldest first (`npm run inbox -- show`). */
export async function emailsOf(db: Db, entryId: string) {
  return db
    .select({
      recipients: mailOutbox.recipients,
      subject: mailOutbox.subject,
      attempts: mailOutbox.attempts,
      nextAttemptAt: mailOutbox.nextAttemptAt,
      lastError: mailOutbox.lastError,
      sentAt: mailOutbox.sentAt,
      createdAt: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.refId, entryId))
    .orderBy(asc(mailOutbox.createdAt));
}
