import fc, { type Arbitrary } from "fast-check";

// fast-check arbitraries that make values valid under a JSON Schema of the OpenAPI document (the keywords zod's
// generator writes: type, properties, required, additionalProperties, items, enum, const, oneOf, anyOf, minLength,
// maxLength, format, pattern, $ref). No library here does this for JSON Schema 2020-12 with fast-check's shrinking.
//
// The document says its text fields are "checked after cleaning: control characters removed, spaces trimmed", so
// strings are made of printable characters and neither start nor end with a space: anything else is not valid as
// the document describes it.

type Schema = Record<string, unknown>;

export function arbitraryOf(schema: Schema, resolveRef: (ref: string) => Schema): Arbitrary<unknown> {
  if (typeof schema.$ref === "string") return arbitraryOf(resolveRef(schema.$ref), resolveRef);
  if ("const" in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const choices = (schema.oneOf ?? schema.anyOf) as Schema[] | undefined;
  if (Array.isArray(choices)) return fc.oneof(...choices.map((choice) => arbitraryOf(choice, resolveRef)));
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type as string | undefined];
  return fc.oneof(...types.map((type) => arbitraryOfType(type, schema, resolveRef)));
}

function arbitraryOfType(
  type: string | undefined,
  schema: Schema,
  resolveRef: (ref: string) => Schema,
): Arbitrary<unknown> {
  switch (type) {
    case "null":
      return fc.constant(null);
    case "boolean":
      return fc.boolean();
    case "integer":
      return fc.integer({ min: numberOr(schema.minimum, -1e9), max: numberOr(schema.maximum, 1e9) });
    case "number":
      return fc.double({
        min: numberOr(schema.minimum, -1e15),
        max: numberOr(schema.maximum, 1e15),
        noNaN: true,
        noDefaultInfinity: true,
      });
    case "string":
      return stringOf(schema);
    case "array": {
      const items = (schema.items as Schema | undefined) ?? {};
      return fc.array(arbitraryOf(items, resolveRef), {
        minLength: numberOr(schema.minItems, 0),
        maxLength: Math.min(numberOr(schema.maxItems, 5), 5),
      });
    }
    case "object":
    case undefined:
      return objectOf(schema, resolveRef);
    default:
      throw new Error(`no arbitrary for JSON Schema type ${type}`);
  }
}

function objectOf(schema: Schema, resolveRef: (ref: string) => Schema): Arbitrary<unknown> {
  const properties = (schema.properties as Record<string, Schema> | undefined) ?? {};
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const record = fc.record(
    Object.fromEntries(
      Object.entries(properties).map(([name, value]) => [name, arbitraryOf(value, resolveRef)]),
    ),
    { requiredKeys: [...required].filter((name) => name in properties) },
  );
  return record;
}

const numberOr = (value: unknown, fallback: number) => (typeof value === "number" ? value : fallback);

/** Printable ASCII, trimmed: what the document's cleaning rule leaves unchanged. */
function cleanText(minLength: number, maxLength: number): Arbitrary<string> {
  const printable = fc.string({ unit: "grapheme-ascii", minLength, maxLength: Math.min(maxLength, 60) });
  return printable
    .map((text) => text.replace(/[\s]+/g, " ").trim())
    .filter((text) => text.length >= minLength && text.length <= maxLength);
}

function stringOf(schema: Schema): Arbitrary<string> {
  const minLength = numberOr(schema.minLength, 0);
  const maxLength = numberOr(schema.maxLength, 200);
  switch (schema.format) {
    case "email":
      return fc.emailAddress().filter((email) => email.length <= maxLength);
    case "uri":
      return fc.webUrl().filter((url) => url.length <= maxLength);
    case "uuid":
      return fc.uuid();
    case "date":
      return fc
        .date({
          min: new Date("1970-01-01T00:00:00Z"),
          max: new Date("2199-12-31T00:00:00Z"),
          noInvalidDate: true,
        })
        .map((date) => date.toISOString().slice(0, 10));
    case "date-time":
      return fc
        .date({
          min: new Date("1970-01-01T00:00:00Z"),
          max: new Date("2199-12-31T00:00:00Z"),
          noInvalidDate: true,
        })
        .map((date) => date.toISOString());
    case undefined:
      break;
    default:
      throw new Error(`no arbitrary for string format ${String(schema.format)}`);
  }
  if (typeof schema.pattern === "string") {
    return fc
      .stringMatching(new RegExp(schema.pattern))
      .filter((text) => text.length >= minLength && text.length <= maxLength);
  }
  return cleanText(minLength, maxLength);
}
