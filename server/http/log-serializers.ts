import type { FastifyRequest } from "fastify";
import { stdSerializers } from "pino";
import { isDatabaseUnavailable } from "../db/unavailable.ts";

// What the server writes to its log must not carry secrets or personal data that passed through it:
// - URLs: one-time sign-in codes, OAuth `code`/`state` and link tokens travel in query strings;
// - database errors: Drizzle's error message and `params` carry the query's bound values (emails, password
//   hashes, names, message text), PostgreSQL's `detail` repeats the offending value ("Key (email)=(...)").
// These serializers are installed on the Fastify logger (server/app.ts), so they apply to every log line with a
// `url`, `req` or `err` field, from any route, plugin or background job.

/** Paths whose whole query string is dropped: the sign-in page, the password reset link, the accounts API and its
 * OAuth callbacks, and the staff console's API (its searches may name a visitor). */
const SENSITIVE_PATH = /^\/(login|reset-password|api\/auth|api\/staff)(\/|$)/i;
/** Query parameters whose value is replaced wherever they appear (postcode or statement are caught too: harmless). */
const SENSITIVE_PARAMETER = /code|state|token|password|secret/i;
const REDACTED = "[redacted]";

/** The URL as it may be logged: no query string on sensitive paths, no code/state/token values anywhere. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf("?");
  if (queryStart === -1) return url;
  const path = url.slice(0, queryStart);
  if (SENSITIVE_PATH.test(safeDecode(path))) return `${path}?${REDACTED}`;
  const query = url
    .slice(queryStart + 1)
    .split("&")
    .map((pair) => {
      const equals = pair.indexOf("=");
      const name = equals === -1 ? pair : pair.slice(0, equals);
      return SENSITIVE_PARAMETER.test(safeDecode(name)) ? `${name}=${REDACTED}` : pair;
    })
    .join("&");
  return `${path}?${query}`;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, " "));
  } catch {
    return text;
  }
}

/** Fastify's `req` serializer, with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

interface ErrorLayer {
  name?: unknown;
  message?: unknown;
  code?: unknown;
  cause?: unknown;
  query?: unknown;
  params?: unknown;
  severity?: unknown;
  table?: unknown;
  constraint?: unknown;
  column?: unknown;
  schema?: unknown;
  stack?: unknown;
}

/** What a database error is logged as: enough to find the cause, none of the values involved. */
export interface DatabaseErrorSummary {
  type: "DatabaseError";
  /** SQLSTATE (PostgreSQL and PGlite) or the network error code (ECONNREFUSED...). */
  code?: string;
  table?: string;
  constraint?: string;
  column?: string;
  schema?: string;
  /** The statement's kind and first table, e.g. `insert into "users"`; never its values. */
  statement?: string;
  /** The driver's message, quoted values replaced by "…", at most 200 characters. */
  message: string;
  /** The call stack of the outermost error (frames only: its first line would repeat the message). */
  stack?: string;
}

const MAX_CAUSE_DEPTH = 6;
const SQLSTATE = /^[0-9A-Z]{5}$/;

function layersOf(error: unknown): ErrorLayer[] {
  const layers: ErrorLayer[] = [];
  for (let current = error; current && typeof current === "object"; current = (current as ErrorLayer).cause) {
    layers.push(current as ErrorLayer);
    if (layers.length >= MAX_CAUSE_DEPTH) break;
  }
  return layers;
}

/** Drizzle's wrapper (DrizzleQueryError: `query`, `params`, `cause`). */
function isDrizzleQueryError(layer: ErrorLayer): boolean {
  return typeof layer.query === "string" && Array.isArray(layer.params) && !isServerError(layer);
}

/**
 * The error PostgreSQL sent: node-postgres and PGlite both use pg-protocol's DatabaseError (code, severity, detail,
 * table, constraint...); PGlite adds the `query` and `params` itself.
 */
function isServerError(layer: ErrorLayer): boolean {
  return typeof layer.code === "string" && SQLSTATE.test(layer.code) && typeof layer.severity === "string";
}

export function isDatabaseError(error: unknown): boolean {
  return (
    layersOf(error).some((layer) => isDrizzleQueryError(layer) || isServerError(layer)) ||
    isDatabaseUnavailable(error)
  );
}

