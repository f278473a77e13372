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

/** Text PostgreSQL can store: no lone surrogate (U+FFFD instead) and no NUL (which no text or jsonb column holds). */
const storableText = (text: string) => text.toWellFormed().replaceAll("\u0000", "");
const isStorableText = (text: string) => text.isWellFormed() && !text.includes("\u0000");

/**
 * The same value with every string (keys too) made storable: each lone surrogate replaced by U+FFFD, each NUL
 * removed. The same object when nothing needs it.
 */
export function storableValue(value: unknown): unknown {
  if (typeof value === "string") return isStorableText(value) ? value : storableText(value);
  if (Array.isArray(value)) {
    const items = value.map(storableValue);
    return items.every((item, index) => item === value[index]) ? value : items;
  }
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value);
    if (entries.every(([key, item]) => isStorableText(key) && storableValue(item) === item)) return value;
    // Object.fromEntries defines own properties: a key named __proto__ (already refused by the parser) stays a key.
    return Object.fromEntries(entries.map(([key, item]) => [storableText(key), storableValue(item)]));
  }
  return value;
}

// One rule for text the database cannot store as it came, applied here, before any route reads the body: a lone
// surrogate (ill-formed UTF-16, which JSON's `\ud800` escape can carry and no keyboard types) and NUL (`\u0000`).
// - The accounts API refuses a lone surrogate (400): there, two inputs becoming one stored value would open the
//   wrong account.
// - Everywhere else (the public forms, the staff console) each lone surrogate becomes U+FFFD and each NUL is
//   removed (as the forms' cleaning and their plain HTML posts already do) before validation, so what is checked,
//   hashed for the Idempotency-Key, stored (text and JSON columns alike) and emailed is one and the same text. A
//   person's message is never refused for half an emoji a client cut in two.
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
      if (!STRICT_UNICODE.test(request.url)) return done(null, storableValue(value));
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
