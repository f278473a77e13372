/**
 * A time as the API writes it: UTC, to the second, `2026-11-20T09:30:00Z` (what the account pages and the data
 * download have always shown; the fraction of a second is cut, never rounded).
 */
export function apiTime(at: Date): string {
  return at.toISOString().replace(/\.\d{3}Z$/, "Z");
}

export function apiTimeOrNull(at: Date | null): string | null {
  return at === null ? null : apiTime(at);
}
