import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { oauthProviders } from "../../contract/auth.ts";
import { requestExamples } from "../../contract/examples.ts";
import { publicFormPages } from "../../contract/public-forms.ts";
import {
  staffMessages,
  type AuditPage,
  type Enrolment,
  type InboxDetail,
  type InboxItem,
  type InboxPage,
} from "../../contract/staff.ts";
import { registeredRoutes } from "../../server/http/route-list.ts";
import { registerAccount, verifyEmail } from "../support/auth-helpers.ts";
import {
  built,
  builtOperations,
  expectDocumented,
  expectValid,
  METHODS,
  operationsOf,
  validatorFor,
  operationAt,
  resolve,
  send,
  type Document,
  type Json,
  type ResponseObject,
} from "../support/openapi.ts";
import { formsTestEnv } from "../support/forms.ts";
import {
  accountWithRole,
  newSession,
  nextCode,
  verifiedStaff,
  wrongCode,
  type StaffMember,
} from "../support/staff-helpers.ts";
import { databaseLabel } from "../support/test-database.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

// GET /api/openapi.json is checked as a document (OpenAPI 3.1 structure, every schema compiles as JSON Schema
// 2020-12, every example fits its schema), then against the server: every documented request example is sent as it
// is, and each answer must have a documented status, a body valid against that status's schema and its documented
// headers. A few error answers (400, 413, 415, the reused Idempotency-Key, 429) are checked the same way, and the
// staff console's operations with a staff session (their successes, 400s, 404s, 409s and the second-factor 403).

const providerSegment = new RegExp(`^/api/auth/(${oauthProviders.join("|")})(?=/|$)`);
// The form endpoints, and the answers the document promises for each.
const FORM_ANSWERS = ["201", "303", "400", "403", "409", "413", "415", "429", "503"];
/** An urlencoded example as the document gives it (the object it encodes), encoded. */
const urlEncoded = (example: unknown) => new URLSearchParams(example as Record<string, string>).toString();
const FORM_PATHS = ["/api/contact", "/api/careers/apply", "/api/newsletter", "/api/events/subscribe"];
// The account forms that also work without JavaScript (ADR 0017): JSON, or a plain form answered 303.
const ACCOUNT_FORM_PATHS = ["/api/auth/forgot-password", "/api/auth/reset-password"];
// Takes a raw email (message/rfc822), not JSON.
const RAW_EMAIL_PATH = "/api/inbound/email";
// The emailed-link endpoints: JSON (or, for one-click, a form body) only, like the forms.
const LINK_PATHS = ["/api/subscriptions/confirm", "/api/subscriptions/unsubscribe"];

