// Every public endpoint of the API, gathered from each domain's description next to its routes
// (server/<domain>/<domain>.openapi.ts, built with endpoint-kit.ts): GET /api/openapi.json is built from this table
// (openapi-document.ts), and tests/api/openapi.test.ts calls every entry with its example.
import type { Endpoint } from "./endpoint-kit.ts";

export {
  responseHeaders,
  responseSchemas,
  sharedAnswers,
  tags,
  type Answer,
  type Endpoint,
  type Schema,
} from "./endpoint-kit.ts";

export const endpoints: readonly Endpoint[] = [];
