import Fastify, { type FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { contactMessageSchema } from "../../contract/contact.ts";
import { z } from "../../contract/zod.ts";
import { access, registerAccessControl } from "./access.ts";
import { registerErrorHandling } from "./errors.ts";
import { HttpError } from "./http-error.ts";
import { routeSchema, answer, validatedInHandler } from "./route-schema.ts";
import { registerRouteSchemas } from "./route-validation.ts";
import { parseBody } from "./validate.ts";
import { apiError } from "./common-answers.ts";

// A route's zod schema answers a request it refuses exactly as the routes' own parsing (parseBody) always did: 400
// {message, details} with one sentence per problem; and only after the access check (ADR 0044).

let app: FastifyInstance;
afterEach(async () => {
  await app?.close();
});

const schema = routeSchema({
  operationId: "test",
  tags: ["Forms"],
  summary: "test",
  body: contactMessageSchema,
  querystring: z.object({ page: z.optional(z.string().check(z.regex(/^\d+$/, "page must be a number"))) }),
  response: { 200: answer("ok", apiError, { message: "ok" }) },
});

async function start() {
  app = Fastify();
  registerErrorHandling(app, async (_request, reply) => reply.status(404).send());
  await app.register(async (api) => {
    registerRouteSchemas(api);
    // Only the token "member" is a live session.
    registerAccessControl(api, async (token) =>
      token === "member-token-0000000" ? ({ staff: false } as never) : undefined,
    );
    api.post("/open", { ...access("public"), schema }, async () => ({ message: "ok" }));
    api.post("/members", { ...access("signed-in"), schema }, async () => ({ message: "ok" }));
    api.post(
      "/described",
      { ...access("public"), schema, validatorCompiler: validatedInHandler },
      async (request) =>
        typeof request.body === "object" ? { message: "handler" } : { message: "not an object" },
    );
  });
  await app.ready();
}

/** What the routes' own parsing answers for this body. */
function parsedAnswer(body: unknown) {
  try {
    parseBody(contactMessageSchema, body);
  } catch (error) {
    if (error instanceof HttpError) return { message: error.message, details: error.details };
  }
  return undefined;
}

const post = (url: string, body?: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: "POST",
    url,
    ...(body === undefined ? {} : { body, headers: { "content-type": "application/json", ...headers } }),
    ...(body === undefined ? { headers } : {}),
  });

describe("a route's zod schema", () => {
  it("refuses what parseBody refuses, with the same 400 and the same sentences", async () => {
    await start();
    const bodies = [
      { name: "", email: "not an address", subject: "Hi", message: "Hello" },
      { name: "Ada", email: "ada@example.org", subject: "Hi", message: "Hello", category: "unknown" },
      { name: 1, email: null, subject: ["x"], message: "x".repeat(20_000) },
      {},
      null,
      ["a"],
    ];
    for (const body of bodies) {
      const response = await post("/open", JSON.stringify(body));
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json(), JSON.stringify(body)).toEqual(parsedAnswer(body));
    }
    // No body at all: the missing fields, as parseBody reads it (an empty object).
    const none = await post("/open");
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual(parsedAnswer(undefined));
  });

  it("validates the query too, and takes a valid request", async () => {
    await start();
    const valid = JSON.stringify({ name: "Ada", email: "ada@example.org", subject: "Hi", message: "Hello" });
    expect((await post("/open", valid)).json()).toEqual({ message: "ok" });
    const query = await app.inject({
      method: "POST",
      url: "/open?page=two",
      body: valid,
      headers: { "content-type": "application/json" },
    });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toEqual({
      message: "Some of the information you sent is not valid.",
      details: ["page must be a number"],
    });
  });

  it("is checked after the route's access: a caller without a session gets 401, never the body's rules", async () => {
    await start();
    const refused = await post("/members", "{}");
    expect(refused.statusCode).toBe(401);
    const member = await post("/members", "{}", { authorization: "Bearer member-token-0000000" });
    expect(member.statusCode).toBe(400);
  });

  it("only documents a route that validates in its handler", async () => {
    await start();
    const response = await post("/described", JSON.stringify({ anything: true }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: "handler" });
  });

  it("sends an answer as the handler built it, with fields its schema does not list", async () => {
    app = Fastify();
    registerRouteSchemas(app);
    const extra = routeSchema({
      operationId: "extra",
      tags: ["Forms"],
      summary: "extra",
      response: { 200: answer("ok", z.object({ a: z.string() }), { a: "x" }) },
    });
    app.get("/extra", { schema: extra }, async () => ({ a: "x", b: 1 }));
    expect((await app.inject({ method: "GET", url: "/extra" })).json()).toEqual({ a: "x", b: 1 });
  });
});