describe(`GET /api/openapi.json on ${databaseLabel()}`, () => {
  let server: TestServer;
  let document: Document;

  beforeAll(async () => {
    // FORM_MIN_FILL_MS=0 turns the fill-time spam check off: every example is then stored as a person's message,
    // whatever its timing fields say, and each answer is the documented 201.
    server = await startTestServer({ ...formsTestEnv, FORM_MIN_FILL_MS: "0" });
    const response = await server.request("GET", "/api/openapi.json");
    expect(response.status).toBe(200);
    document = (await response.json()) as Document;
  });
  afterAll(async () => {
    await server.close();
  });

  describe("the document", () => {
    it("is the one the routes' schemas generate, as JSON that revalidates by ETag", async () => {
      expect(document).toEqual(built);
      const first = await server.request("GET", "/api/openapi.json");
      expect(first.headers.get("content-type")).toMatch(/^application\/json/);
      expect(first.headers.get("cache-control")).toBe("no-cache");
      const etag = first.headers.get("etag")!;
      expect(etag).toBeTruthy();
      const again = await server.request("GET", "/api/openapi.json", { headers: { "if-none-match": etag } });
      expect(again.status).toBe(304);
    });

    it("is OpenAPI 3.1 with the API's title, the package's version and a relative server", () => {
      const pkg = JSON.parse(fs.readFileSync("package.json", "utf8")) as { version: string };
      expect(document.openapi).toMatch(/^3\.1\.\d+$/);
      expect(document.info.title).toBe("Verdant Collective API");
      expect(document.info.version).toBe(pkg.version);
      expect(document.servers).toEqual([{ url: "/" }]);
    });

    it("describes every API route the server registers, and nothing it does not", () => {
      // The server ignores a trailing slash (each route is registered once): a path ending in "/" is the same route.
      const documented = [
        ...new Set(
          builtOperations.map(
            ({ path, method }) => `${method.toUpperCase()} ${path.replace(/(?<=.)\/$/, "")}`,
          ),
        ),
      ].sort();
      const served = registeredRoutes(server.app)
        // HEAD comes with every GET; the document describes itself nowhere; the catch-all 404 is no endpoint.
        .filter(
          ({ method, url }) => method !== "HEAD" && url.startsWith("/api/") && url !== "/api/openapi.json",
        )
        .filter(({ url }) => !url.includes("*"))
        // Each identity provider has routes of its own; the document names them by a `{provider}` parameter.
        .map(
          ({ method, url }) =>
            `${method} ${url.replace(/:(\w+)/g, "{$1}").replace(providerSegment, "/api/auth/{provider}")}`,
        );
      expect([...new Set(served)].sort()).toEqual(documented);
    });

    it("has well-formed paths and operations, each with answers", () => {
      const operationIds = new Set<string>();
      const tagNames = new Set(document.tags.map((tag) => tag.name));
      const schemes = Object.keys(document.components.securitySchemes ?? {});
      for (const [path, item] of Object.entries(document.paths)) {
        expect(path).toMatch(/^\/api\//);
        for (const key of Object.keys(item)) expect(METHODS).toContain(key);
      }
      for (const { path, method, operation } of operationsOf(document)) {
        const label = `${method.toUpperCase()} ${path}`;
        expect(operation.operationId, label).toMatch(/^[A-Za-z][A-Za-z0-9]*$/);
        expect(operationIds.has(operation.operationId), `${label}: operationId used twice`).toBe(false);
        operationIds.add(operation.operationId);
        for (const tag of (operation as unknown as { tags: string[] }).tags) expect(tagNames).toContain(tag);
        for (const requirement of operation.security ?? []) {
          for (const scheme of Object.keys(requirement)) expect(schemes).toContain(scheme);
        }
        const templated = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
        const pathParameters = (operation.parameters ?? [])
          .map((parameter) => resolve<Json>(document, parameter))
          .filter((parameter) => parameter.in === "path");
        expect(pathParameters.map((parameter) => parameter.name).sort(), label).toEqual(templated.sort());
        for (const parameter of pathParameters) expect(parameter.required, label).toBe(true);

        expect(Object.keys(operation.responses).length, label).toBeGreaterThan(0);
        for (const [status, reference] of Object.entries(operation.responses)) {
          expect(status, label).toMatch(/^[1-5]\d\d$/);
          const answer = resolve<ResponseObject>(document, reference);
          expect(answer.description, `${label} ${status}`).toBeTruthy();
          for (const media of Object.values(answer.content ?? {})) expect(media.schema, label).toBeDefined();
        }
        if (operation.requestBody) {
          // JSON everywhere; the one-click unsubscribe (RFC 8058) also takes the form body mail providers send, and
          // the public and account forms the plain form the site's pages post without JavaScript. The inbound email
          // endpoint takes the raw email alone (tests/api/inbound-email.test.ts checks its answers), the beacon JSON
          // as text. The application also takes multipart/form-data with its CV and portfolio files.
          expect(Object.keys(operation.requestBody.content), label).toEqual(
            path === "/api/careers/apply"
              ? ["application/json", "application/x-www-form-urlencoded", "multipart/form-data"]
              : path === "/api/subscriptions/unsubscribe" ||
                  FORM_PATHS.includes(path) ||
                  ACCOUNT_FORM_PATHS.includes(path)
                ? ["application/json", "application/x-www-form-urlencoded"]
                : path === RAW_EMAIL_PATH
                  ? ["message/rfc822"]
                  : path === "/api/event"
                    ? ["text/plain"] // the pages' beacon (tests/api/analytics.test.ts)
                    : ["application/json"],
          );
          const [media] = Object.values(operation.requestBody.content);
          expect(media!.example, label).toBeDefined();
        }
      }
    });

    it("resolves every reference it makes", () => {
      const refs: string[] = [];
      const walk = (node: unknown) => {
        if (Array.isArray(node)) node.forEach(walk);
        else if (node && typeof node === "object") {
          for (const [key, value] of Object.entries(node)) {
            if (key === "$ref" && typeof value === "string") refs.push(value);
            else walk(value);
          }
        }
      };
      walk(document);
      expect(refs.length).toBeGreaterThan(0);
      for (const ref of refs) expect(() => resolve(document, { $ref: ref }), ref).not.toThrow();
    });

    it("has schemas that all compile as JSON Schema 2020-12", () => {
      for (const name of Object.keys(document.components.schemas!)) {
        expect(() => validatorFor({ $ref: `#/components/schemas/${name}` }), name).not.toThrow();
      }
      for (const [name, parameter] of Object.entries(document.components.parameters ?? {})) {
        expect(() => validatorFor(parameter.schema as Json), name).not.toThrow();
      }
      for (const [name, header] of Object.entries(document.components.headers ?? {})) {
        expect(() => validatorFor(header.schema as Json), name).not.toThrow();
      }
    });

    it("has examples that fit their own schemas", () => {
      for (const { path, method, operation } of operationsOf(document)) {
        const label = `${method.toUpperCase()} ${path}`;
        const request = operation.requestBody?.content["application/json"];
        if (request) expectValid(request.schema, request.example, `${label} request example`);
        for (const parameter of operation.parameters ?? []) {
          const { name, schema, example } = resolve<Json>(document, parameter);
          if (example !== undefined)
            expectValid(schema as Json, example, `${label} parameter ${String(name)}`);
        }
        for (const [status, reference] of Object.entries(operation.responses)) {
          const media = resolve<ResponseObject>(document, reference).content?.["application/json"];
          if (media) {
            expect(media.example, `${label} ${status} has no example`).toBeDefined();
            expectValid(media.schema, media.example, `${label} ${status} example`);
          }
        }
      }
    });

    it("documents every public form with its answers, the Idempotency-Key header and Retry-After", () => {
      for (const path of FORM_PATHS) {
        const operation = document.paths[path]?.post;
        expect(operation, path).toBeDefined();
        expect(Object.keys(operation!.responses).sort(), path).toEqual([...FORM_ANSWERS].sort());
        const headers = (operation!.parameters ?? []).map((parameter) => resolve<Json>(document, parameter));
        expect(headers).toContainEqual(expect.objectContaining({ name: "Idempotency-Key", in: "header" }));
        const tooMany = resolve<ResponseObject>(document, operation!.responses["429"]);
        expect(Object.keys(tooMany.headers ?? {})).toContain("Retry-After");
      }
      for (const path of [
        "/api/health",
        "/api/auth/register",
        "/api/auth/login",
        "/api/auth/me",
        "/api/auth/logout",
        "/api/auth/exchange",
      ]) {
        expect(Object.keys(document.paths[path] ?? {}), path).not.toEqual([]);
      }
    });
  });

  describe("each documented request, sent as documented", () => {
    for (const { path, method, operation } of builtOperations) {
      const label = `${method.toUpperCase()} ${path}`;
      it(`${label} answers as documented`, async () => {
        const { status } = await expectDocumented(
          operation,
          await send(server, path, method, operation),
          label,
        );
        // A documented example is valid input: never a 400. (The code-exchange example meets no issued code: 401.)
        if (operation.requestBody) expect(status, `${label}: the example was refused`).not.toBe("400");
        if (FORM_PATHS.includes(path)) expect(status, label).toBe("201");
      });
    }

    it("the RFC 8058 one-click form body answers as documented", async () => {
      const operation = operationAt("/api/subscriptions/unsubscribe");
      const form = operation.requestBody?.content["application/x-www-form-urlencoded"];
      expect(form?.example).toEqual({ "List-Unsubscribe": "One-Click" });
      const oneClick = await expectDocumented(
        operation,
        await send(server, "/api/subscriptions/unsubscribe", "post", operation, {
          body: urlEncoded(form!.example),
          contentType: "application/x-www-form-urlencoded",
        }),
        "one-click",
      );
      // The example token was never issued: the documented 404, with its code.
      expect(oneClick.status).toBe("404");
      expect(oneClick.body).toEqual(oneClick.documented?.example);
    });

    it("each public form's plain form body answers as documented: 303 to its thank-you page", async () => {
      const thanks: Record<string, string> = {
        "/api/contact": publicFormPages.contact.thanks,
        "/api/careers/apply": publicFormPages.application.thanks,
        "/api/newsletter": publicFormPages.newsletter.thanks,
        "/api/events/subscribe": publicFormPages.events.thanks,
      };
      for (const path of FORM_PATHS) {
        const operation = operationAt(path);
        const form = operation.requestBody?.content["application/x-www-form-urlencoded"];
        expect(typeof form?.example, path).toBe("object");
        const response = await send(server, path, "post", operation, {
          body: urlEncoded(form!.example),
          contentType: "application/x-www-form-urlencoded",
          headers: { "sec-fetch-site": "same-origin" },
        });
        const { status } = await expectDocumented(operation, response, `${path} plain form`);
        expect(status, path).toBe("303");
        expect(response.headers.get("location"), path).toBe(thanks[path]);
        // From another site: the documented 403.
        const crossSite = await send(server, path, "post", operation, {
          body: urlEncoded(form!.example),
          contentType: "application/x-www-form-urlencoded",
          headers: { "sec-fetch-site": "cross-site" },
        });
        expect((await expectDocumented(operation, crossSite, `${path} cross-site`)).status, path).toBe("403");
      }
    });

    it("an identity provider the server does not know answers the documented 404", async () => {
      for (const path of ["/api/auth/{provider}", "/api/auth/{provider}/callback"]) {
        const operation = operationAt(path, "get");
        const response = await fetch(`${server.url}${path.replace("{provider}", "myspace")}`, {
          redirect: "manual",
        });
        expect((await expectDocumented(operation, response, `${path} unknown`)).status).toBe("404");
      }
    });

    it("the List-Unsubscribe address opened in a browser moves the token into the page's fragment", async () => {
      const operation = operationAt("/api/subscriptions/unsubscribe", "get");
      const response = await send(server, "/api/subscriptions/unsubscribe", "get", operation);
      await expectDocumented(operation, response, "open unsubscribe link");
      expect(response.headers.get("location")).toBe(
        `/subscriptions/unsubscribe#token=${requestExamples.subscriptionLink.token}`,
      );
    });

    it("a session from the login example works for /api/auth/me and /api/auth/logout as documented", async () => {
      await send(server, "/api/auth/register", "post", operationAt("/api/auth/register"));
      const login = await expectDocumented(
        operationAt("/api/auth/login"),
        await send(server, "/api/auth/login", "post", operationAt("/api/auth/login")),
        "login",
      );
      expect(login.status).toBe("200");
      const auth = { authorization: `Bearer ${(login.body as { token: string }).token}` };
      const me = operationAt("/api/auth/me", "get");
      expect(
        (await expectDocumented(me, await send(server, "/api/auth/me", "get", me, { headers: auth }), "me"))
          .status,
      ).toBe("200");
      // The register example's address is unverified: a new link is sent (202), up to the daily limit (429).
      const resend = operationAt("/api/auth/verify-email/resend");
      const resendAs = async () =>
        expectDocumented(
          resend,
          await send(server, "/api/auth/verify-email/resend", "post", resend, { headers: auth }),
          "resend",
        );
      const statuses = [];
      for (let i = 0; i < 4; i += 1) statuses.push((await resendAs()).status);
      expect(statuses).toEqual(["202", "202", "429", "429"]);
      const logout = operationAt("/api/auth/logout");
      const out = await expectDocumented(
        logout,
        await send(server, "/api/auth/logout", "post", logout, { headers: auth }),
        "logout",
      );
      expect(out.status).toBe("204");
      expect(
        (await expectDocumented(me, await send(server, "/api/auth/me", "get", me, { headers: auth }), "me"))
          .status,
      ).toBe("401");
    });
  });

  describe("error answers match the document", () => {
    const withBody = builtOperations.filter(
      ({ operation }) => operation.requestBody?.content["application/json"],
    );
    const isForm = (path: string) => FORM_PATHS.includes(path) || LINK_PATHS.includes(path);

    for (const { path, method, operation } of withBody) {
      const label = `${method.toUpperCase()} ${path}`;
      it(`${label}: an empty object, text/plain and 200 KB`, async () => {
        // Routes behind a bearer token check the caller first: without one, every body is answered 401 (their 400s
        // are checked with a session below and in tests/api/staff.test.ts).
        const guarded = (operation.security ?? []).length > 0;
        const empty = await expectDocumented(
          operation,
          await send(server, path, method, operation, { body: "{}" }),
          label,
        );
        expect(empty.status).toBe(guarded ? "401" : "400");

        const example = JSON.stringify(operation.requestBody!.content["application/json"]!.example);
        const text = await expectDocumented(
          operation,
          await send(server, path, method, operation, { body: example, contentType: "text/plain" }),
          `${label} text/plain`,
        );
        // Account endpoints read text/plain as a (non-object) body: 400 as documented; the forms refuse it with 415.
        expect(text.status).toBe(guarded ? "401" : isForm(path) ? "415" : "400");
        if (text.status === "415") expect(text.body).toEqual(text.documented?.example);

        const big = await expectDocumented(
          operation,
          await send(server, path, method, operation, {
            body: JSON.stringify({ padding: "x".repeat(200 * 1024) }),
          }),
          `${label} 200 KB`,
        );
        expect(big.status).toBe("413");
        expect(big.body).toEqual(big.documented?.example);
      });
    }
  });
});

describe(`the documented Idempotency-Key answers on ${databaseLabel()}`, () => {
  // A server of its own, so each form's example is new there (a subscription's repeat answers differently today).
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ ...formsTestEnv, FORM_MIN_FILL_MS: "0" }); // FORM_MIN_FILL_MS: see above
  });
  afterAll(async () => {
    await server.close();
  });

  for (const { path, method, operation } of builtOperations.filter(({ path }) => FORM_PATHS.includes(path))) {
    const label = `${method.toUpperCase()} ${path}`;
    it(`${label}: an Idempotency-Key reused for another body`, async () => {
      const headers = { "idempotency-key": `openapi-${operation.operationId}` };
      const example = operation.requestBody!.content["application/json"]!.example as Json;
      const first = await expectDocumented(
        operation,
        await send(server, path, method, operation, { headers }),
        label,
      );
      expect(first.status).toBe("201");
      const replay = await expectDocumented(
        operation,
        await send(server, path, method, operation, { headers }),
        label,
      );
      expect(replay.body).toEqual(first.body);
      const other = JSON.stringify({ ...example, website: "" });
      const reused = await expectDocumented(
        operation,
        await send(server, path, method, operation, { headers, body: other }),
        `${label} reused key`,
      );
      expect(reused.status).toBe("409");
      expect(reused.body).toEqual(reused.documented?.example);
    });
  }
});

