import { types } from "@electric-sql/pglite";

// The types Drizzle reads from their text and so asks PGlite to leave as text, on every query it sends.
const LEFT_AS_TEXT = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231,
  1115,
  1185,
  1187,
  1182,
];

/**
 * PGlite's options for a client only Drizzle uses: Drizzle's parsers as the client's own, so that the copy Drizzle
 * sends with every query can be left out (server/db/pglite-pipelined.ts).
 */
export const drizzleParsers = {
  parsers: Object.fromEntries(LEFT_AS_TEXT.map((type) => [type, (value: string) => value])),
};
