import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { access } from "../http/access.ts";
import { apiError } from "../http/common-answers.ts";
import { answer, routeSchema } from "../http/route-schema.ts";
import { registerRouteSchemas } from "../http/route-validation.ts";
import { buildApiDocument } from "./api-document.ts";
import { registerOpenApiDocument } from "./openapi.plugin.ts";

type Json = Record<string, unknown>;

// The document the routes' schemas generate (ADR 0044); tests/api/openapi.test.ts checks it against the server.
describe("the generated document", async () => {
  const document = await buildApiDocument();

  it("keeps the limits of cleaned text fields and documents the spam signals as optional", () => {
    const contact = document.components.schemas!.ContactMessageInput as {
      properties: Record<string, Json>;
      required: string[];
    };
    expect(contact.properties.name).toMatchObject({ type: "string", minLength: 1, maxLength: 200 });
    expect(contact.properties.email).toMatchObject({ type: "string", format: "email", maxLength: 254 });
    expect(contact.properties.organization).toMatchObject({ type: ["string", "null"], maxLength: 200 });
    expect(contact.properties.category).toMatchObject({ default: "general" });
    expect(Object.keys(contact.properties)).toEqual(
      expect.arrayContaining(["website", "formStartedAt", "formSentAt"]),
    );
    expect(contact.required).toEqual(["name", "email", "subject", "message"]);
  });

  it("documents an account's email as an email", () => {
    for (const name of ["RegisterRequestInput", "LoginRequestInput", "ForgotPasswordRequestInput"]) {
      const properties = (document.components.schemas![name] as { properties: Record<string, Json> })
        .properties;
      expect(properties.email, name).toMatchObject({ type: "string", format: "email", maxLength: 254 });
    }
  });

  it("refers to shared schemas, answers and headers instead of repeating them", () => {
    const contact = document.paths["/api/contact"]!.post as {
      responses: Record<string, { $ref?: string; content?: Record<string, { schema: unknown }> }>;
    };
    expect(contact.responses["201"]!.content!["application/json"]!.schema).toEqual({
      $ref: "#/components/schemas/SubmissionAccepted",
    });
    expect(contact.responses["413"]).toEqual({ $ref: "#/components/responses/BodyTooLarge" });
    expect(document.components.responses!.TooManySubmissions!.headers).toEqual({
      "Retry-After": { $ref: "#/components/headers/RetryAfter" },
    });
    const session = document.components.schemas!.AuthSession as { properties: Json };
    expect(session.properties.user).toEqual({ $ref: "#/components/schemas/AuthUser" });
  });

  it("states every operation's security, from the route's access level or its own scheme", () => {
    for (const item of Object.values(document.paths)) {
      for (const operation of Object.values(item)) expect(operation.security).toBeInstanceOf(Array);
    }
    expect(document.paths["/api/contact"]!.post!.security).toEqual([]);
    expect(document.paths["/api/inbound/email"]!.post!.security).toEqual([{ inboundSecret: [] }]);
    expect(document.paths["/api/metrics"]!.get!.security).toEqual([{ metricsToken: [] }]);
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
    for (const [name, schema] of Object.entries(document.components.schemas ?? {})) visit(schema, name);
    expect(empty).toEqual([]);
  });

  it("leaves no note of its own generator in an operation, and no component nothing refers to", () => {
    const text = JSON.stringify(document);
    expect(text).not.toContain('"x-vc-');
    for (const [kind, components] of Object.entries(document.components)) {
      if (kind === "securitySchemes") continue;
      for (const name of Object.keys(components)) expect(text).toContain(`"#/components/${kind}/${name}"`);
    }
  });
});

describe("a route's schema in the document", () => {
  async function documentOf(register: (app: ReturnType<typeof Fastify>) => void) {
    const app = Fastify();
    await app.register(async (api) => {
      registerRouteSchemas(api);
      await registerOpenApiDocument(api);
      register(api);
      api.get("/doc", access("public"), async () => api.swagger());
    });
    try {
      const response = await app.inject({ method: "GET", url: "/doc" });
      if (response.statusCode !== 200) throw new Error(response.json<{ message: string }>().message);
      return response.json<{ paths: Record<string, Record<string, Json>> }>();
    } finally {
      await app.close();
    }
  }
  const described = (operationId: string) =>
    routeSchema({
      operationId,
      tags: ["Service"],
      summary: "x",
      response: { 200: answer("ok", apiError, { message: "ok" }) },
    });

  it("is left out when the route has none (it is no endpoint of the API)", async () => {
    const document = await documentOf((api) => api.get("/plain", access("public"), async () => "x"));
    expect(document.paths["/plain"]).toBeUndefined();
  });

  it("must name the secret of a shared-secret route", async () => {
    await expect(
      documentOf((api) =>
        api.get("/secret", { ...access("shared-secret"), schema: described("s") }, async () => "x"),
      ),
    ).rejects.toThrow(/GET \/secret checks a shared secret: name its scheme/);
  });

  it("gets the answers Fastify gives about a body on every POST", async () => {
    const document = await documentOf((api) =>
      api.post("/p", { ...access("public"), schema: described("p") }, async () => "x"),
    );
    const responses = document.paths["/p"]!.post!.responses as Json;
    expect(Object.keys(responses).sort()).toEqual(["200", "400", "413", "415"]);
  });

  it("gives several routes one operation under their documented path", async () => {
    const schema = routeSchema({ ...described("provider"), documentedPath: "/api/test/{provider}" });
    const document = await documentOf((api) => {
      api.get("/api/test/one", { ...access("public"), schema }, async () => "x");
      api.get("/api/test/two", { ...access("public"), schema }, async () => "x");
    });
    expect(Object.keys(document.paths).filter((path) => path.startsWith("/api/test/"))).toContain(
      "/api/test/{provider}",
    );
    expect(document.paths["/api/test/one"]).toBeUndefined();
  });
});
