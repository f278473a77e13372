// Errors that mean "the database cannot be reached right now" (as opposed to a bad query): the API answers them
// with 503 so clients retry later, instead of a 500.
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENOTFOUND",
  "EPIPE",
]);
// PostgreSQL SQLSTATE classes 08 (connection exception) and 57P (operator intervention: shutdown, crash).
const SQLSTATE = /^(08|57P)/;
const MESSAGES =
  /connection terminated|timeout exceeded when trying to connect|connection timeout|server closed the connection|Client has encountered a connection error|Query read timeout|canceling statement due to statement timeout/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (
      typeof candidate.code === "string" &&
      (NETWORK_CODES.has(candidate.code) || SQLSTATE.test(candidate.code))
    ) {
      return true;
    }
    if (typeof candidate.message === "string" && MESSAGES.test(candidate.message)) return true;
    current = candidate.cause;
  }
  return false;
}
