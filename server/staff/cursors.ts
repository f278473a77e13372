// The opaque cursors of the staff console's keyset pages, encoded in one place: the inbox and audit routes write
// them, and the OpenAPI document's examples (server/staff/staff.openapi.ts) are made with the same encoders, so a
// documented example is always a cursor the server accepts.

/** Inbox page cursor: the last entry's received time to the microsecond (`t`) and its id (`i`), as base64url JSON. */
export function encodeInboxCursor(cursor: { t: string; i: string }): string {
  return Buffer.from(JSON.stringify(cursor)).toString("base64url");
}

/** Audit log cursor: `<time to the microsecond>|<id>`, base64url. */
export function encodeAuditCursor(at: string, id: string): string {
  return Buffer.from(`${at}|${id}`).toString("base64url");
}
