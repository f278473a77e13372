import fs from "node:fs";
import fc, { type Arbitrary } from "fast-check";

// fast-check arbitraries that make values valid under a JSON Schema of the OpenAPI document (the keywords zod's
// generator writes: type, properties, required, additionalProperties, items, enum, const, oneOf, anyOf, minLength,
// maxLength, format, pattern, $ref). No library here does this for JSON Schema 2020-12 with fast-check's shrinking.
//
// The document says its text fields are "checked after cleaning: control characters removed, spaces trimmed", so
// strings are made of printable characters and neither start nor end with a space: anything else is not valid as
// the document describes it. With `text: "full-unicode"`, strings are also drawn from all of Unicode, lone
// surrogates (ill-formed UTF-16) included, or are a valid value with one put in: what a fuzzer sends.

type Schema = Record<string, unknown>;
type Resolve = (ref: string) => Schema;

export interface ArbitraryOptions {
  /** "clean" (default): strings valid under the document; "full-unicode": also any code unit at all. */
  text?: "clean" | "full-unicode";
}

export function arbitraryOf(
  schema: Schema,
  resolveRef: Resolve,
  options: ArbitraryOptions = {},
): Arbitrary<unknown> {
  if (typeof schema.$ref === "string") return arbitraryOf(resolveRef(schema.$ref), resolveRef, options);
  if ("const" in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const choices = (schema.oneOf ?? schema.anyOf) as Schema[] | undefined;
  if (Array.isArray(choices))
    return fc.oneof(...choices.map((choice) => arbitraryOf(choice, resolveRef, options)));
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type as string | undefined];
  return fc.oneof(...types.map((type) => arbitraryOfType(type, schema, resolveRef, options)));
}

/** One UTF-16 code unit or code point of any kind: a lone surrogate or a control character (NUL too) often. */
const anyUnit = fc.oneof(
  fc.string({ unit: "binary", minLength: 1, maxLength: 1 }),
  fc.integer({ min: 0xd800, max: 0xdfff }).map((unit) => String.fromCharCode(unit)),
  fc.constantFrom("\u0000", "\u0007", "\u001b", "\u0085", "\u2028", "\ufeff", "\uffff"),
);

/** Strings from all of Unicode, lone surrogates included; and valid ones with such a unit put in somewhere. */
function fullUnicode(valid: Arbitrary<string>, maxLength: number): Arbitrary<string> {
  return fc.oneof(
    valid,
    fc.string({ unit: anyUnit, maxLength: Math.min(maxLength, 60) }),
    fc
      .tuple(valid, anyUnit, fc.nat())
      .map(
        ([text, unit, at]) =>
          text.slice(0, at % (text.length + 1)) + unit + text.slice(at % (text.length + 1)),
      ),
  );
}

/**
 * An `application/x-www-form-urlencoded` body for an operation that takes one: its JSON body's fields as a browser
 * posts the form (a true checkbox "on", a false one left out), or the document's form example.
 */
export function formBodyOf(
  operation: { requestBody?: { content: Record<string, { schema: Schema; example?: unknown }> } },
  resolveRef: Resolve,
): Arbitrary<string> {
  const content = operation.requestBody?.content ?? {};
  const example = content["application/x-www-form-urlencoded"]?.example as Record<string, string> | undefined;
  const encoded = fc.constant(new URLSearchParams(example ?? {}).toString());
  const json = content["application/json"]?.schema;
  if (!json) return encoded;
  const fields = arbitraryOf(json, resolveRef).map((value) => {
    const form = new URLSearchParams();
    for (const [name, field] of Object.entries((value ?? {}) as Record<string, unknown>)) {
      if (field === true) form.set(name, "on");
      else if (typeof field === "string" || typeof field === "number") form.set(name, String(field));
    }
    return form.toString();
  });
  return fc.oneof(encoded, fields);
}

/**
 * A multipart/form-data body of an operation that takes files besides its JSON fields (the application): the JSON
 * body's fields as text, and a file drawn from a real PDF, a picture named .pdf, an empty file input, or none.
 */
export function multipartBodyOf(json: Schema, resolveRef: Resolve): Arbitrary<FormData> {
  const files = [
    { name: "cv.pdf", bytes: fs.readFileSync("tests/support/files/cv.pdf") },
    { name: "cv.pdf", bytes: fs.readFileSync("tests/support/files/picture.png") },
    { name: "", bytes: Buffer.alloc(0) },
  ];
  return fc
    .record({ fields: arbitraryOf(json, resolveRef), file: fc.option(fc.constantFrom(...files)) })
    .map(({ fields, file }) => {
      const form = new FormData();
      for (const [name, field] of Object.entries((fields ?? {}) as Record<string, unknown>)) {
        if (field !== undefined && field !== null)
          form.append(name, typeof field === "object" ? JSON.stringify(field) : String(field));
      }
      if (file) form.append("resumeFile", new Blob([new Uint8Array(file.bytes)]), file.name);
      return form;
    });
}

function arbitraryOfType(
  type: string | undefined,
  schema: Schema,
  resolveRef: Resolve,
  options: ArbitraryOptions,
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
      return options.text === "full-unicode"
        ? fullUnicode(stringOf(schema), numberOr(schema.maxLength, 200))
        : stringOf(schema);
    case "array": {
      const items = (schema.items as Schema | undefined) ?? {};
      return fc.array(arbitraryOf(items, resolveRef, options), {
        minLength: numberOr(schema.minItems, 0),
        maxLength: Math.min(numberOr(schema.maxItems, 5), 5),
      });
    }
    case "object":
    case undefined:
      return objectOf(schema, resolveRef, options);
    default:
      throw new Error(`no arbitrary for JSON Schema type ${type}`);
  }
}

function objectOf(schema: Schema, resolveRef: Resolve, options: ArbitraryOptions): Arbitrary<unknown> {
  const properties = (schema.properties as Record<string, Schema> | undefined) ?? {};
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const record = fc.record(
    Object.fromEntries(
      Object.entries(properties).map(([name, value]) => [name, arbitraryOf(value, resolveRef, options)]),
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
