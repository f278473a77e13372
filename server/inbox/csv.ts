// CSV for spreadsheets (RFC 4180): fields with a comma, quote or line break are quoted, quotes doubled, CRLF
// line ends. Visitor text that a spreadsheet would run as a formula (starting with = + - @, tab or CR) gets a
// leading apostrophe, so opening an export never executes anything a visitor typed.

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: unknown): string {
  let text =
    value === null || value === undefined ? "" : value instanceof Date ? value.toISOString() : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
