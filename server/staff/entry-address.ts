import type { FastifySchemaCompiler } from "fastify";
import { inboxKinds, staffMessages, type InboxKind } from "../../contract/staff-schemas.ts";
import { z } from "../../contract/zod.ts";
import { HttpError } from "../http/http-error.ts";
import { routeValidatorCompiler } from "../http/route-validation.ts";
import { validatedInHandler, type Schema } from "../http/route-schema.ts";
import { exampleItem } from "./staff-answers.ts";

// The address of an inbox entry, /api/staff/inbox/{kind}/{id}: its parameters' schema (which the document shows)
// and the rule that an address naming no entry is a 404, never a 400. Fastify checks the parameters before the
// body, so a bad address is answered 404 whatever the body holds, as when the handlers checked it themselves.

/** The path parameter `name`: one of `values`, described, with its example. */
const pathEnum = <const T extends readonly [string, ...string[]]>(
  values: T,
  description: string,
  example: string,
) => z.enum(values).check(z.meta({ description, examples: [example] }));

/** A path parameter that is a UUID, described, with its example. */
export const pathUuid = (description: string, example: string) =>
  z.uuid().check(z.meta({ description, examples: [example] }));

/** {kind}/{id} of an entry; `kinds` when the route takes only some kinds. */
export function entryParams<const K extends readonly [InboxKind, ...InboxKind[]] = typeof inboxKinds>(
  example: { kind: K[number]; id: string } = { kind: "application", id: exampleItem.id },
  kinds: K = inboxKinds as unknown as K,
) {
  return {
    kind: pathEnum(kinds, "The kind of entry.", example.kind),
    id: pathUuid("The entry's id.", example.id),
  };
}

/** The entry a validated address names, its id in lower case (as every table and audit line keeps it). */
export function entryOf<P extends { kind: InboxKind; id: string }>(params: P): P {
  return { ...params, id: params.id.toLowerCase() };
}

/**
 * A route's validatorCompiler: the path parameters are checked by the route's schema and a failure is a 404 with
 * `message` (or the message `messageFor` picks from the parameters sent); the body and the query as every route's
 * (`body: "handler"` when the handler checks the body itself, after a limit it counts first).
 */
export function addressNotFound(
  message: string | ((params: Record<string, string>) => string) = staffMessages.entryNotFound,
  { body = "route" }: { body?: "route" | "handler" } = {},
): FastifySchemaCompiler<unknown> {
  return (route) => {
    if (route.httpPart === "body" && body === "handler") return validatedInHandler(route);
    // Every route schema here is zod's (route-schema.ts).
    const validate = routeValidatorCompiler(route as Parameters<FastifySchemaCompiler<Schema>>[0]);
    if (route.httpPart !== "params") return validate;
    return (params: unknown) => {
      const result = validate(params);
      if (typeof result !== "object" || !("error" in result) || !result.error) return result;
      const text = typeof message === "string" ? message : message(params as Record<string, string>);
      return { error: new HttpError(404, text) };
    };
  };
}
