import { randomBytes } from "node:crypto";
import Fastify from "fastify";
import { API_PREFIX, apiRoutes } from "../api.ts";
import { loadConfig } from "../config.ts";
import type { Database } from "../db/client.ts";
import { createServices } from "../services.ts";
import type { Document } from "./document-finish.ts";

/**
 * The OpenAPI document GET /api/openapi.json serves, generated without a server or a database: the API plugin is
 * registered on an app of its own with the default configuration (no route reads the database while it registers)
 * and its document is asked for as a client would. For the OpenAPI lint, the API tests and tooling/openapi-diff.ts.
 */
export async function buildApiDocument(): Promise<Document> {
  const app = Fastify({ logger: false });
  // A throwaway staff key: without one, registering the staff routes makes DATA_DIR/staff-secret.key, and the
  // default DATA_DIR is ./data in whatever folder a lint or test runs from.
  const config = loadConfig({ STAFF_SECRET_KEY: randomBytes(32).toString("hex") });
  const services = createServices(config, noDatabase, app.log);
  await app.register(apiRoutes(services), { prefix: API_PREFIX });
  const response = await app.inject({ method: "GET", url: `${API_PREFIX}/openapi.json` });
  await app.close();
  if (response.statusCode !== 200) throw new Error(`OpenAPI: the document answered ${response.statusCode}.`);
  return response.json<Document>();
}

const unused = () => {
  throw new Error("The OpenAPI document is generated without a database.");
};
// Services hold the database handle; any use of it while the document is generated is a mistake, and says so.
const noDatabase = new Proxy({} as Database, {
  get: (_target, name) => (name === "db" ? new Proxy({}, { get: unused }) : unused()),
});