describe(`the documented 429 on ${databaseLabel()}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    // See above for FORM_MIN_FILL_MS; one submission per form and address, so the second gets 429.
    server = await startTestServer({ FORM_RATE_LIMIT: "1", FORM_MIN_FILL_MS: "0" });
  });
  afterAll(async () => {
    await server.close();
  });

  it("comes with Retry-After and the documented body", async () => {
    const operation = built.paths["/api/newsletter"]!.post!;
    const example = operation.requestBody!.content["application/json"]!.example;
    const post = () => server.request("POST", "/api/newsletter", { body: example });
    expect((await post()).status).toBe(201);
    const refused = await post();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    const answer = resolve<ResponseObject>(built, operation.responses["429"]);
    expect(Object.keys(answer.headers ?? {})).toEqual(["Retry-After"]);
    expect(await refused.json()).toEqual(answer.content!["application/json"]!.example);
  });
});

describe(`the staff console's documented answers with a session on ${databaseLabel()}`, () => {
  // Without a session every staff route answers 401 (above). Here a verified admin sends each staff operation as
  // documented, its path parameters naming a contact message and a job application posted through the public
  // forms, and each answer must be the documented one; so must a session that has not proved the second factor.
  let server: TestServer;
  let admin: StaffMember;
  const ids = { contact: "", application: "" };

  /** Sends a documented operation (its example, unless `options` says otherwise) and expects `expected`. */
  async function call(
    expected: string,
    path: string,
    method: string,
    options: Parameters<typeof send>[4] = {},
  ) {
    const operation = operationAt(path, method);
    const label = `${method.toUpperCase()} ${path}`;
    const response = await send(server, path, method, operation, {
      ...options,
      headers: { ...admin.headers, ...options.headers },
    });
    const result = await expectDocumented(operation, response, label);
    expect(result.status, label).toBe(expected);
    return { ...result, response };
  }
  const entry = (kind: keyof typeof ids) => ({ params: { kind, id: ids[kind] } });

  beforeAll(async () => {
    server = await startTestServer({
      ...formsTestEnv,
      FORM_MIN_FILL_MS: "0", // see the first describe
      AUTH_REGISTER_MAX_PER_IP: "1000",
    });
    admin = await verifiedStaff(server, "admin");
    for (const [kind, path] of [
      ["contact", "/api/contact"],
      ["application", "/api/careers/apply"],
    ] as const) {
      const response = await send(server, path, "post", operationAt(path));
      expect(response.status, path).toBe(201);
      ids[kind] = ((await response.json()) as { id: string }).id;
    }
  });
  afterAll(async () => {
    await server.close();
  });

  it("GET /api/auth/2fa: the verified admin's state", async () => {
    const { body } = await call("200", "/api/auth/2fa", "get");
    expect(body).toEqual({ role: "admin", enrolled: true, verified: true });
  });

  it("GET /api/staff/inbox: the documented query, then pages holding both entries", async () => {
    await call("200", "/api/staff/inbox", "get");
    // Without the example's filters and cursor (which name other entries), the two entries, one page each.
    const all = Object.fromEntries(
      ["kind", "category", "status", "verdict", "assigned", "from", "to", "q", "cursor"].map((name) => [
        name,
        undefined,
      ]),
    );
    const first = await call("200", "/api/staff/inbox", "get", { query: { ...all, limit: "1" } });
    const page = first.body as InboxPage;
    expect(page.items.map((item) => item.id)).toEqual([ids.application]);
    expect(page.nextCursor).toEqual(expect.any(String));
    const second = await call("200", "/api/staff/inbox", "get", {
      query: { ...all, limit: "1", cursor: page.nextCursor! },
    });
    expect((second.body as InboxPage).items.map((item) => item.id)).toEqual([ids.contact]);
    // A query that breaks a rule: the documented 400.
    await call("400", "/api/staff/inbox", "get", { query: { ...all, status: "archived" } });
  });

  it("GET /api/staff/inbox/export: the documented query, then every contact message, as CSV", async () => {
    const documented = await call("200", "/api/staff/inbox/export", "get");
    expect(documented.response.headers.get("content-disposition")).toMatch(/^attachment; filename="/);
    const contacts = await call("200", "/api/staff/inbox/export", "get", {
      query: {
        kind: "contact",
        category: undefined,
        status: undefined,
        assigned: undefined,
        from: undefined,
        to: undefined,
        q: undefined,
      },
    });
    // The byte order mark (which Response.text() drops), in the bytes sent.
    const raw = await send(
      server,
      "/api/staff/inbox/export",
      "get",
      operationAt("/api/staff/inbox/export", "get"),
      {
        headers: admin.headers,
        query: { kind: "contact" },
      },
    );
    expect([...new Uint8Array(await raw.arrayBuffer()).subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(contacts.body as string).toContain(ids.contact);
    // Without the required kind: the documented 400.
    await call("400", "/api/staff/inbox/export", "get", { query: { kind: undefined } });
  });

  it("GET /api/staff/inbox/{kind}/{id}: each entry in full, and the documented 404 for an unknown id", async () => {
    for (const kind of ["contact", "application"] as const) {
      const { body } = await call("200", "/api/staff/inbox/{kind}/{id}", "get", entry(kind));
      expect((body as InboxDetail).item).toMatchObject({ kind, id: ids[kind] });
    }
    // The documented example names no stored entry.
    const unknown = await call("404", "/api/staff/inbox/{kind}/{id}", "get");
    expect(unknown.body).toEqual(unknown.documented?.example);
  });

  it("POST /api/staff/inbox/{kind}/{id}/status: the example, an application (409), an invalid body (400) and an unknown id (404)", async () => {
    const path = "/api/staff/inbox/{kind}/{id}/status";
    const { body } = await call("200", path, "post", entry("contact"));
    expect((body as { item: InboxItem }).item).toMatchObject({ id: ids.contact, status: "open" });
    const stages = await call("409", path, "post", entry("application"));
    expect(stages.body).toEqual(stages.documented?.example);
    const invalid = await call("400", path, "post", {
      ...entry("contact"),
      body: JSON.stringify({ status: "archived" }),
    });
    expect((invalid.body as { details: string[] }).details).toEqual([
      "status must be one of new, open, waiting-for-sender, snoozed, done",
    ]);
    await call("404", path, "post");
  });

  it("POST /api/staff/inbox/{kind}/{id}/notes: the example, an empty note (400) and an unknown id (404)", async () => {
    const path = "/api/staff/inbox/{kind}/{id}/notes";
    const { body } = await call("201", path, "post", entry("contact"));
    expect(body).toMatchObject({ author: "Ada Lovelace", body: "Call back Monday." });
    await call("400", path, "post", { ...entry("contact"), body: JSON.stringify({ body: "  " }) });
    await call("404", path, "post");
  });

  it("POST …/spam and …/release: their 200s, their 409s and the unknown id's 404", async () => {
    const spam = "/api/staff/inbox/{kind}/{id}/spam";
    const release = "/api/staff/inbox/{kind}/{id}/release";
    const notSpam = await call("409", release, "post", entry("contact"));
    expect(notSpam.body).toEqual(notSpam.documented?.example);
    const marked = await call("200", spam, "post", entry("contact"));
    expect((marked.body as { item: InboxItem }).item).toMatchObject({ id: ids.contact, verdict: "spam" });
    const already = await call("409", spam, "post", entry("contact"));
    expect(already.body).toEqual(already.documented?.example);
    const released = await call("200", release, "post", entry("contact"));
    expect((released.body as { item: InboxItem }).item).toMatchObject({
      id: ids.contact,
      verdict: "released",
    });
    await call("404", spam, "post");
    await call("404", release, "post");
  });

  it("GET /api/staff/accounts and POST /api/staff/accounts/role: 200, 204, and the documented 400, 404 and 409", async () => {
    const { body } = await call("200", "/api/staff/accounts", "get");
    expect((body as { accounts: { email: string }[] }).accounts.map((account) => account.email)).toEqual([
      admin.email,
    ]);
    const role = "/api/staff/accounts/role";
    // The example's address has no account yet: 404; once registered, it is made staff.
    const missing = await call("404", role, "post");
    expect(missing.body).toEqual(missing.documented?.example);
    const grace = await registerAccount(server, { email: "grace@example.org" });
    // Registered but not verified: anyone could have typed the address, so no staff role yet (409).
    await call("409", role, "post");
    await verifyEmail(server, "grace@example.org", grace.token);
    await call("204", role, "post");
    await call("409", role, "post", { body: JSON.stringify({ email: admin.email, role: "staff" }) });
    await call("400", role, "post", { body: JSON.stringify({ email: "grace@example.org", role: "owner" }) });
  });

  it("GET /api/staff/audit: the documented query, then the newest entries", async () => {
    await call("200", "/api/staff/audit", "get");
    const { body } = await call("200", "/api/staff/audit", "get", { query: { cursor: undefined } });
    const actions = (body as AuditPage).entries.map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(["view", "status", "note", "spam", "release", "role"]));
    await call("400", "/api/staff/audit", "get", { query: { limit: "0" } });
  });

  it("the second factor's set-up and sign-in step answer as documented", async () => {
    const staff = await accountWithRole(server, "staff");
    const as = { headers: staff.headers };
    const enrolment = await call("200", "/api/staff/2fa/enrol", "post", as);
    staff.enrolment = enrolment.body as Enrolment;
    // A code this secret's app does not show: 400.
    await call("400", "/api/staff/2fa/confirm", "post", {
      ...as,
      body: JSON.stringify({ code: wrongCode(staff) }),
    });
    await call("204", "/api/staff/2fa/confirm", "post", {
      ...as,
      body: JSON.stringify({ code: nextCode(staff) }),
    });
    await call("409", "/api/staff/2fa/enrol", "post", as);
    await call("409", "/api/staff/2fa/confirm", "post", as);

    // A new session proves the second factor with POST /api/auth/2fa.
    const session = { headers: await newSession(server, staff) };
    expect((await call("200", "/api/auth/2fa", "get", session)).body).toMatchObject({ verified: false });
    await call("400", "/api/auth/2fa", "post", {
      ...session,
      body: JSON.stringify({ code: wrongCode(staff) }),
    });
    await call("204", "/api/auth/2fa", "post", {
      ...session,
      body: JSON.stringify({ code: nextCode(staff) }),
    });
    expect((await call("200", "/api/auth/2fa", "get", session)).body).toMatchObject({ verified: true });
    // A visitor has no second factor to prove.
    const visitor = await accountWithRole(server, "visitor");
    await call("409", "/api/auth/2fa", "post", { headers: visitor.headers });
  });

  it("every staff operation refuses a session without the second factor, and a visitor, as documented", async () => {
    const unverified = await newSession(server, admin);
    const visitor = await accountWithRole(server, "visitor");
    const staffOperations = builtOperations.filter(({ path }) => path.startsWith("/api/staff/"));
    expect(staffOperations.length).toBeGreaterThanOrEqual(12);
    for (const { path, method, operation } of staffOperations) {
      const label = `${method.toUpperCase()} ${path}`;
      const setUp = path.startsWith("/api/staff/2fa/");
      const options = { ...entry("application") };
      // The set-up routes are for sessions that have not proved it: the admin's is done, so 409.
      const refused = await expectDocumented(
        operation,
        await send(server, path, method, operation, { ...options, headers: unverified }),
        `${label} unverified`,
      );
      if (setUp) expect(refused.status, label).toBe("409");
      else {
        expect(refused.status, label).toBe("403");
        expect(refused.body, label).toEqual({
          message: staffMessages.secondFactorRequired,
          code: "second-factor-required",
        });
      }
      const visitors = await expectDocumented(
        operation,
        await send(server, path, method, operation, { ...options, headers: visitor.headers }),
        `${label} visitor`,
      );
      expect(visitors.status, label).toBe("403");
      expect((visitors.body as { code: string }).code, label).toBe("staff-only");
    }
  });
});