/** The summary of a database error, or undefined when `error` is not one. */
export function summarizeDatabaseError(error: unknown): DatabaseErrorSummary | undefined {
  if (!isDatabaseError(error)) return undefined;
  const layers = layersOf(error);
  const server = layers.find(isServerError);
  const drizzle = layers.find(isDrizzleQueryError);
  // The most specific explanation: PostgreSQL's own error, else the innermost cause under Drizzle's wrapper
  // (a network error: "connect ECONNREFUSED", "Connection terminated unexpectedly").
  const explaining = server ?? layers.findLast((layer) => !isDrizzleQueryError(layer)) ?? layers[0];
  const codeLayer = server ?? layers.find((layer) => typeof layer.code === "string");
  const summary: DatabaseErrorSummary = {
    type: "DatabaseError",
    message:
      explaining && !isDrizzleQueryError(explaining) && typeof explaining.message === "string"
        ? shortMessage(explaining.message)
        : "query failed",
  };
  if (typeof codeLayer?.code === "string") summary.code = codeLayer.code;
  for (const field of ["table", "constraint", "column", "schema"] as const) {
    const value = server?.[field];
    if (typeof value === "string" && value) summary[field] = value;
  }
  const query = drizzle?.query ?? server?.query;
  if (typeof query === "string") {
    const statement = statementOf(query);
    if (statement) summary.statement = statement;
  }
  const stack = framesOf(layers[0]?.stack);
  if (stack) summary.stack = stack;
  return summary;
}

// A double-quoted word right after one of these is an identifier PostgreSQL names (relation "users",
// constraint "users_email_unique", encoding "UTF8"); any other quoted text may be a value ("type uuid: "abc"").
const IDENTIFIER_BEFORE =
  /\b(relation|constraint|column|table|index|encoding|type|schema|function|sequence|database|role|extension|operator|trigger|view|cursor|savepoint|statement|parameter)\s*$/i;

function shortMessage(message: string): string {
  const firstLine = message.split("\n")[0] ?? "";
  const redacted = firstLine
    .replace(/"((?:[^"]|"")*)"/g, (quoted: string, inner: string, offset: number, whole: string) =>
      IDENTIFIER_BEFORE.test(whole.slice(Math.max(0, offset - 20), offset)) && /^[\w$.]{1,63}$/.test(inner)
        ? quoted
        : '"…"',
    )
    .replace(/'(?:[^']|'')*'/g, "'…'");
  return redacted.length > 200 ? `${redacted.slice(0, 199)}…` : redacted;
}

function statementOf(query: string): string | undefined {
  const text = query.trim();
  const write = /^(insert\s+into|update|delete\s+from)\s+("[^"]{1,63}"|[\w.]{1,63})/i.exec(text);
  if (write) return `${write[1]!.toLowerCase().replace(/\s+/, " ")} ${write[2]}`;
  const kind = /^(select|with|insert|update|delete|create|alter|drop|begin|commit|rollback|set|lock)\b/i.exec(
    text,
  );
  if (!kind) return undefined;
  const from = /\bfrom\s+("[^"]{1,63}"|[a-z_][\w.]{0,62})/i.exec(text);
  return from ? `${kind[1]!.toLowerCase()} … from ${from[1]}` : kind[1]!.toLowerCase();
}

function framesOf(stack: unknown): string | undefined {
  if (typeof stack !== "string") return undefined;
  const frames = stack.split("\n").filter((line) => /^\s+at /.test(line));
  return frames.length ? frames.join("\n") : undefined;
}

const EMAIL_ADDRESS = /[^\s<>()[\]{}"',;:@]+@([a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,})/gi;

/** Email addresses in a text with their local part hidden (`…@example.org`): the domain still helps diagnosis. */
export function maskEmailAddresses(text: string): string {
  return text.replace(EMAIL_ADDRESS, "…@$1");
}

/**
 * The `err` serializer: database errors as a summary, anything else as pino's standard error shape with email
 * addresses masked in its message and stack (a mail server's refusal names the recipient).
 */
export function serializeError(error: unknown): { type: string; message: string; stack: string } {
  const summary = summarizeDatabaseError(error);
  if (summary) return { ...summary, stack: summary.stack ?? "" };
  if (error instanceof Error) {
    const serialized = stdSerializers.err(error);
    return {
      ...serialized,
      message: maskEmailAddresses(serialized.message),
      stack: maskEmailAddresses(serialized.stack),
    };
  }
  return { type: typeof error, message: maskEmailAddresses(String(error)), stack: "" };
}

export const logSerializers = {
  err: serializeError,
  req: serializeRequest,
  url: (url: unknown) => (typeof url === "string" ? redactUrl(url) : url),
};
