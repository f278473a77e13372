import type { FastifyInstance } from "fastify";
import { apiMessages } from "../../contract/api.ts";
import type { Database } from "../db/client.ts";

const PING_TIMEOUT_MS = 2_000;

/** 200 only once the database has answered a query; 503 otherwise, within a bounded time. */
export async function healthRoutes(app: FastifyInstance, { database }: { database: Database }) {
  app.get("/health", async (request, reply) => {
    try {
      await withTimeout(database.ping(), PING_TIMEOUT_MS);
      return reply.header("cache-control", "no-store").send({ status: "ok" });
    } catch (error) {
      request.log.warn({ err: error }, "health check: database did not answer");
      return reply.status(503).header("cache-control", "no-store").send({ message: apiMessages.unavailable });
    }
  });
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}
