import { inboxQuerySchema } from "../../contract/staff-schemas.ts";
import { z } from "../../contract/zod.ts";

// The staff routes' query parameters are the contract's schemas (contract/staff-schemas.ts,
// contract/analytics-schemas.ts), which validate them; here they are described for the document (ADR 0044).

/** A query parameter, described, with its example; `format` names a JSON Schema format the contract checks. */
export function described<S extends z.ZodMiniType>(
  schema: S,
  description: string,
  example: string,
  format?: "date",
): S {
  return schema.check(z.meta({ description, examples: [example], ...(format ? { format } : {}) }));
}

/**
 * The page size (`limit`: a whole number from 1 to 100, sent as text), described. Its example is put on the text a
 * client sends: zod leaves an example beside a transform (the text read as a number) out of a request's JSON Schema.
 */
export function pageSize(description: string, example: string) {
  const { in: text, out: number } = inboxQuerySchema.shape.limit.def.innerType.def;
  return z.optional(z.pipe(text.check(z.meta({ description, examples: [example] })), number));
}
