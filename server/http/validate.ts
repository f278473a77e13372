import type { z } from "../../contract/zod.ts";
import { apiMessages, issuesToDetails } from "../../contract/api.ts";
import { HttpError } from "./http-error.ts";

/** Parses a request body with a contract schema; a failure is a 400 naming each problem. */
export function parseBody<Schema extends z.ZodMiniType>(schema: Schema, body: unknown): z.output<Schema> {
  const result = schema.safeParse(body ?? {});
  if (!result.success) {
    throw new HttpError(400, apiMessages.invalidInput, { details: issuesToDetails(result.error) });
  }
  return result.data;
}
