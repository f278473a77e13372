import { desc, sql } from "drizzle-orm";
import type { AuditPage } from "../../contract/staff.ts";
import type { Db } from "../db/client.ts";
import { auditLog } from "./staff.schema.ts";

// The audit log as admins read it in the console: newest first, in keyset pages.

export class InvalidAuditCursorError extends Error {}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The cursor: `<time to the microsecond>|<id>` of the last line shown, base64url. */
export function encodeAuditCursor(at: string, id: string): string {
  return Buffer.from(`${at}|${id}`).toString("base64url");
}

function decodeAuditCursor(cursor: string): { at: string; id: string } {
  const [at, id] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  if (
    !at ||
    !id ||
    !UUID.test(id) ||
    !/^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/.test(at) ||
    Number.isNaN(Date.parse(at))
  ) {
    throw new InvalidAuditCursorError();
  }
  return { at, id };
}

/** One page of `limit` (1 to 100) lines after `cursor`; InvalidAuditCursorError for a cursor it did not write. */
export async function auditPage(db: Db, cursor: string | undefined, limit: number): Promise<AuditPage> {
  const take = Math.min(Math.max(limit, 1), 100);
  const after = cursor ? decodeAuditCursor(cursor) : undefined;
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      // The cursor's time, to the microsecond (a Date keeps milliseconds).
      atUs: sql<string>`to_char(${auditLog.at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      actor: auditLog.actorLabel,
      action: auditLog.action,
      targetKind: auditLog.targetKind,
      targetId: auditLog.targetId,
      detail: auditLog.detail,
    })
    .from(auditLog)
    .where(
      after
        ? sql`(${auditLog.at} < ${after.at}::timestamptz
            or (${auditLog.at} = ${after.at}::timestamptz and ${auditLog.id} < ${after.id}::uuid))`
        : undefined,
    )
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(take + 1);
  const page = rows.slice(0, take);
  const last = page.at(-1);
  return {
    entries: page.map(({ atUs: _atUs, ...entry }) => ({ ...entry, at: entry.at.toISOString() })),
    nextCursor: rows.length > take && last ? encodeAuditCursor(last.atUs, last.id) : null,
  };
}
