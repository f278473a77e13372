import { apiErrorSchema } from "../../contract/api.ts";
import { errorExamples } from "../../contract/examples.ts";
import {
  healthStatusSchema,
  submissionAcceptedSchema,
  subscriptionLinkAnswerSchema,
  subscriptionLinkErrorSchema,
  subscriptionResponseSchema,
} from "../../contract/responses.ts";
import { inboundFiledSchema } from "../../contract/inbound.ts";
import type { z } from "../../contract/zod.ts";
import { sharedHeaders, type SharedHeaderName } from "../http/route-schema.ts";
import { tags } from "./document-info.ts";

// What each domain's OpenAPI description (server/<domain>/<domain>.openapi.ts) is written with: the endpoint's
// shape, the named response schemas, the answers and parameters several domains share. Schemas come from the zod
// contract; documenting a new endpoint means adding one entry to its domain's description (and its example to
// contract/examples.ts).

export type Schema = z.core.$ZodType;
export { tags };

/** Answer bodies, shared between endpoints, listed under components.schemas by these names. */
export const responseSchemas = {
  ApiError: apiErrorSchema,
  SubmissionAccepted: submissionAcceptedSchema,
  SubscriptionAccepted: subscriptionResponseSchema,
  SubscriptionLinkAnswer: subscriptionLinkAnswerSchema,
  SubscriptionLinkError: subscriptionLinkErrorSchema,
  HealthStatus: healthStatusSchema,
  InboundFiled: inboundFiledSchema,
};
export type ResponseSchemaName = keyof typeof responseSchemas;

/** Headers, listed under components.headers (server/http/route-schema.ts). */
export const responseHeaders = sharedHeaders;
export type ResponseHeaderName = SharedHeaderName;

export interface RequestBody {
  /** Its name under components.schemas. */
  name: string;
  schema: Schema;
  example: unknown;
}

export interface Answer {
  description: string;
  /** Absent when the answer has no body. */
  schema?: ResponseSchemaName;
  /** A body that is not JSON: its media type and an example. */
  text?: { mediaType: string; example: string };
  example?: unknown;
  headers?: readonly ResponseHeaderName[];
}

export interface PathParameter {
  description: string;
  schema: Schema;
  example: string;
}

export interface Endpoint {
  method: "get" | "post";
  /** OpenAPI path: `{name}` for a path parameter. */
  path: string;
  operationId: string;
  tag: keyof typeof tags;
  summary: string;
  description?: string;
  pathParameters?: Record<string, PathParameter>;
  /** Query parameters; `required` ones must be sent. */
  queryParameters?: Record<string, PathParameter & { required: boolean }>;
  /** Optional request headers the operation reads (other than Authorization and Content-Type). */
  headerParameters?: Record<string, PathParameter>;
  request?: RequestBody;
  /** The same operation also takes an `application/x-www-form-urlencoded` body, described here. */
  formBody?: { description: string; example: string };
  /** Needs `Authorization: Bearer <token>`. */
  bearerAuth?: boolean;
  answers: Record<number, Answer>;
}

/** A request body whose example is checked against its schema by the compiler. */
export function body<S extends Schema>(name: string, schema: S, example: z.input<S>): RequestBody {
  return { name, schema, example };
}

/** An answer with a body whose example is checked against its schema by the compiler. */
export function answer<N extends ResponseSchemaName>(
  description: string,
  schema: N,
  example: z.output<(typeof responseSchemas)[N]>,
  headers?: readonly ResponseHeaderName[],
): Answer {
  return { description, schema, example, ...(headers ? { headers } : {}) };
}

/** Answers several endpoints give alike, listed once under components.responses by these names. */
export const sharedAnswers = {
  BodyTooLarge: answer("The body is over 100 KB.", "ApiError", errorExamples.bodyTooLarge),
  UnreadableBody: answer(
    "The body could not be read: malformed or empty JSON, or JSON nested too deeply. This operation needs no " +
      "body: send none (or, with `Content-Type: application/json`, a JSON object).",
    "ApiError",
    errorExamples.malformedJson,
  ),
  UnsupportedMediaType: answer(
    "The body is not JSON: send it with `Content-Type: application/json`.",
    "ApiError",
    errorExamples.unsupportedMediaType,
  ),
  ServiceUnavailable: answer(
    "The database cannot be reached right now; nothing was stored. Try again after Retry-After seconds.",
    "ApiError",
    errorExamples.unavailable,
    ["Retry-After"],
  ),
} satisfies Record<string, Answer>;
