// The inbox's keyset cursor, encoded and read in one place: the list writes it, the console's route reads it back,
// and the OpenAPI example is made with the same encoder, so a documented example is a cursor the server accepts.

/** The last entry shown: its received time to the microsecond (`t`) and its id (`i`). */
export interface InboxCursor {
  t: string;
  i: string;
}

export class InvalidCursorError extends Error {}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** base64url JSON. */
export function encodeInboxCursor(cursor: InboxCursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString("base64url");
}

/** The cursor `encodeInboxCursor` wrote; InvalidCursorError for anything else. */
export function decodeInboxCursor(raw: string): InboxCursor {
  try {
    const value = JSON.parse(Buffer.from(raw, "base64url").toString("utf8")) as Partial<InboxCursor>;
    if (
      typeof value.t === "string" &&
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/.test(value.t) &&
      !Number.isNaN(Date.parse(value.t)) &&
      typeof value.i === "string" &&
      UUID.test(value.i)
    ) {
      return { t: value.t, i: value.i };
    }
  } catch {
    // fall through
  }
  throw new InvalidCursorError();
}
