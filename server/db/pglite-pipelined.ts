import { parse, protocol, type PGlite, type QueryOptions, type Results } from "@electric-sql/pglite";
import pgUtils from "pg/lib/utils.js";

type Query = PGlite["query"];

/** Prepared statements kept at once; the least recently used one is closed past this. */
const MAX_PREPARED = 256;

/**
 * Runs each parameterised query of `client` as a prepared statement, in one call to the database. PGlite's own
 * `query` parses and plans the statement every time, in six calls into its WebAssembly (it first asks for the
 * parameters' types to pick a serializer). A form submission's transaction (five inserts) took 4.2 ms that way on
 * this project's bench machine, and 2.9 ms with its statements prepared once and then bound and executed
 * (bench/RUNS.md, 2026-11-27); batches of 10 went from 8.5 to 4.9 ms.
 *
 * What node-postgres does with a named query and postgres.js by default: the first time a statement's text is seen
 * it is parsed under a name, later times only Bind, Describe, Execute and Sync are sent. Parameters are turned into
 * text as node-postgres does (its prepareValue), and the database infers their types from the statement, which is
 * how the same queries run on PostgreSQL. Drizzle's per-query parsers are left out: the client has the same ones
 * (server/db/pglite-parsers.ts), and merging them into PGlite's table of about 300 entries cost more than a query.
 */
export function pipelineQueries(client: PGlite): { lastStatementAt(): number } {
  assertPgliteInternals(client);
  // Statement text → its name, in order of last use.
  const prepared = new Map<string, string>();
  let toClose: string[] = [];
  let nextName = 0;
  // When the last statement started (performance.now()): the checkpoints wait for a quiet moment
  // (server/db/pglite-checkpoints.ts).
  let lastStatementAt = 0;

  const run = (text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<never>> =>
    client._runExclusiveQuery(async () => {
      lastStatementAt = performance.now();
      const values = params.map((value) => pgUtils.prepareValue(value));
      let name = prepared.get(text);
      const fresh = name === undefined;
      const parts: Uint8Array[] = toClose.map((old) => protocol.serialize.close({ type: "S", name: old }));
      toClose = [];
      if (name) {
        prepared.delete(text);
      } else {
        if (prepared.size >= MAX_PREPARED) {
          const [oldestText, oldestName] = prepared.entries().next().value!;
          prepared.delete(oldestText);
          parts.push(protocol.serialize.close({ type: "S", name: oldestName }));
        }
        name = `verdant_${nextName++}`;
        parts.push(protocol.serialize.parse({ text, name }));
      }
      parts.push(
        bindMessage(name, values),
        protocol.serialize.describe({ type: "P" }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      );
      let messages;
      try {
        messages = await client.execProtocolStream(concat(parts), { syncToFs: false });
      } catch (error) {
        // A statement whose Parse failed does not exist, and one whose tables have changed since fails each time
        // ("cached plan must not change result type", 0A000): both are parsed again next time. Any other error
        // (a unique violation...) leaves the statement as good as it was.
        if (fresh || (error as { code?: unknown }).code === "0A000") toClose.push(name);
        else prepared.set(text, name);
        // As PGlite's own query does: the error names its statement (server/http/log-serializers.ts).
        if (error instanceof Error && "code" in error) Object.assign(error, { query: text, params });
        throw error;
      }
      prepared.set(text, name);
      if (!client.isInTransaction()) await client.syncToFs();
      return parse.parseResults(messages, client.parsers, withoutParsers(options))[0] as Results<never>;
    });

  client.query = ((text, params, options) =>
    client._runExclusiveTransaction(() => run(text, params, options))) as Query;
  const transaction = client.transaction.bind(client);
  client.transaction = (callback) =>
    transaction((tx) => {
      tx.query = run as Query;
      return callback(tx);
    });
  return { lastStatementAt: () => lastStatementAt };
}

/** The PGlite release this file's use of PGlite's internals was last checked against (ADR 0032). */
export const PGLITE_VERIFIED_VERSION = "0.5.16";

/**
 * PGlite's `query` and `transaction` hold two mutexes that only underscore methods reach: `_runExclusiveQuery` (one
 * statement at a time) and `_runExclusiveTransaction` (no statement from outside a transaction while one runs). The
 * replacement above must take the same ones, or concurrent requests would interleave inside a transaction. They are
 * not public API, so an upgrade may rename them: the server then refuses to start, saying so, rather than run
 * without them. server/db/pglite-internals.test.ts names the release they were checked with.
 */
export function assertPgliteInternals(client: object): void {
  const missing = ["_runExclusiveQuery", "_runExclusiveTransaction"].filter(
    (name) => typeof (client as Record<string, unknown>)[name] !== "function",
  );
  if (missing.length === 0) return;
  throw new Error(
    `The installed @electric-sql/pglite has no ${missing.join(" or ")}, which server/db/pglite-pipelined.ts relies ` +
      `on (checked with ${PGLITE_VERIFIED_VERSION}; ADR 0032). Install @electric-sql/pglite ${PGLITE_VERIFIED_VERSION}, ` +
      "or adapt server/db/pglite-pipelined.ts to the new release and update PGLITE_VERIFIED_VERSION.",
  );
}

function withoutParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  if (!options?.parsers) return options;
  const { parsers: _sameAsTheClients, ...rest } = options;
  return rest;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const whole = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    whole.set(part, offset);
    offset += part.length;
  }
  return whole;
}

/**
 * The Bind message for a statement and its parameters in text form (Buffers in binary form), byte for byte what
 * PGlite's serializer writes. Its serializer counts each string's UTF-8 length in a loop over its characters, twice:
 * for a batch's JSON parameter (about 5 kB per form post, server/db/bulk-insert.ts) that cost 1.4 ms per 130 kB,
 * against 0.07 ms with Buffer's own length and write.
 */
export function bindMessage(statement: string, values: readonly unknown[]): Uint8Array {
  const lengths = values.map((value) =>
    typeof value === "string"
      ? Buffer.byteLength(value)
      : isText(value)
        ? -1
        : (value as Uint8Array).byteLength,
  );
  // Length, portal "" and statement (C strings), parameter formats, parameters, result formats (none: all text).
  let size = 4 + 1 + Buffer.byteLength(statement) + 1 + 2 + 2 * values.length + 2 + 2;
  for (const length of lengths) size += 4 + Math.max(length, 0);
  const message = Buffer.allocUnsafe(1 + size);
  message[0] = 0x42; // "B"
  let offset = message.writeInt32BE(size, 1);
  message[offset++] = 0;
  offset += message.write(statement, offset);
  message[offset++] = 0;
  offset = message.writeUInt16BE(values.length, offset);
  for (const value of values) offset = message.writeInt16BE(isText(value) ? 0 : 1, offset);
  offset = message.writeUInt16BE(values.length, offset);
  values.forEach((value, index) => {
    offset = message.writeInt32BE(lengths[index]!, offset);
    if (typeof value === "string") offset += message.write(value, offset);
    else if (!isText(value)) {
      message.set(value as Uint8Array, offset);
      offset += lengths[index]!;
    }
  });
  message.writeInt16BE(0, offset);
  return message;
}

const isText = (value: unknown) => value === null || value === undefined || typeof value === "string";
