import type { FastifyInstance } from "fastify";

/**
 * The fields of a plain HTML form post (application/x-www-form-urlencoded), as a browser without JavaScript sends
 * them: every value a string, the last one winning when a name repeats. A class of its own, so a route can tell a
 * form body from a JSON body that happens to look alike.
 */
export class FormBody {
  readonly fields: Readonly<Record<string, string>>;
  constructor(fields: Record<string, string>) {
    this.fields = fields;
  }
}

export function isFormBody(body: unknown): body is FormBody {
  return body instanceof FormBody;
}

/**
 * Accepts form bodies in the calling plugin only (Fastify scopes content-type parsers to their plugin), so no other
 * route starts taking them. Object.fromEntries defines own properties: a field named __proto__ stays a field.
 */
export function registerFormBodyParser(app: FastifyInstance, options: { bodyLimit?: number } = {}) {
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", ...options },
    (_request, body, done) => {
      const fields = new Map<string, string>();
      for (const [name, value] of new URLSearchParams(body as string)) fields.set(name, value);
      done(null, new FormBody(Object.fromEntries(fields)));
    },
  );
}
