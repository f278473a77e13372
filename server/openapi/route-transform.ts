import type { SwaggerTransform } from "@fastify/swagger";
import { createJsonSchemaTransform } from "fastify-type-provider-zod";
import type { Access } from "../http/access.ts";
import { bodyAnswers } from "../http/common-answers.ts";
import { exampleOf, type Answer, type RouteSchemaSpec, type Schema } from "../http/route-schema.ts";
import { addCleanedValueRules } from "./cleaned-value-rules.ts";
import type { SecuritySchemeName } from "./document-info.ts";

// @fastify/swagger calls this for every route of the API plugin: the route's zod schemas become JSON Schema through
// fastify-type-provider-zod's transform. What @fastify/swagger cannot carry from a route schema to the document
// (answer examples beside a `$ref`'d schema, shared headers and answers as `$ref`s, the request body's example, a
// plain form body) travels in the operation's `x-vc-*` extensions, which finishDocument (document-finish.ts) resolves.

type Json = Record<string, unknown>;

export const zodToJsonConfig = { override: addCleanedValueRules };
const zodTransform = createJsonSchemaTransform({ zodToJsonConfig });

/** An operation's answers as the document finisher needs them: which shared headers, which shared answer. */
export type AnswerNotes = Record<string, { headers?: readonly string[]; component?: string }>;
/** The request body's example (from its schema's metadata) and a plain form body, for the document finisher. */
export interface RequestNotes {
  example?: unknown;
  plainForm?: RouteSchemaSpec["plainForm"];
  multipart?: RouteSchemaSpec["multipart"];
}

/** Who may call a route (its access level) as the operation's `security`. */
const securityOf: Record<Exclude<Access, "shared-secret">, Partial<Record<SecuritySchemeName, []>>[]> = {
  public: [],
  "signed-in": [{ bearerAuth: [] }],
  "staff-enrolment": [{ bearerAuth: [] }],
  staff: [{ bearerAuth: [] }],
  admin: [{ bearerAuth: [] }],
};

export const routeTransform: SwaggerTransform = (input) => {
  const { url, route } = input;
  const schema = input.schema as Partial<RouteSchemaSpec> | undefined;
  // A route without an operationId is no endpoint of the API (the catch-all 404, the document itself): every
  // endpoint describes itself (tests/api/openapi.test.ts checks that every registered API route is documented).
  if (!schema?.operationId) return { schema: { hide: true } as never, url };
  const label = `${String(route.method)} ${url}`;
  for (const key of ["summary", "tags", "response"] as const) {
    if (schema[key] === undefined) throw new Error(`OpenAPI: ${label} has an operationId but no ${key}.`);
  }
  const spec = schema as RouteSchemaSpec;
  const { response, plainForm, multipart, security, documentedPath, ...rest } = spec;
  // Fastify reads a body sent with a known media type before any route code runs, so every POST may answer these,
  // even one that takes no body (a fuzzer found them); a route that documents one keeps its own.
  const answers = route.method === "POST" ? { ...bodyAnswers, ...response } : response;

  const converted = zodTransform({
    ...input,
    schema: { ...rest, response: withoutExamples(answers) } as never,
  }) as { schema: Json; url: string };
  const transformed = converted.schema;
  transformed.response = convertedAnswers(answers, transformed.response as Record<string, Json>);
  transformed.security = security ?? securityFor(route.config?.access, label);

  const notes: AnswerNotes = {};
  for (const [status, { headers, component }] of Object.entries(answers)) {
    if (headers?.length || component)
      notes[status] = { ...(headers ? { headers } : {}), ...(component ? { component } : {}) };
  }
  if (Object.keys(notes).length > 0) transformed["x-vc-answers"] = notes;
  const example = spec.body ? exampleOf(spec.body as Schema) : undefined;
  if (example !== undefined || plainForm || multipart) {
    transformed["x-vc-request"] = {
      ...(example !== undefined ? { example } : {}),
      ...(plainForm ? { plainForm } : {}),
      ...(multipart ? { multipart } : {}),
    } satisfies RequestNotes;
  }
  return { schema: transformed as never, url: documentedPath ?? converted.url };
};

function securityFor(level: Access | undefined, label: string) {
  if (level === undefined || level === "shared-secret") {
    throw new Error(`OpenAPI: ${label} checks a shared secret: name its scheme in the schema's security.`);
  }
  return securityOf[level];
}

/** The answers as fastify-type-provider-zod converts them: content by media type, schemas only. */
function withoutExamples(answers: Record<number, Answer>): Json {
  const result: Json = {};
  for (const [status, answer] of Object.entries(answers)) {
    if (!answer.content) continue;
    result[status] = {
      description: answer.description,
      content: Object.fromEntries(
        Object.entries(answer.content).map(([mediaType, { schema }]) => [mediaType, { schema }]),
      ),
    };
  }
  return result;
}

/** Each answer with its converted schemas and its examples; an answer without a body as @fastify/swagger takes one. */
function convertedAnswers(answers: Record<number, Answer>, converted: Record<string, Json> = {}): Json {
  const result: Json = {};
  for (const [status, answer] of Object.entries(answers)) {
    if (!answer.content) {
      result[status] = { description: answer.description, type: "null" };
      continue;
    }
    const content = converted[status]!.content as Record<string, Json>;
    result[status] = {
      description: answer.description,
      content: Object.fromEntries(
        Object.entries(answer.content).map(([mediaType, { example }]) => [
          mediaType,
          { ...content[mediaType], ...(example !== undefined ? { example } : {}) },
        ]),
      ),
    };
  }
  return result;
}
