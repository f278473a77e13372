import fc, { type Arbitrary } from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerAccount, bearer } from "../support/auth-helpers.ts";
import { formsTestEnv } from "../support/forms.ts";
import { built, builtOperations, expectDocumented, resolve, type Json } from "../support/openapi.ts";
import { arbitraryOf, formBodyOf, multipartBodyOf } from "../support/schema-arbitrary.ts";
import { verifiedStaff } from "../support/staff-helpers.ts";
import { databaseLabel } from "../support/test-database.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

// Property-based: for every operation of the OpenAPI document, fast-check makes requests and sends them to the
// running API; every answer must be documented (its status, its body's schema, its headers), and none is a 5xx.
// - Requests valid under the document, in each media type the operation takes (JSON, a plain HTML form from this
//   site or another, a raw email, the beacon's text): no valid JSON request is refused with 400, whatever the
//   document allows, the server takes.
// - What a fuzzer sends to every POST: malformed, empty, deep or 2 MB bodies, other media types.
// - JSON bodies whose text is drawn from all of Unicode, lone surrogates included.
// Operations behind the bearer token are sent with a session of the right kind (an account, or staff with the second
// factor). A failure prints the smallest request found.

const RUNS = Number(process.env.OPENAPI_PROPERTY_RUNS ?? 25);
const MB = 1024 * 1024;
const resolveRef = (ref: string) => resolve<Json>(built, { $ref: ref });

// Operations whose body holds a secret that only the account's owner knows or holds (the current password, a TOTP
// code, a one-time code or link token, a passkey's signature): a value the document allows but the server did not issue is refused, with the
// sentence that says so. Their answers are still checked against the document.
const SECRET_CHECKED = new Set([
  "POST /api/auth/login",
  "POST /api/auth/exchange",
  "POST /api/auth/verify-email",
  "POST /api/auth/reset-password",
  "POST /api/account/password",
  "POST /api/account/email",
  "POST /api/account/email/confirm",
  "POST /api/account/delete",
  "POST /api/account/passkeys/registration/verify",
  "POST /api/auth/passkey/verify",
  "POST /api/staff/2fa/confirm",
  "POST /api/staff/2fa/verify",
]);

// Operations whose body is a raw email (message/rfc822), sent with the server's INBOUND_SECRET: the document allows
// any text, and text that is not an email with a From address is refused with the sentence that says so.
const RAW_EMAIL_CHECKED = new Set(["POST /api/inbound/email"]);
const INBOUND_SECRET = "property-test-inbound-secret-0123456789";

// Parameters that carry a value the server issued (a page's `nextCursor`): any other value is refused as not one of
// them, so they are left out (each is optional).
const ISSUED_PARAMETERS = new Set(["cursor"]);

// Bodies no client of the document sends: each names its media type, what it is, and any header it needs.
interface BadBody {
  what: string;
  type: string;
  body: string;
  headers?: Record<string, string>;
}
const MALFORMED_CASES: BadBody[] = [
  { what: "malformed JSON", type: "application/json", body: '{"email": ' },
  { what: "an empty JSON body", type: "application/json", body: "" },
  { what: "JSON that is not an object", type: "application/json", body: '["a", 1]' },
  { what: "JSON null", type: "application/json", body: "null" },
  { what: "JSON nested too deeply", type: "application/json", body: "[".repeat(100) + "]".repeat(100) },
  { what: "a 2 MB JSON body", type: "application/json", body: JSON.stringify({ text: "x".repeat(2 * MB) }) },
  {
    what: "a JSON body with a prototype key",
    type: "application/json",
    body: '{"__proto__": {"admin": true}}',
  },
  { what: "text/plain", type: "text/plain", body: "hello" },
  { what: "XML", type: "application/xml", body: "<a>1</a>" },
  { what: "multipart", type: "multipart/form-data; boundary=x", body: "--x\r\n\r\n--x--\r\n" },
  {
    what: "a form from this site",
    type: "application/x-www-form-urlencoded",
    body: "a=1&email=x",
    headers: { "sec-fetch-site": "same-origin" },
  },
  {
    what: "a form from another site",
    type: "application/x-www-form-urlencoded",
    body: "a=1",
    headers: { "sec-fetch-site": "cross-site" },
  },
  {
    what: "a 2 MB form",
    type: "application/x-www-form-urlencoded",
    body: `a=${"x".repeat(2 * MB)}`,
    headers: { "sec-fetch-site": "same-origin" },
  },
];
const malformedBody: Arbitrary<BadBody> = fc.oneof(
  fc.constantFrom(...MALFORMED_CASES),
  // Any text that is not JSON, sent as JSON.
  fc
    .string({ unit: "binary", maxLength: 40 })
    .map((text) => ({ what: "not JSON", type: "application/json", body: `{${text}` })),
);

