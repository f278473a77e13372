import { sql } from "drizzle-orm";
import {
  applicationFollowMessages,
  type FollowedApplication,
  type FollowedEmail,
} from "../../contract/application-follow.ts";
import {
  toApplication,
  withdrawInTransaction,
  type ApplicationRow,
} from "../account/account-applications.ts";
import { entryReference, entryThread } from "../conversations/thread.ts";
import { rowsOf, type Db } from "../db/client.ts";
import { applicationOfLink } from "./application-links.ts";

// What the private link of ADR 0048 shows and changes: one application, its stage in the applicant's words (the
// account page's mapping, account-applications.ts), its emails, and withdrawing it.

/** The application a live link opens, as its applicant reads it; undefined for any link that opens nothing. */
export async function followedApplication(db: Db, token: string): Promise<FollowedApplication | undefined> {
  const id = await applicationOfLink(db, token);
  return id === undefined ? undefined : viewOf(db, id);
}

async function viewOf(db: Db, id: string): Promise<FollowedApplication | undefined> {
  const [row] = rowsOf<ApplicationRow & { withdrawn_at: string | null }>(
    await db.execute(sql`select id, position, handling_status,
      to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as applied_at,
      case when handling_status = 'withdrawn'
        then to_char(status_changed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') end as withdrawn_at
      from job_applications where id = ${id}::uuid`),
  );
  if (!row) return undefined;
  const emails = (await entryThread(db, id))
    // A withheld acknowledgement never reached the applicant.
    .filter((message) => message.delivery?.state !== "withheld")
    .map((message): FollowedEmail => ({
      id: message.id,
      from: message.direction === "inbound" ? "you" : "us",
      subject: message.subject,
      body: message.body,
      at: message.at,
    }));
  return {
    application: {
      ...toApplication(row),
      reference: await entryReference(db, id),
      withdrawnAt: row.withdrawn_at,
    },
    emails,
  };
}

export type LinkWithdrawal =
  | { ok: true; view: FollowedApplication; message: string }
  | { ok: false; reason: "not-found" | "application-closed" };

/**
 * Withdraws the application a live link opens. Idempotent: a link whose application is withdrawn already answers
 * as the first time did (with its own message), so a repeated or parallel press is not an error. The row lock of
 * withdrawInTransaction makes parallel presses take turns: one withdraws, one audit line.
 */
export async function withdrawByLink(db: Db, token: string): Promise<LinkWithdrawal> {
  const outcome = await db.transaction(async (tx) => {
    const id = await applicationOfLink(tx, token);
    if (id === undefined) return { id, result: { ok: false, reason: "not-found" } as const };
    return { id, result: await withdrawInTransaction(tx, id, sql`true`, null) };
  });
  const { id, result } = outcome;
  if (id === undefined || (!result.ok && result.reason === "not-found"))
    return { ok: false, reason: "not-found" };
  if (!result.ok && result.reason === "application-closed")
    return { ok: false, reason: "application-closed" };
  const view = await viewOf(db, id);
  if (!view) return { ok: false, reason: "not-found" };
  return {
    ok: true,
    view,
    message: result.ok ? applicationFollowMessages.withdrawn : applicationFollowMessages.alreadyWithdrawn,
  };
}
