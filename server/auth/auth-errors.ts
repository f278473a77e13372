import type { FastifySchemaValidationError } from "fastify";
import type { z } from "../../contract/zod.ts";
import { apiMessages, issuesToDetails } from "../../contract/api.ts";
import { authMessages } from "../../contract/auth.ts";
import { HttpError } from "../http/http-error.ts";

/**
 * The accounts API's answer to input its rules refuse: the message is the first problem itself ("Password must be
 * at least 6 characters"), since the sign-in, registration and account pages show the server's message as it is;
 * `details` lists every problem.
 */
export function invalidAccountInput(details: string[]): HttpError {
  return new HttpError(400, details[0] ?? apiMessages.invalidInput, { details });
}

/** Parses a body with a contract schema in a handler, answering as `invalidAccountInput`. */
export function parseAuthBody<Schema extends z.ZodMiniType>(schema: Schema, body: unknown): z.output<Schema> {
  const result = schema.safeParse(body ?? {});
  if (!result.success) throw invalidAccountInput(issuesToDetails(result.error));
  return result.data;
}

/**
 * Route options of every /api/auth and /api/account route its schema validates: a refusal is answered as
 * `invalidAccountInput` (ADR 0047), where the rest of the API answers "Some of the information you sent is not
 * valid." (server/http/route-validation.ts). The sentences are zod's issues, as parseAuthBody's.
 */
export const accountValidation = {
  schemaErrorFormatter: (errors: FastifySchemaValidationError[]): Error =>
    invalidAccountInput(errors.map((error) => error.message ?? apiMessages.invalidInput)),
};

/** The token of an `Authorization: Bearer <token>` header, or undefined. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer[ ]+([A-Za-z0-9_-]{16,200})\s*$/i.exec(header ?? "");
  return match?.[1];
}

export function unauthorized(message: string = authMessages.sessionExpired): HttpError {
  return new HttpError(401, message, { headers: { "www-authenticate": 'Bearer realm="api"' } });
}