describe(`requests made from the OpenAPI document on ${databaseLabel()}`, () => {
  let server: TestServer;
  let account: Record<string, string>;
  let staff: Record<string, string>;

  beforeAll(async () => {
    server = await startTestServer({
      ...formsTestEnv,
      FORM_MIN_FILL_MS: "0",
      AUTH_REGISTER_MAX_PER_IP: "100000",
      AUTH_LOGIN_MAX_FAILURES: "100000",
      INBOUND_SECRET,
      INBOUND_RATE_LIMIT: "100000",
    });
    account = bearer((await registerAccount(server)).token);
    staff = (await verifiedStaff(server, "admin")).headers;
  });
  afterAll(async () => {
    await server.close();
  });

  for (const { path, method, operation } of builtOperations) {
    const label = `${method.toUpperCase()} ${path}`;
    // Ending sessions would sign the shared test sessions out; those operations are checked in their own tests.
    if (/\/logout$|\/sessions\/end-others$|\/sessions\/\{id\}\/end$/.test(path)) continue;
    const parameters = (operation.parameters ?? []).map((parameter) => resolve<Json>(built, parameter));
    const guarded = (operation.security ?? []).length > 0;
    const inbound = (operation.security ?? []).some((requirement) => "inboundSecret" in requirement);
    // The credentials an operation needs, without a content type: each request says its own.
    const credentials = (): Record<string, string> =>
      !guarded
        ? {}
        : inbound
          ? { authorization: `Bearer ${INBOUND_SECRET}` }
          : path.startsWith("/api/staff/")
            ? { ...staff }
            : { ...account };
    const params = fc.record(
      Object.fromEntries(
        parameters
          .filter((parameter) => parameter.in === "path" || parameter.in === "query")
          .filter((parameter) => !ISSUED_PARAMETERS.has(parameter.name as string))
          .map((parameter) => [parameter.name as string, arbitraryOf(parameter.schema as Json, resolveRef)]),
      ),
    );
    const send = (
      values: Record<string, unknown>,
      init: { headers: Record<string, string>; body?: string | FormData },
    ) => {
      let url = path;
      const query = new URLSearchParams();
      for (const parameter of parameters) {
        const value = values[parameter.name as string];
        if (parameter.in === "path")
          url = url.replace(`{${parameter.name as string}}`, encodeURIComponent(String(value)));
        else if (parameter.in === "query" && value !== undefined)
          query.set(parameter.name as string, String(value));
      }
      return fetch(`${server.url}${url}${query.size > 0 ? `?${query}` : ""}`, {
        method: method.toUpperCase(),
        ...init,
        redirect: "manual",
      });
    };
    /** Every answer: never a 5xx, its status documented, its body and headers as documented. */
    const documented = async (response: Response, what: string) => {
      expect(response.status, `${label} ${what}`).toBeLessThan(500);
      return expectDocumented(operation, response, `${label} ${what}`);
    };

    // Each media type the operation takes (none: a request without a body), with bodies valid under the document.
    const content = Object.entries(operation.requestBody?.content ?? {});
    for (const [mediaType, media] of content.length > 0 ? content : [[undefined, undefined] as const]) {
      it(`${label}${mediaType ? ` (${mediaType})` : ""}: valid requests are answered as documented, never 5xx, never refused for their shape`, async () => {
        const body: Arbitrary<string | FormData | undefined> =
          mediaType === undefined
            ? fc.constant(undefined)
            : mediaType === "multipart/form-data"
              ? multipartBodyOf(operation.requestBody!.content["application/json"]!.schema, resolveRef)
              : mediaType === "application/json"
                ? arbitraryOf(media!.schema, resolveRef).map((value) => JSON.stringify(value))
                : mediaType === "application/x-www-form-urlencoded"
                  ? formBodyOf(operation, resolveRef)
                  : fc.oneof(
                      fc.constant(
                        typeof media!.example === "string" ? media!.example : JSON.stringify(media!.example),
                      ),
                      arbitraryOf(media!.schema, resolveRef) as Arbitrary<string>,
                    );
        // A plain form is taken from the site's own pages only; another site's is refused (403, documented).
        const origins =
          mediaType === "application/x-www-form-urlencoded"
            ? fc.constantFrom("same-origin", "cross-site")
            : fc.constant(undefined);
        await fc.assert(
          fc.asyncProperty(fc.record({ body, params, origin: origins }), async ({ body, params, origin }) => {
            const headers = credentials();
            // A FormData body brings its own Content-Type, with its boundary.
            if (mediaType && mediaType !== "multipart/form-data") headers["content-type"] = mediaType;
            if (origin) headers["sec-fetch-site"] = origin;
            const answer = await documented(await send(params, { headers, body }), mediaType ?? "");
            if (
              answer.status === "400" &&
              mediaType === "application/json" &&
              !SECRET_CHECKED.has(label) &&
              !RAW_EMAIL_CHECKED.has(label)
            ) {
              expect.fail(
                `${label} refused a request valid under the document: ${JSON.stringify(answer.body)}`,
              );
            }
          }),
          { numRuns: RUNS },
        );
      });
    }

    // What a fuzzer sends: a malformed, empty, deeply nested or oversized body, another media type, a form from
    // another site. Every answer's status is in the document.
    if (method === "post") {
      it(`${label}: malformed bodies and other media types are answered as documented, never 5xx`, async () => {
        await fc.assert(
          fc.asyncProperty(fc.record({ bad: malformedBody, params }), async ({ bad, params }) => {
            const headers: Record<string, string> = {
              ...credentials(),
              "content-type": bad.type,
              ...bad.headers,
            };
            await documented(await send(params, { headers, body: bad.body }), bad.what);
          }),
          { numRuns: Math.max(RUNS, MALFORMED_CASES.length * 2) },
        );
      });
    }

    // Text in every JSON body drawn from all of Unicode, lone surrogates (ill-formed UTF-16) included: a value is
    // taken (stored as U+FFFD) or refused with a documented 400, never a 5xx.
    const jsonSchema = operation.requestBody?.content["application/json"]?.schema;
    if (jsonSchema) {
      it(`${label}: text from all of Unicode, lone surrogates included, is answered as documented, never 5xx`, async () => {
        const body = arbitraryOf(jsonSchema, resolveRef, { text: "full-unicode" });
        await fc.assert(
          fc.asyncProperty(fc.record({ body, params }), async ({ body, params }) => {
            const headers = { ...credentials(), "content-type": "application/json" };
            await documented(await send(params, { headers, body: JSON.stringify(body) }), "full Unicode");
          }),
          { numRuns: RUNS },
        );
      });
    }
  }
});
