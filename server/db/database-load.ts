import type { PGlite } from "@electric-sql/pglite";

/** How busy the database connection(s) are now: PostgreSQL's pool, or PGlite's single connection and its queue. */
export interface DatabaseLoad {
  /** Connections there can be: the pool's size, 1 for PGlite. */
  connections: number;
  /** Connections running a query or a transaction. */
  busy: number;
  /** Queries and transactions waiting for a connection. */
  waiting: number;
}

/**
 * PGlite runs one query or transaction at a time and queues the rest, without saying how many wait. Counting the
 * calls that have not finished gives it: one runs, the others wait. Wrapped only when metrics are served
 * (server/db/client.ts).
 */
export function countQueries(client: PGlite): { load(): DatabaseLoad } {
  let inFlight = 0;
  const counted =
    <A extends unknown[], R>(run: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      inFlight++;
      try {
        return await run(...args);
      } finally {
        inFlight--;
      }
    };
  client.query = counted(client.query.bind(client)) as PGlite["query"];
  client.exec = counted(client.exec.bind(client)) as PGlite["exec"];
  client.transaction = counted(client.transaction.bind(client)) as PGlite["transaction"];
  return {
    load: () => ({ connections: 1, busy: Math.min(inFlight, 1), waiting: Math.max(inFlight - 1, 0) }),
  };
}
