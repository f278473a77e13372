import type { FastifySchema, FastifySchemaCompiler } from "fastify";
import { z } from "../../contract/zod.ts";
import type { SecuritySchemeName, TagName } from "../openapi/document-info.ts";

// What a route declares about itself, in its `schema` option: the zod schemas Fastify validates with
// (fastify-type-provider-zod) and the OpenAPI document is generated from (@fastify/swagger, ADR 0044). A route's
// schema is its documentation: `routeSchema({...})` asks for what every operation must say, and the answers'
// examples are checked against their schemas by the compiler. How to describe a route: ADR 0044.

export type Schema = z.core.$ZodType;

/** Headers several answers carry, listed once under components.headers (by their name without dashes). */
export const sharedHeaders = {
  "Retry-After": {
    description: "Seconds to wait before trying again.",
    schema: z.int().check(z.minimum(1)),
    required: true,
  },
  "WWW-Authenticate": {
    description: 'The authentication scheme the endpoint expects: `Bearer realm="api"`.',
    schema: z.string(),
    required: true,
  },
  Location: {
    description: "Where the browser goes next.",
    schema: z.string(),
    required: true,
  },
} satisfies Record<string, { description: string; schema: Schema; required: boolean }>;
export type SharedHeaderName = keyof typeof sharedHeaders;

/**
 * One answer of an operation: its description, its body by media type (schema and example) and the shared headers
 * it carries. `component` names an answer several operations give alike: it is listed once under
 * components.responses and referred to.
 */
export interface Answer {
  description: string;
  content?: Record<string, { schema: Schema; example?: unknown }>;
  headers?: readonly SharedHeaderName[];
  component?: string;
}

/** A JSON answer whose example the compiler checks against its schema. */
export function answer<S extends Schema>(
  description: string,
  schema: S,
  example: z.output<S>,
  headers?: readonly SharedHeaderName[],
): Answer {
  return {
    description,
    content: { "application/json": { schema, example } },
    ...(headers ? { headers } : {}),
  };
}

/** An answer without a body (a redirect, 204). */
export function emptyAnswer(description: string, headers?: readonly SharedHeaderName[]): Answer {
  return { description, ...(headers ? { headers } : {}) };
}

/** An answer whose body is text of another media type (CSV, Prometheus' exposition format). */
export function textAnswer(description: string, mediaType: string, example: string): Answer {
  return { description, content: { [mediaType]: { schema: z.string(), example } } };
}

/** An answer whose body is bytes (a stored file) of one of these media types. */
export function binaryAnswer(description: string, mediaTypes: readonly string[]): Answer {
  const schema = z.string().check(z.meta({ format: "binary" }));
  return { description, content: Object.fromEntries(mediaTypes.map((mediaType) => [mediaType, { schema }])) };
}

/** An answer listed once under components.responses by this name, and referred to by every operation giving it. */
export function sharedAnswer(name: string, shared: Answer): Answer {
  return { ...shared, component: name };
}

const examples = new WeakMap<Schema, unknown>();

/**
 * Names a schema: it is listed under components.schemas by this name and referred to wherever it is used (a request
 * body's input form is listed as `${id}Input`, fastify-type-provider-zod's convention: one zod schema may be read
 * both ways). The example, if any, is the request body's example wherever the schema is a body; the compiler checks
 * it against the schema. (Not in the schema's own metadata: zod keeps an example there for some schemas and drops it
 * for others, such as an extended object, in its JSON Schema.)
 */
export function component<S extends Schema>(id: string, schema: S, example?: z.input<S>): S {
  const existing = z.globalRegistry.get(schema);
  if (existing?.id !== undefined && existing.id !== id) {
    throw new Error(`The schema named "${existing.id}" cannot also be named "${id}".`);
  }
  z.globalRegistry.add(schema, { ...existing, id });
  if (example !== undefined) examples.set(schema, example);
  return schema;
}

/** The example `component` was given for a schema. */
export function exampleOf(schema: Schema): unknown {
  return examples.get(schema);
}

/** A plain HTML form body the operation also takes (ADR 0007), described apart: it is answered with a redirect. */
export interface PlainFormBody {
  description: string;
  /** The urlencoded body, as a browser sends it. */
  example: string;
}

/** A multipart/form-data body the operation also takes: the JSON body's fields as text, and files. */
export interface MultipartBody {
  description: string;
  /** File field → its description. */
  files: Readonly<Record<string, string>>;
  /** The media types a file may be (read from its bytes). */
  fileTypes: readonly string[];
}

/** What every documented route says about itself; the rest of a Fastify schema (body, params, ...) as usual. */
export interface RouteSchemaSpec extends Omit<FastifySchema, "response" | "tags" | "security"> {
  operationId: string;
  summary: string;
  description?: string;
  tags: readonly [TagName];
  response: Record<number, Answer>;
  /** Only for `access("shared-secret")` routes, which name their secret; other routes' security comes from access. */
  security?: readonly Partial<Record<SecuritySchemeName, []>>[];
  /** Media types of the body other than JSON (a raw email, the beacon's text). */
  consumes?: readonly string[];
  /** The same operation also takes a plain HTML form body (ADR 0007), described apart. */
  plainForm?: PlainFormBody;
  /** The same operation also takes multipart/form-data with files, described apart. */
  multipart?: MultipartBody;
  /**
   * The operation's path in the document, when one operation stands for several routes (one per identity provider:
   * `/api/auth/{provider}`); the path's parameter is then described in `params`, and the route validates in its
   * handler (validatedInHandler), since Fastify sees no such parameter.
   */
  documentedPath?: string;
}

/** A route's `schema` option; keeps the schemas' own types, so the handler's request is typed from them. */
export function routeSchema<const S extends RouteSchemaSpec>(spec: S): S {
  return spec;
}

/**
 * For a route whose handler validates the body itself (the public forms: the content type is checked first, a
 * replayed Idempotency-Key is answered before validation, and a plain form posted without JavaScript is answered
 * with a redirect, not a 400; ADR 0007): its schema then only documents it. Set as the route's `validatorCompiler`.
 */
export const validatedInHandler: FastifySchemaCompiler<unknown> = () => () => true;
