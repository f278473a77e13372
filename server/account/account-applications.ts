import { sql, type SQL } from "drizzle-orm";
import {
  applicationStatusWords,
  withdrawableStatuses,
  type AccountApplication,
} from "../../contract/account-data.ts";
import type { ApplicationStage } from "../../contract/pipeline.ts";
import { jobTitles } from "../careers/job-ids.ts";
import { rowsOf, type Db, type Tx } from "../db/client.ts";
import { audit } from "../staff/staff-access.ts";

/** The newest applications an account lists; an address has rarely more, and the download has them all. */
const LIST_LIMIT = 100;

/** Audit-log actor of what an applicant does from their account: never their name or address (ids only). */
export const APPLICANT_ACTOR = "the applicant";

export interface ApplicationRow {
  id: string;
  position: string;
  handling_status: ApplicationStage;
  applied_at: string;
}

const SELECT = sql`select id, position, handling_status,
  to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as applied_at from job_applications`;

/** An application row as its applicant reads it: the stage in their words (one mapping for every page). */
export function toApplication(row: ApplicationRow): AccountApplication {
  const status = row.handling_status;
  const words = applicationStatusWords[status] ?? applicationStatusWords.received;
  return {
    id: String(row.id),
    position: row.position,
    positionTitle: jobTitles.get(row.position) ?? row.position,
    appliedAt: row.applied_at,
    status,
    statusLabel: words.label,
    statusDescription: words.description,
    canWithdraw: withdrawableStatuses.includes(status),
  };
}

/** The applications sent from a (verified) address, newest first. */
export async function applicationsOf(db: Db, email: string): Promise<AccountApplication[]> {
  const rows = rowsOf<ApplicationRow>(
    await db.execute(sql`${SELECT} where lower(email) = lower(${email})
      order by created_at desc, id desc limit ${LIST_LIMIT}`),
  );
  return rows.map(toApplication);
}

export type WithdrawOutcome =
  | { ok: true; application: AccountApplication }
  | { ok: false; reason: "not-found" | "already-withdrawn" | "application-closed" };

/**
 * Withdraws an open application sent from the address: one conditional update, so of parallel requests exactly
 * one withdraws it and the others see it withdrawn. Staff see the status in the console; the audit log records it.
 */
export async function withdrawApplication(
  db: Db,
  applicant: { userId: string; email: string },
  id: string,
): Promise<WithdrawOutcome> {
  return db.transaction((tx: Tx) =>
    withdrawInTransaction(tx, id, sql`lower(email) = lower(${applicant.email})`, applicant.userId),
  );
}

/**
 * The withdrawal both ways in share (the account page, and the private link of ADR 0048): `scope` says which
 * applications the caller may withdraw, `actorId` the account that did it (null from a private link: the audit log
 * names the applicant, never an address).
 */
export async function withdrawInTransaction(
  tx: Tx,
  id: string,
  scope: SQL,
  actorId: string | null,
): Promise<WithdrawOutcome> {
  // The row is locked before its status is read, so parallel requests take turns and only the first withdraws.
  const [row] = rowsOf<ApplicationRow & { previous: ApplicationStage }>(
    await tx.execute(sql`
      update job_applications t set handling_status = 'withdrawn', status_changed_by = ${actorId},
        status_changed_at = now()
      from (select id, handling_status as previous from job_applications
            where id = ${id}::uuid and ${scope} for update) old
      where t.id = old.id and old.previous in (${sql.join(
        withdrawableStatuses.map((stage) => sql`${stage}`),
        sql`, `,
      )})
      returning t.id, t.position, t.handling_status, old.previous,
        to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as applied_at`),
  );
  if (row) {
    await audit(tx, {
      actorId,
      actorLabel: APPLICANT_ACTOR,
      action: "stage",
      targetKind: "application",
      targetId: id,
      detail: `${row.previous} → withdrawn`,
    });
    return { ok: true, application: toApplication(row) } as const;
  }
  const [current] = rowsOf<{ handling_status: ApplicationStage }>(
    await tx.execute(sql`select handling_status from job_applications where id = ${id}::uuid and ${scope}`),
  );
  if (!current) return { ok: false, reason: "not-found" } as const;
  return {
    ok: false,
    reason: current.handling_status === "withdrawn" ? "already-withdrawn" : "application-closed",
  } as const;
}
