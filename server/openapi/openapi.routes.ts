import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { buildOpenApiDocument } from "./openapi-document.ts";
import { access } from "../http/access.ts";

/**
 * GET /api/openapi.json: the OpenAPI 3.1 document of the API, built once at start from the endpoint table and the
 * zod contract. It changes only with a deployment, so clients revalidate by ETag (no-cache) and usually get a 304.
 */
export async function openApiRoutes(app: FastifyInstance) {
  const body = JSON.stringify(buildOpenApiDocument());
  const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;

  app.get("/openapi.json", access("public"), async (request, reply) => {
    reply.header("cache-control", "no-cache").header("etag", etag);
    if (request.headers["if-none-match"] === etag) return reply.status(304).send();
    return reply.header("content-type", "application/json; charset=utf-8").send(body);
  });
}
