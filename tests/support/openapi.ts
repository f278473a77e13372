import Ajv2020, { type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { expect } from "vitest";
import { buildApiDocument } from "../../server/openapi/api-document.ts";
import type { TestServer } from "./test-server.ts";

// The OpenAPI document as the API tests read it: the one the routes' schemas generate (tests/api/openapi.test.ts
// shows the served one is the same), its references followed, requests built from its operations, and answers checked
// against it (a documented status, a body valid against its schema, its documented headers).

export type Json = Record<string, unknown>;
export interface MediaType {
  schema: { $ref?: string } & Json;
  example?: unknown;
}
export interface ResponseObject {
  description: string;
  headers?: Record<string, Json>;
  content?: Record<string, MediaType>;
}
export interface Operation {
  operationId: string;
  parameters?: Json[];
  requestBody?: { required?: boolean; content: Record<string, MediaType> };
  responses: Record<string, Json>;
  security?: Record<string, string[]>[];
}
export interface Document {
  openapi: string;
  info: { title: string; version: string };
  servers: { url: string }[];
  tags: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: Record<string, Record<string, Json>>;
}

export const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];
export const SCHEMA_ROOT = "urn:verdant:openapi";

// The operations as the routes describe them, so each gets a test of its own; the served document must equal it.
export const built = (await buildApiDocument()) as unknown as Document;
export const builtOperations = operationsOf(built);

export function operationsOf(document: Document) {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => ({ path, method, operation })),
  );
}

/** A local `#/…` reference of the document, followed. */
export function resolve<T>(document: Document, value: unknown): T {
  let current = value as Json;
  for (let hops = 0; typeof current?.$ref === "string" && hops < 10; hops++) {
    const ref = current.$ref as string;
    if (!ref.startsWith("#/")) throw new Error(`not a local reference: ${ref}`);
    current = ref
      .slice(2)
      .split("/")
      .map((part) => part.replace(/~1/g, "/").replace(/~0/g, "~"))
      .reduce<unknown>((node, key) => (node as Json | undefined)?.[key], document) as Json;
    if (current === undefined) throw new Error(`unresolved reference: ${ref}`);
  }
  return current as T;
}

export function newAjv() {
  const ajv = new Ajv2020({ strict: true, allowUnionTypes: true, allErrors: true });
  addFormats(ajv);
  return ajv;
}

/** components.schemas become the $defs of one schema, so `#/components/schemas/X` references resolve in Ajv. */
export function schemaForAjv<T>(value: T): T {
  return JSON.parse(
    JSON.stringify(value).replaceAll('"#/components/schemas/', `"${SCHEMA_ROOT}#/$defs/`),
  ) as T;
}

// Answers are checked against the document the routes generate; the first test shows the served one is the same.
export const ajv = newAjv();
ajv.addSchema({ $id: SCHEMA_ROOT, $defs: schemaForAjv(built.components.schemas) });
const validators = new Map<string, ValidateFunction>();

export function validatorFor(schema: Json): ValidateFunction {
  const key = JSON.stringify(schema);
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile(schemaForAjv(schema));
    validators.set(key, validate);
  }
  return validate;
}

export function expectValid(schema: Json, value: unknown, label: string) {
  const validate = validatorFor(schema);
  expect(validate(value), `${label}: ${ajv.errorsText(validate.errors)}`).toBe(true);
}

/** Sends a request built from an operation of the document, by default exactly its example. */
export function send(
  server: TestServer,
  path: string,
  method: string,
  operation: Operation,
  options: {
    body?: string;
    contentType?: string;
    headers?: Record<string, string>;
    /** Path parameters in place of their examples (e.g. the id of a stored entry). */
    params?: Record<string, string>;
    /** Query parameters in place of their examples; `undefined` leaves one out. */
    query?: Record<string, string | undefined>;
  } = {},
) {
  let url = path;
  const query: Record<string, string | undefined> = {};
  for (const parameter of operation.parameters ?? []) {
    const { in: where, name, example } = resolve<Json>(built, parameter);
    const value = options.params?.[name as string] ?? example;
    if (where === "path") url = url.replace(`{${name as string}}`, encodeURIComponent(String(value)));
    if (where === "query" && example !== undefined) query[name as string] = String(example);
  }
  for (const [name, value] of Object.entries({ ...query, ...options.query })) {
    if (value === undefined) continue;
    url += `${url.includes("?") ? "&" : "?"}${encodeURIComponent(name)}=${encodeURIComponent(value)}`;
  }
  const example = operation.requestBody?.content["application/json"]?.example;
  const body = options.body ?? (example === undefined ? undefined : JSON.stringify(example));
  const headers: Record<string, string> = { ...options.headers };
  if (body !== undefined) headers["content-type"] = options.contentType ?? "application/json";
  return fetch(server.url + url, { method: method.toUpperCase(), headers, body, redirect: "manual" });
}

/** The answer has a documented status, a body valid against that status's schema, and its required headers. */
export async function expectDocumented(operation: Operation, response: Response, label: string) {
  const status = String(response.status);
  expect(Object.keys(operation.responses), `${label}: status ${status} is not documented`).toContain(status);
  const documented = resolve<ResponseObject>(built, operation.responses[status]);
  const text = await response.text();
  const media = documented.content?.["application/json"];
  // An answer that is not JSON (the inbox's CSV): its documented media type, and the text valid against its schema.
  const [otherType, other] = Object.entries(documented.content ?? {})[0] ?? [];
  let body: unknown;
  if (media) {
    expect(response.headers.get("content-type"), label).toMatch(/^application\/json\b/);
    body = JSON.parse(text);
    expectValid(media.schema, body, `${label} ${status}`);
  } else if (other) {
    expect(response.headers.get("content-type")?.split(";")[0], label).toBe(otherType);
    expect(text, `${label}: ${status} is documented with a body`).not.toBe("");
    body = text;
    expectValid(other.schema, body, `${label} ${status}`);
  } else {
    expect(text, `${label}: ${status} is documented without a body`).toBe("");
  }
  for (const [name, reference] of Object.entries(documented.headers ?? {})) {
    const header = resolve<{ required?: boolean; schema: Json }>(built, reference);
    const value = response.headers.get(name);
    if (value === null) {
      expect(header.required, `${label}: header ${name} is missing`).not.toBe(true);
      continue;
    }
    const type = header.schema.type;
    expectValid(
      header.schema,
      type === "integer" || type === "number" ? Number(value) : value,
      `${label} ${name}`,
    );
  }
  return { status, body, documented: media };
}

export function operationAt(path: string, method = "post"): Operation {
  const operation = built.paths[path]?.[method];
  if (!operation) throw new Error(`${method.toUpperCase()} ${path} is not documented`);
  return operation;
}
