import { apiErrorSchema } from "../../contract/api.ts";
import { errorExamples } from "../../contract/examples.ts";
import { answer, component, sharedAnswer } from "./route-schema.ts";

// Answers many routes give alike, each listed once under components.responses (ADR 0044). The error body every
// route answers with is components.schemas.ApiError.

export const apiError = component("ApiError", apiErrorSchema);

/** Fastify's own answers about a body, before any route code runs: every POST gets them (route-transform.ts). */
export const bodyAnswers = {
  400: sharedAnswer(
    "UnreadableBody",
    answer(
      "The body could not be read: malformed or empty JSON, or JSON nested too deeply. This operation needs no " +
        "body: send none (or, with `Content-Type: application/json`, a JSON object).",
      apiError,
      errorExamples.malformedJson,
    ),
  ),
  413: sharedAnswer("BodyTooLarge", answer("The body is over 100 KB.", apiError, errorExamples.bodyTooLarge)),
  415: sharedAnswer(
    "UnsupportedMediaType",
    answer(
      "The body is not JSON: send it with `Content-Type: application/json`.",
      apiError,
      errorExamples.unsupportedMediaType,
    ),
  ),
};

export const serviceUnavailable = sharedAnswer(
  "ServiceUnavailable",
  answer(
    "The database cannot be reached right now; nothing was stored. Try again after Retry-After seconds.",
    apiError,
    errorExamples.unavailable,
    ["Retry-After"],
  ),
);
