import type { z } from "../../contract/zod.ts";
import { issuesToDetails } from "../../contract/api.ts";
import { authMessages } from "../../contract/auth.ts";
import { HttpError } from "../http/http-error.ts";

/**
 * Like parseBody, but the message is the first problem itself ("Password must be at least 6 characters"), since the
 * login and registration pages show the server's message as it is; `details` lists every problem.
 */
export function parseAuthBody<Schema extends z.ZodMiniType>(schema: Schema, body: unknown): z.output<Schema> {
  const result = schema.safeParse(body ?? {});
  if (!result.success) {
    const details = issuesToDetails(result.error);
    throw new HttpError(400, details[0] ?? "Some of the information you sent is not valid.", { details });
  }
  return result.data;
}

/** The token of an `Authorization: Bearer <token>` header, or undefined. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer[ ]+([A-Za-z0-9_-]{16,200})\s*$/i.exec(header ?? "");
  return match?.[1];
}

export function unauthorized(message: string = authMessages.sessionExpired): HttpError {
  return new HttpError(401, message, { headers: { "www-authenticate": 'Bearer realm="api"' } });
}
