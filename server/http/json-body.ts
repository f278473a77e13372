import type { FastifyInstance } from "fastify";
import { apiMessages } from "../../contract/api.ts";
import { HttpError } from "./http-error.ts";

// No form or account body nests deeper than a few levels. Deeper JSON is refused before it is parsed: code that
// walks a value recursively (JSON.stringify for idempotency hashes, validation) would otherwise overflow the
// stack on `[[[[...]]]]` and answer 500.
export const MAX_JSON_DEPTH = 32;

/** The deepest nesting of arrays and objects in a JSON text, ignoring brackets inside strings. */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c)
        i++; // backslash: skip the escaped character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) deepest = Math.max(deepest, ++depth);
    else if (char === 0x5d || char === 0x7d) depth--;
  }
  return deepest;
}

/**
 * Every string in a parsed body (keys too) is well-formed UTF-16. JSON's `\ud800` escape yields a lone
 * surrogate, which the database would store as U+FFFD: two different inputs would then become one value.
 */
export function isWellFormedValue(value: unknown): boolean {
  if (typeof value === "string") return value.isWellFormed();
  if (Array.isArray(value)) return value.every(isWellFormedValue);
  if (value !== null && typeof value === "object") {
    return Object.entries(value).every(([key, item]) => key.isWellFormed() && isWellFormedValue(item));
  }
  return true;
}

/** The same value with every lone surrogate (in keys too) replaced by U+FFFD; the same object when there is none. */
export function wellFormedValue(value: unknown): unknown {
  if (isWellFormedValue(value)) return value;
  if (typeof value === "string") return value.toWellFormed();
  if (Array.isArray(value)) return value.map(wellFormedValue);
  if (value !== null && typeof value === "object") {
    // Object.fromEntries defines own properties: a key named __proto__ (already refused by the parser) stays a key.
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key.toWellFormed(), wellFormedValue(item)]),
    );
  }
  return value;
}

// One rule for text that is not well-formed Unicode (a lone surrogate, which JSON's `\ud800` escape can carry and
// no keyboard types), applied here, before any route reads the body:
// - the accounts API refuses it (400): there, two inputs becoming one stored value would open the wrong account;
// - everywhere else (the public forms, the staff console) each lone surrogate becomes U+FFFD before validation, so
//   what is checked, hashed for the Idempotency-Key, stored (text and JSON columns alike) and emailed is one and
//   the same text. A person's message is never refused for half an emoji a client cut in two.
// Control characters (NUL among them, which no PostgreSQL text holds) are the contract's cleaning's to remove
// (contract/form-text.ts), field by field: a NUL in an address makes it invalid, in a message it goes.
const STRICT_UNICODE = /^\/api\/(auth|account)(\/|\?|$)/;

/**
 * Fastify's own JSON parser (prototype-poisoning checks and all), behind a nesting-depth check, with the rule above
 * for ill-formed Unicode.
 */
export function registerJsonBodyParser(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    if (jsonDepth(body as string) > MAX_JSON_DEPTH) {
      done(
        new HttpError(400, apiMessages.invalidInput, { details: ["The request body is nested too deeply."] }),
      );
      return;
    }
    parse(request, body as string, (error: Error | null, value?: unknown) => {
      if (error) return done(error);
      if (!STRICT_UNICODE.test(request.url)) return done(null, wellFormedValue(value));
      if (!isWellFormedValue(value)) {
        return done(
          new HttpError(400, apiMessages.invalidInput, {
            details: ["The request body contains text that is not valid Unicode (a lone surrogate)."],
          }),
        );
      }
      done(null, value);
    });
  });
}
