import { errorExamples } from "../../contract/examples.ts";
import { submissionAcceptedSchema } from "../../contract/responses.ts";
import { z } from "../../contract/zod.ts";
import { apiError, bodyAnswers, serviceUnavailable } from "../http/common-answers.ts";
import { answer, component, emptyAnswer, sharedAnswer, type Answer } from "../http/route-schema.ts";
import { KEY_PATTERN } from "./idempotency.ts";

// What the public forms' routes (contact, careers, subscriptions) say about themselves besides their own fields:
// the answers every form gives (server/forms/submission.ts, form-post.ts), the Idempotency-Key header and the plain
// form body (ADR 0007).

export const submissionAccepted = component("SubmissionAccepted", submissionAcceptedSchema);

export const formNote =
  "Besides its fields, the body may carry the optional spam signals the site's forms send (`website`, " +
  "`formStartedAt`, `formSentAt`); other unknown fields are ignored. Text fields are cleaned (control characters " +
  "removed, spaces trimmed) before their limits are checked.";

/** The optional Idempotency-Key request header of the public forms (server/forms/idempotency.ts). */
export const idempotencyKeyHeaders = z.object({
  "Idempotency-Key": z.optional(
    z.string().check(
      z.regex(KEY_PATTERN),
      z.meta({
        description:
          "Makes a retry safe: the first answer to a key is stored for a day and sent again for the same body, so " +
          "a submission sent twice is stored once. The same key with a different body is refused.",
        examples: ["3b241101-e2bb-4255-8caf-4136c566a962"],
      }),
    ),
  ),
});

export const tooManySubmissions = sharedAnswer(
  "TooManySubmissions",
  answer(
    "Too many submissions of this form from this network. Try again after Retry-After seconds.",
    apiError,
    errorExamples.tooManyRequests,
    ["Retry-After"],
  ),
);

/** What every public form may answer besides its success (server/forms/submission.ts, server/forms/form-post.ts). */
export const formErrors: Record<number, Answer> = {
  303: emptyAnswer(
    "Sent as a plain HTML form (`application/x-www-form-urlencoded`, the site's pages without JavaScript): stored, " +
      "`Location` is the form's thank-you page; refused (invalid fields, too many submissions), `Location` is the " +
      "form's page, and a short-lived HttpOnly `vc_form` cookie lets that page show the problems and the values. " +
      "No field is ever put in the URL.",
    ["Location"],
  ),
  403: answer(
    "A plain form body from another site (`Sec-Fetch-Site` other than same-origin, or a foreign `Origin`). " +
      "Nothing was stored.",
    apiError,
    errorExamples.crossSiteForm,
  ),
  400: sharedAnswer(
    "InvalidSubmission",
    answer(
      "The body is not valid: malformed JSON, not an object, or fields that break their rules (one sentence per " +
        "problem in `details`); or the Idempotency-Key header is malformed. Nothing was stored.",
      apiError,
      errorExamples.invalidInput,
    ),
  ),
  413: bodyAnswers[413],
  409: sharedAnswer(
    "IdempotencyKeyReused",
    answer(
      "This Idempotency-Key was already used (within a day) for a different body. Nothing was stored.",
      apiError,
      errorExamples.idempotencyKeyReused,
    ),
  ),
  415: bodyAnswers[415],
  429: tooManySubmissions,
  503: serviceUnavailable,
};

/** The plain HTML form body of a public form (ADR 0007), answered 303. */
export function plainForm(fields: Record<string, string>, checkbox?: string) {
  return {
    description:
      "The same fields as the JSON body, as a browser posts the site's form without JavaScript; only from this " +
      "site's pages (else 403). Answered 303." +
      (checkbox ? ` An absent \`${checkbox}\` (an unticked checkbox) is false.` : ""),
    example: new URLSearchParams(fields).toString(),
  };
}
