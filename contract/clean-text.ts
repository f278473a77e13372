// How the contract cleans text before checking it, for the public forms (form-text.ts) and the staff console's own
// texts alike. No zod here, so a page's bundle that needs only these stays small.

// C0 and C1 control characters. Single-line fields lose all of them (no header or log-line tricks); multi-line
// fields keep tab and newline. NUL is among them, which no PostgreSQL text or jsonb value can hold.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARS = /[\u0000-\u001F\u007F-\u009F]+/g;
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_CHARS_EXCEPT_TAB_NEWLINE = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;

export function cleanSingleLine(value: string): string {
  return value.replace(CONTROL_CHARS, " ").replace(/\s+/g, " ").trim();
}

export function cleanMultiLine(value: string): string {
  return value.replace(/\r\n?/g, "\n").replace(CONTROL_CHARS_EXCEPT_TAB_NEWLINE, "").trim();
}
