import { describe, expect, it } from "vitest";
import { z } from "../../contract/zod.ts";
import { endpoints, responseSchemas, type Endpoint } from "./endpoints.ts";
import { buildOpenApiDocument } from "./openapi-document.ts";

describe("the endpoint table", () => {
  for (const endpoint of endpoints) {
    const label = `${endpoint.method.toUpperCase()} ${endpoint.path}`;
    if (endpoint.request) {
      const { schema, example } = endpoint.request;
      it(`${label}: the request example parses with its schema`, () => {
        expect(z.safeParse(schema, example).error?.issues ?? []).toEqual([]);
      });
    }
    it(`${label}: every answer example parses with its schema`, () => {
      for (const [status, answer] of Object.entries(endpoint.answers)) {
        if (!answer.schema) continue;
        expect(answer.example, `${label} ${status}`).toBeDefined();
        const result = z.safeParse(responseSchemas[answer.schema], answer.example);
        expect(result.error?.issues ?? [], `${label} ${status}`).toEqual([]);
      }
    });
  }
});

describe("buildOpenApiDocument", () => {
  const document = buildOpenApiDocument();

  it("lists every endpoint once", () => {
    const listed = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const expected = endpoints.map((endpoint) => `${endpoint.method.toUpperCase()} ${endpoint.path}`);
    expect(listed.sort()).toEqual(expected.sort());
  });

  it("states on every operation whether it needs the bearer token, and documents an account's email as an email", () => {
    for (const item of Object.values(document.paths)) {
      for (const operation of Object.values(item)) expect(operation.security).toBeInstanceOf(Array);
    }
    for (const name of ["RegisterRequest", "LoginRequest", "ForgotPasswordRequest"]) {
      const properties = document.components.schemas[name]!.properties as Record<string, object>;
      expect(properties.email, name).toMatchObject({ type: "string", format: "email", maxLength: 254 });
    }
  });

  it("takes its version from package.json and can be given another", () => {
    expect(document.info.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(buildOpenApiDocument(endpoints, "9.9.9").info.version).toBe("9.9.9");
  });

  it("has no schema that fell back to 'anything' (something JSON Schema could not express)", () => {
    const empty: string[] = [];
    const visit = (schema: unknown, where: string) => {
      if (!schema || typeof schema !== "object") return;
      const keys = Object.keys(schema).filter((key) => key !== "description" && key !== "default");
      if (keys.length === 0) empty.push(where);
      const { properties, items } = schema as { properties?: Record<string, unknown>; items?: unknown };
      for (const [name, property] of Object.entries(properties ?? {})) visit(property, `${where}.${name}`);
      if (items) visit(items, `${where}[]`);
    };
    for (const [name, schema] of Object.entries(document.components.schemas)) visit(schema, name);
    expect(empty).toEqual([]);
  });

  it("refuses two different schemas under one name, and an operationId used twice", () => {
    const entry = (schema: z.ZodMiniType, operationId: string, path: string): Endpoint => ({
      method: "post",
      path,
      operationId,
      tag: "Forms",
      summary: "x",
      request: { name: "Same", schema, example: {} },
      answers: { 204: { description: "x" } },
    });
    expect(() =>
      buildOpenApiDocument([entry(z.object({}), "a", "/a"), entry(z.object({}), "b", "/b")], "1.0.0"),
    ).toThrow(/two different schemas are named "Same"/);
    const shared = z.object({});
    expect(() => buildOpenApiDocument([entry(shared, "a", "/a"), entry(shared, "a", "/b")], "1.0.0")).toThrow(
      /operationId "a" is used twice/,
    );
  });
});
