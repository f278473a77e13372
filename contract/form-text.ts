import { authMessages } from "./auth-texts.ts";
import { emailProblem } from "./auth-input.ts";
import { cleanMultiLine, cleanSingleLine } from "./clean-text.ts";
import { z } from "./zod.ts";

// Building blocks shared by every public form's schema (contact, application, subscriptions): the same
// message per problem in the browser's inline errors and in the server's 400 details. A field's message has no full
// stop (the punctuation rule, contract/form-problems.ts); a message about the whole request is a sentence.

// Control characters go before the limits are checked (clean-text.ts).
export { cleanMultiLine, cleanSingleLine };

const formatLimit = (max: number) => max.toLocaleString("en-US");

/** A required single-line text: `missing` when absent or blank, `{label} must be at most N characters`. */
export function requiredLine(label: string, missing: string, max: number) {
  return z.pipe(
    z.pipe(z.string({ error: missing }), z.transform(cleanSingleLine)),
    z
      .string()
      .check(
        z.minLength(1, missing),
        z.maxLength(max, `${label} must be at most ${formatLimit(max)} characters`),
      ),
  );
}

/** An optional single-line text; absent, null and blank all become "". */
export function optionalLine(label: string, max: number) {
  return z.pipe(
    z.pipe(
      z.nullish(z.string({ error: `${label} must be text` })),
      z.transform((value: string | null | undefined) => cleanSingleLine(value ?? "")),
    ),
    z.string().check(z.maxLength(max, `${label} must be at most ${formatLimit(max)} characters`)),
  );
}

/** A required multi-line text (message, cover letter). */
export function requiredText(label: string, missing: string, max: number) {
  return z.pipe(
    z.pipe(z.string({ error: missing }), z.transform(cleanMultiLine)),
    z
      .string()
      .check(
        z.minLength(1, missing),
        z.maxLength(max, `${label} must be at most ${formatLimit(max)} characters`),
      ),
  );
}

/** The fixed wording, the same as the accounts' (authMessages.invalidEmail). */
export const emailMessage = authMessages.invalidEmail;
export const EMAIL_MAX = 254;

/**
 * The forms' email field, checked by the one email rule of the contract (emailProblem in auth-input.ts, which the
 * accounts use too): one @, a dotted domain, no invisible characters, no look-alike letters from mixed alphabets.
 * Documented as format "email" in the API description.
 */
export const emailField = z.pipe(
  z.pipe(z.string({ error: emailMessage }), z.transform(cleanSingleLine)),
  z.string().check(
    z.maxLength(EMAIL_MAX, `Email must be at most ${EMAIL_MAX} characters`),
    z.superRefine((value: string, context) => {
      // Too long is already said once, by the check above.
      const problem = value.length > EMAIL_MAX ? undefined : emailProblem(value);
      if (problem) context.addIssue({ code: "custom", message: problem, input: value });
    }),
    z.meta({ format: "email" }),
  ),
);

export const URL_MAX = 2048;

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** An optional absolute http(s) URL; blank becomes "". */
export function optionalUrl(label: string) {
  const message = `${label} must be a web address starting with http:// or https://`;
  return z.pipe(
    z.pipe(
      z.nullish(z.string({ error: message })),
      z.transform((value: string | null | undefined) => cleanSingleLine(value ?? "")),
    ),
    z.string().check(
      z.maxLength(URL_MAX, `${label} must be at most ${formatLimit(URL_MAX)} characters`),
      z.refine((value: string) => value === "" || isWebAddress(value), message),
      // Left out, null or blank when there is none.
      z.meta({ format: "uri" }),
    ),
  );
}

/** The body must be an object; anything else gets one readable sentence instead of zod's wording. */
export const bodyMessage = "The request body must be a JSON object.";

export { spamFields } from "./spam-fields.ts";

export const formMessages = {
  /** What a submission caught by the spam checks gets: a 400 like any other. */
  spamDetail: "Please check the form and send it again.",
  idempotencyKeyInvalid:
    "The Idempotency-Key header must be 1 to 200 letters, digits, dashes, underscores, dots or colons.",
  idempotencyKeyReused: "This Idempotency-Key was already used for a different submission.",
} as const;

/** Groups zod issues by top-level field, for inline errors next to each control. */
export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "");
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}
