import { fieldErrors } from "../../../contract/form-text.ts";
import type { z } from "../../../contract/zod.ts";
import type { FieldErrors, FormCheck } from "./use-form.ts";

/** Checks values with a contract schema: its output, or its problems by field (the first one per field). */
export function checkWithSchema<Values, Schema extends z.ZodMiniType>(
  schema: Schema,
  values: Values,
): FormCheck<Values, z.output<Schema>> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, errors: fieldErrors(parsed.error) as FieldErrors<Values> };
}
