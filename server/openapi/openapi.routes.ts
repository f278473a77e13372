import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { access } from "../http/access.ts";

/**
 * GET /api/openapi.json: the OpenAPI 3.1 document of the API, generated from the routes' schemas
 * (openapi.plugin.ts) the first time it is asked for. It changes only with a deployment, so clients revalidate by
 * ETag (no-cache) and usually get a 304.
 */
export async function openApiRoutes(app: FastifyInstance) {
  let served: { body: string; etag: string } | undefined;
  app.get("/openapi.json", access("public"), async (request, reply) => {
    if (!served) {
      const body = JSON.stringify(app.swagger());
      served = { body, etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"` };
    }
    reply.header("cache-control", "no-cache").header("etag", served.etag);
    if (request.headers["if-none-match"] === served.etag) return reply.status(304).send();
    return reply.header("content-type", "application/json; charset=utf-8").send(served.body);
  });
}
