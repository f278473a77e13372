import { types, type PGlite } from "@electric-sql/pglite";

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

/** PGlite's options for a client only Drizzle uses: Drizzle's parsers as the client's own. */
export const drizzleParsers = {
  parsers: Object.fromEntries(LEFT_AS_TEXT.map((type) => [type, (value: string) => value])),
};

/**
 * Drizzle hands PGlite the same parsers with every query, and PGlite merges them into its own table of about 300
 * entries each time: a copy that cost more than a small query itself. The client is made with those parsers
 * (drizzleParsers), so the per-query copy can go; everything else Drizzle asks for is passed on.
 */
export function dropPerQueryParsers(client: PGlite): void {
  type Query = PGlite["query"];
  const withoutParsers =
    (query: Query): Query =>
    (text, params, options) => {
      if (!options?.parsers) return query(text, params, options);
      const { parsers: _sameAsTheClients, ...rest } = options;
      return query(text, params, rest);
    };
  client.query = withoutParsers(client.query.bind(client));
  const transaction = client.transaction.bind(client);
  client.transaction = (run) =>
    transaction((tx) => {
      tx.query = withoutParsers(tx.query.bind(tx));
      return run(tx);
    });
}
