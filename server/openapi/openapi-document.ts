import { z } from "../../contract/zod.ts";
import { addCleanedValueRules } from "./cleaned-value-rules.ts";
import { documentInfo, OPENAPI_VERSION, securitySchemes, servers, tags } from "./document-info.ts";
import {
  endpoints as allEndpoints,
  responseHeaders,
  responseSchemas,
  sharedAnswers,
  type Answer,
  type Endpoint,
  type Schema,
} from "./endpoints.ts";

// Builds the OpenAPI 3.1 document of the API from the endpoint table (endpoints.ts). Every schema in it is made by
// zod's JSON Schema generator from the contract's zod schemas: request bodies as what a client may send
// (io "input": defaults are optional, transforms are skipped), answers as what the server sends (io "output").

export type JsonSchema = Record<string, unknown>;
type Json = Record<string, unknown>;

export interface OpenApiDocument {
  openapi: string;
  info: {
    title: string;
    version: string;
    description: string;
    license: { name: string; identifier: string };
  };
  servers: { url: string }[];
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, Json>>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, Json>;
    headers: Record<string, Json>;
    securitySchemes: Record<string, Json>;
  };
}

const SCHEMA_REF = "#/components/schemas/";

export function buildOpenApiDocument(
  endpoints: readonly Endpoint[] = allEndpoints,
  version?: string,
): OpenApiDocument {
  const requestSchemas = new Map<string, Schema>();
  for (const endpoint of endpoints) {
    if (endpoint.request) addNamed(requestSchemas, endpoint.request.name, endpoint.request.schema);
  }
  const answerSchemas = new Map<string, Schema>(Object.entries(responseSchemas));
  for (const name of requestSchemas.keys()) {
    if (answerSchemas.has(name))
      throw new Error(`OpenAPI: "${name}" names both a request and an answer schema.`);
  }

  const paths: OpenApiDocument["paths"] = {};
  const operationIds = new Set<string>();
  for (const endpoint of endpoints) {
    const { path, operationId } = endpoint;
    if (operationIds.has(operationId))
      throw new Error(`OpenAPI: operationId "${operationId}" is used twice.`);
    operationIds.add(operationId);
    const item = (paths[path] ??= {});
    if (item[endpoint.method])
      throw new Error(`OpenAPI: ${endpoint.method.toUpperCase()} ${path} is listed twice.`);
    item[endpoint.method] = operation(endpoint);
  }

  return {
    openapi: OPENAPI_VERSION,
    info: documentInfo(version),
    servers,
    tags: Object.entries(tags).map(([name, description]) => ({ name, description })),
    paths,
    components: {
      schemas: {
        ...componentSchemas(requestSchemas, "input"),
        ...componentSchemas(answerSchemas, "output"),
      },
      responses: Object.fromEntries(
        Object.entries(sharedAnswers).map(([name, answer]) => [name, response(answer)]),
      ),
      headers: Object.fromEntries(
        Object.entries(responseHeaders).map(([name, header]) => [
          headerComponentName(name),
          {
            description: header.description,
            required: header.required,
            schema: jsonSchemaOf(header.schema, "output"),
          },
        ]),
      ),
      securitySchemes,
    },
  };
}

