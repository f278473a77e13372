import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerAccount, bearer } from "../support/auth-helpers.ts";
import { formsTestEnv } from "../support/forms.ts";
import { built, builtOperations, expectDocumented, resolve, type Json } from "../support/openapi.ts";
import { arbitraryOf } from "../support/schema-arbitrary.ts";
import { verifiedStaff } from "../support/staff-helpers.ts";
import { databaseLabel } from "../support/test-database.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

// Property-based: for every operation of the OpenAPI document, fast-check makes requests
// that are valid under the document (body, path and query parameters) and sends them to the running API. Each
// answer must be documented and match its schema, no answer is a 5xx, and no valid request is refused with 400:
// whatever the document allows, the server takes. Operations behind the bearer token are sent with a session of
// the right kind (an account, or staff with the second factor). A failure prints the smallest request found.

const RUNS = Number(process.env.OPENAPI_PROPERTY_RUNS ?? 25);
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
    it(`${label}: valid requests are answered as documented, never 5xx, never refused for their shape`, async () => {
      const bodySchema = operation.requestBody?.content["application/json"]?.schema;
      const raw = bodySchema ? undefined : operation.requestBody?.content["message/rfc822"];
      const parameters = (operation.parameters ?? []).map((parameter) => resolve<Json>(built, parameter));
      const request = fc.record({
        body: bodySchema
          ? arbitraryOf(bodySchema, resolveRef)
          : raw
            ? fc.oneof(fc.constant(raw.example), arbitraryOf(raw.schema, resolveRef))
            : fc.constant(undefined),
        params: fc.record(
          Object.fromEntries(
            parameters
              .filter((parameter) => parameter.in === "path" || parameter.in === "query")
              .filter((parameter) => !ISSUED_PARAMETERS.has(parameter.name as string))
              .map((parameter) => [
                parameter.name as string,
                arbitraryOf(parameter.schema as Json, resolveRef),
              ]),
          ),
        ),
      });
      const guarded = (operation.security ?? []).length > 0;
      const inbound = (operation.security ?? []).some((requirement) => "inboundSecret" in requirement);
      const headers = !guarded
        ? {}
        : inbound
          ? { authorization: `Bearer ${INBOUND_SECRET}`, "content-type": "message/rfc822" }
          : path.startsWith("/api/staff/")
            ? staff
            : account;

      await fc.assert(
        fc.asyncProperty(request, async ({ body, params }) => {
          let url = path;
          const query = new URLSearchParams();
          for (const parameter of parameters) {
            const value = (params as Record<string, unknown>)[parameter.name as string];
            if (parameter.in === "path")
              url = url.replace(`{${parameter.name as string}}`, encodeURIComponent(String(value)));
            else if (parameter.in === "query" && value !== undefined)
              query.set(parameter.name as string, String(value));
          }
          const response = await fetch(`${server.url}${url}${query.size > 0 ? `?${query}` : ""}`, {
            method: method.toUpperCase(),
            headers: bodySchema ? { ...headers, "content-type": "application/json" } : headers,
            body: bodySchema ? JSON.stringify(body) : raw ? (body as string) : undefined,
            redirect: "manual",
          });
          expect(response.status, label).toBeLessThan(500);
          const answer = await expectDocumented(operation, response, label);
          if (answer.status === "400" && !SECRET_CHECKED.has(label) && !RAW_EMAIL_CHECKED.has(label)) {
            expect.fail(
              `${label} refused a request valid under the document: ${JSON.stringify(answer.body)}`,
            );
          }
        }),
        { numRuns: RUNS },
      );
    });
  }
});
