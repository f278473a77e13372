import { isDeepStrictEqual } from "node:util";
import type { SwaggerTransformObject } from "@fastify/swagger";
import { createJsonSchemaTransformObject } from "fastify-type-provider-zod";
import { z } from "../../contract/zod.ts";
import { sharedHeaders } from "../http/route-schema.ts";
import type { AnswerNotes, RequestNotes } from "./route-transform.ts";
import { zodToJsonConfig } from "./route-transform.ts";

// The last step of the document (@fastify/swagger's transformObject): the named zod schemas become
// components.schemas (fastify-type-provider-zod), the operations' `x-vc-*` notes (route-transform.ts) become shared
// headers, shared answers and examples, and components nothing refers to are left out.

type Json = Record<string, unknown>;
export interface Document {
  openapi: string;
  paths: Record<string, Record<string, Json>>;
  components: Record<string, Record<string, Json>>;
  [key: string]: unknown;
}

const zodComponents = createJsonSchemaTransformObject({ zodToJsonConfig });

export const finishDocument: SwaggerTransformObject = (input) => {
  const document = structuredClone(zodComponents(input)) as unknown as Document;
  document.components.headers = sharedHeaderComponents();
  document.components.responses = {};
  for (const item of Object.values(document.paths)) {
    for (const operation of Object.values(item)) resolveNotes(document, operation);
  }
  pruneComponents(document);
  return document as never;
};

export const headerComponentName = (header: string) => header.replace(/-/g, "");

function sharedHeaderComponents(): Record<string, Json> {
  return Object.fromEntries(
    Object.entries(sharedHeaders).map(([name, header]) => {
      const { $schema: _schema, ...schema } = z.toJSONSchema(header.schema, {
        target: "draft-2020-12",
        io: "output",
      }) as Json;
      return [
        headerComponentName(name),
        { description: header.description, required: header.required, schema },
      ];
    }),
  );
}

function resolveNotes(document: Document, operation: Json) {
  const answers = operation["x-vc-answers"] as AnswerNotes | undefined;
  delete operation["x-vc-answers"];
  const responses = operation.responses as Record<string, Json>;
  for (const [status, { headers, component }] of Object.entries(answers ?? {})) {
    const response = responses[status]!;
    if (headers?.length) {
      const { description, content } = response;
      responses[status] = {
        description,
        headers: Object.fromEntries(
          headers.map((name) => [name, { $ref: `#/components/headers/${headerComponentName(name)}` }]),
        ),
        ...(content ? { content } : {}),
      };
    }
    if (component) {
      addComponent(document, "responses", component, responses[status]!);
      responses[status] = { $ref: `#/components/responses/${component}` };
    }
  }

  const request = operation["x-vc-request"] as RequestNotes | undefined;
  delete operation["x-vc-request"];
  const body = operation.requestBody as { content: Record<string, Json> } | undefined;
  if (request?.example !== undefined && body?.content["application/json"]) {
    body.content["application/json"].example = request.example;
  }
  if (request?.plainForm && body) {
    body.content["application/x-www-form-urlencoded"] = {
      schema: { type: "object", description: request.plainForm.description },
      // An urlencoded example is given as the object it encodes.
      example: Object.fromEntries(new URLSearchParams(request.plainForm.example)),
    };
  }
  const json = body?.content["application/json"] as { schema?: Json } | undefined;
  if (request?.multipart && body && json?.schema) {
    const { description, files, fileTypes } = request.multipart;
    body.content["multipart/form-data"] = {
      schema: {
        description,
        allOf: [
          json.schema,
          {
            type: "object",
            properties: Object.fromEntries(
              Object.entries(files).map(([name, about]) => [
                name,
                { type: "string", format: "binary", description: about },
              ]),
            ),
          },
        ],
      },
      encoding: Object.fromEntries(
        Object.keys(files).map((name) => [name, { contentType: fileTypes.join(", ") }]),
      ),
    };
  }
}

function addComponent(document: Document, kind: string, name: string, value: Json) {
  const components = (document.components[kind] ??= {});
  const existing = components[name];
  if (existing !== undefined && !isDeepStrictEqual(existing, value)) {
    throw new Error(`OpenAPI: two different ${kind} are named "${name}": give one of them another name.`);
  }
  components[name] = value;
}

/** Leaves out the components no operation refers to, directly or through another component. */
function pruneComponents(document: Document) {
  const used = new Set<string>();
  const queue: unknown[] = [document.paths];
  while (queue.length > 0) {
    const node = queue.pop();
    if (Array.isArray(node)) queue.push(...node);
    else if (node && typeof node === "object") {
      for (const [key, value] of Object.entries(node)) {
        if (key === "$ref" && typeof value === "string" && !used.has(value)) {
          used.add(value);
          const [, , kind, name] = value.split("/");
          queue.push(document.components[kind!]?.[name!]);
        } else queue.push(value);
      }
    }
  }
  for (const [kind, components] of Object.entries(document.components)) {
    if (kind === "securitySchemes") continue;
    for (const name of Object.keys(components)) {
      if (!used.has(`#/components/${kind}/${name}`)) delete components[name];
    }
    if (Object.keys(components).length === 0) delete document.components[kind];
  }
}