function operation(endpoint: Endpoint): Json {
  const parameters: Json[] = [];
  for (const [name, parameter] of Object.entries(endpoint.pathParameters ?? {})) {
    parameters.push({
      name,
      in: "path",
      required: true,
      description: parameter.description,
      schema: jsonSchemaOf(parameter.schema, "input"),
      example: parameter.example,
    });
  }
  for (const [name, parameter] of Object.entries(endpoint.queryParameters ?? {})) {
    parameters.push({
      name,
      in: "query",
      required: parameter.required,
      description: parameter.description,
      schema: jsonSchemaOf(parameter.schema, "input"),
      example: parameter.example,
    });
  }
  for (const [name, parameter] of Object.entries(endpoint.headerParameters ?? {})) {
    parameters.push({
      name,
      in: "header",
      required: false,
      description: parameter.description,
      schema: jsonSchemaOf(parameter.schema, "input"),
      example: parameter.example,
    });
  }

  const result: Json = {
    operationId: endpoint.operationId,
    tags: [endpoint.tag],
    summary: endpoint.summary,
    ...(endpoint.description ? { description: endpoint.description } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
  };
  if (endpoint.request) {
    result.requestBody = {
      required: true,
      content: {
        "application/json": {
          schema: { $ref: SCHEMA_REF + endpoint.request.name },
          example: endpoint.request.example,
        },
        ...(endpoint.formBody
          ? {
              "application/x-www-form-urlencoded": {
                schema: { type: "object", description: endpoint.formBody.description },
                // An urlencoded example is given as the object it encodes.
                example: Object.fromEntries(new URLSearchParams(endpoint.formBody.example)),
              },
            }
          : {}),
      },
    };
  }
  result.responses = Object.fromEntries(
    Object.entries(answersOf(endpoint)).map(([status, answer]) => {
      const shared = sharedAnswerNames.get(answer);
      return [status, shared ? { $ref: `#/components/responses/${shared}` } : response(answer)];
    }),
  );
  // Stated on every operation, so a reader never has to guess: the bearer token, or nothing at all.
  result.security = endpoint.bearerAuth ? [{ bearerAuth: [] }] : [];
  return result;
}

/**
 * An endpoint's answers, with what every POST may answer about its body, whatever the endpoint: Fastify reads a body
 * sent with a known media type before any route code runs, so a malformed or empty JSON body is 400, one over the
 * limit 413, and an unknown media type 415, even where the operation takes no body (issue 39: a fuzzer found these).
 * An endpoint that documents one of these statuses itself keeps its own answer.
 */
function answersOf(endpoint: Endpoint): Record<number, Answer> {
  if (endpoint.method !== "post") return endpoint.answers;
  return {
    400: sharedAnswers.UnreadableBody,
    413: sharedAnswers.BodyTooLarge,
    415: sharedAnswers.UnsupportedMediaType,
    ...endpoint.answers,
  };
}

const sharedAnswerNames = new Map<Answer, string>(
  Object.entries(sharedAnswers).map(([name, answer]) => [answer, name]),
);

function response(answer: Answer): Json {
  const result: Json = { description: answer.description };
  if (answer.headers?.length) {
    result.headers = Object.fromEntries(
      answer.headers.map((name) => [name, { $ref: `#/components/headers/${headerComponentName(name)}` }]),
    );
  }
  if (answer.text) {
    result.content = {
      [answer.text.mediaType]: { schema: { type: "string" }, example: answer.text.example },
    };
  }
  if (answer.binary) {
    result.content = Object.fromEntries(
      answer.binary.map((mediaType) => [mediaType, { schema: { type: "string", format: "binary" } }]),
    );
  }
  if (answer.schema) {
    result.content = {
      "application/json": {
        schema: { $ref: SCHEMA_REF + answer.schema },
        ...(answer.example !== undefined ? { example: answer.example } : {}),
      },
    };
  }
  return result;
}

function headerComponentName(header: string): string {
  return header.replace(/-/g, "");
}

function addNamed(named: Map<string, Schema>, name: string, schema: Schema) {
  const existing = named.get(name);
  if (existing && existing !== schema) {
    throw new Error(`OpenAPI: two different schemas are named "${name}": give one of them another name.`);
  }
  named.set(name, schema);
}

/**
 * The JSON Schemas of named zod schemas, each under its name; a named schema used inside another becomes a $ref.
 * zod writes an `$id` and `$schema` into each, which components.schemas does not want (the document's dialect is
 * JSON Schema 2020-12 already, and an `$id` may not hold a fragment).
 */
function componentSchemas(named: Map<string, Schema>, io: "input" | "output"): Record<string, JsonSchema> {
  const registry = z.registry<{ id: string }>();
  const seen = new Map<Schema, string>();
  for (const [name, schema] of named) {
    const other = seen.get(schema);
    if (other) throw new Error(`OpenAPI: one zod schema is named both "${other}" and "${name}".`);
    seen.set(schema, name);
    registry.add(schema, { id: name });
  }
  const { schemas } = z.toJSONSchema(registry, {
    ...generatorOptions(io),
    uri: (id) => SCHEMA_REF + id,
  });
  const result: Record<string, JsonSchema> = {};
  for (const [name, schema] of Object.entries(schemas)) {
    const { $id: _id, $schema: _schema, ...rest } = schema as JsonSchema;
    result[name] = rest;
  }
  return result;
}

function jsonSchemaOf(schema: Schema, io: "input" | "output"): JsonSchema {
  const { $schema: _schema, ...rest } = z.toJSONSchema(schema, generatorOptions(io)) as JsonSchema;
  return rest;
}

function generatorOptions(io: "input" | "output") {
  return {
    target: "draft-2020-12" as const,
    io,
    // A construct JSON Schema cannot express (a custom check, a transform's result) becomes "anything" rather than
    // stopping the server; the OpenAPI test fails when that happens to a documented field.
    unrepresentable: "any" as const,
    ...(io === "input" ? { override: addCleanedValueRules } : {}),
  };
}
