import type { FastifyInstance, FastifySchemaCompiler, FastifySerializerCompiler } from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";
import { apiMessages, type ApiError } from "../../contract/api.ts";
import type { Schema } from "./route-schema.ts";

// How the API plugin validates with the routes' zod schemas (fastify-type-provider-zod) and serializes answers
// (ADR 0044). Fastify validates params, query, headers and body before the handler runs; a failure is the 400
// every route has always answered: `{message, details}`, one sentence per problem (errors.ts).

/**
 * The type provider's validator, with one rule of the API's: a request without a body is read as an empty object,
 * so its answer names each missing field (as the routes' own parsing always did) instead of "expected object".
 */
export const routeValidatorCompiler: FastifySchemaCompiler<Schema> = (route) => {
  const validate = validatorCompiler(route);
  return route.httpPart === "body" ? (data) => validate(data ?? {}) : validate;
};

/**
 * Answers are sent as the handler built them, with JSON.stringify, as before the routes had response schemas: the
 * type provider's serializer would drop fields a schema does not list and answer 500 for a slip. The response
 * schemas type `reply.send` and make the document; the API tests check every answer against that document.
 */
export const routeSerializerCompiler: FastifySerializerCompiler<unknown> = () => (data) =>
  JSON.stringify(data);

export function registerRouteSchemas(app: FastifyInstance) {
  app.setValidatorCompiler(routeValidatorCompiler);
  app.setSerializerCompiler(routeSerializerCompiler);
}

/** The answer to a failed route validation: the sentences of zod's issues, as `parseBody` (validate.ts) gives them. */
export function invalidInputAnswer(issues: readonly { message?: string }[]): ApiError {
  return {
    message: apiMessages.invalidInput,
    details: issues.map((issue) => issue.message ?? apiMessages.invalidInput),
  };
}
