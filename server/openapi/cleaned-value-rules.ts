import { z } from "../../contract/zod.ts";

type JsonSchema = Record<string, unknown>;

const CLEANED_VALUE_RULES = ["minLength", "maxLength", "format"] as const;

/**
 * An override for zod's JSON Schema generator. In "input" mode zod describes a pipe by its input side only, so a
 * contract field such as requiredLine (any string, cleaned, then checked: 1 to 200 characters) would lose its
 * limits. This adds the output side's length and format rules to the input schema: a client that keeps to them is
 * accepted (cleaning only ever shortens a value). In "output" mode a pipe is its output side already: nothing to add.
 */
export function addCleanedValueRules(context: { zodSchema: z.core.$ZodType; jsonSchema: object }) {
  const def = (context.zodSchema as z.core.$ZodTypes)._zod.def;
  if (def.type !== "pipe" || !transformsInput(def.in)) return;
  const after = z.toJSONSchema(def.out, { io: "output", unrepresentable: "any" }) as JsonSchema;
  const jsonSchema = context.jsonSchema as JsonSchema;
  let added = false;
  for (const rule of CLEANED_VALUE_RULES) {
    if (after[rule] !== undefined && jsonSchema[rule] === undefined) {
      jsonSchema[rule] = after[rule];
      added = true;
    }
  }
  if (added && jsonSchema.description === undefined) {
    jsonSchema.description = "Checked after cleaning: control characters removed, spaces trimmed.";
  }
}

function transformsInput(schema: z.core.$ZodType): boolean {
  const def = (schema as z.core.$ZodTypes)._zod.def;
  if (def.type === "transform") return true;
  if (def.type === "pipe") return transformsInput(def.in) || transformsInput(def.out);
  if (def.type === "optional" || def.type === "nullable" || def.type === "default") {
    return transformsInput(def.innerType);
  }
  return false;
}
