import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newAccount } from "../support/auth-helpers.ts";
import { countRows, humanMeta, rows } from "../support/forms.ts";
import { verifiedStaff } from "../support/staff-helpers.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

// Property-based fuzzing of every API endpoint. Invariants: never a 5xx, the server keeps answering, and an
// invalid request stores nothing. Valid but hostile text is stored as typed and escaped in the emails.
const RUNS = Number(process.env.FUZZ_RUNS ?? 600);
let cases = 0;

const validBodies: Record<string, () => Record<string, unknown>> = {
  "/api/contact": () => ({
    name: "Ada",
    email: "ada@example.org",
    organization: "",
    subject: "Hello",
    message: "A message.",
    category: "general",
    ...humanMeta,
  }),
  "/api/contact/": () => validBodies["/api/contact"]!(),
  "/api/careers/apply": () => ({
    name: "Rosalind Franklin",
    email: "rosalind@example.org",
    position: "genomic-systems-architect",
    experience: "senior",
    coverLetter: "I would like to join.",
    ...humanMeta,
  }),
  "/api/newsletter": () => ({ email: "news@example.org", ...humanMeta }),
  "/api/events/subscribe": () => ({ email: "events@example.org", ...humanMeta }),
  "/api/auth/register": () => newAccount(),
  "/api/auth/login": () => ({ email: "ada@example.org", password: "analytical-engine-1843" }),
  "/api/auth/exchange": () => ({ code: "a".repeat(43) }),
};
const postPaths = [
  ...Object.keys(validBodies),
  "/api/auth/logout",
  "/api/subscriptions/confirm",
  "/api/subscriptions/unsubscribe",
];
const required: Record<string, string[]> = {
  "/api/contact": ["name", "email", "subject", "message"],
  "/api/contact/": ["name", "email", "subject", "message"],
  "/api/careers/apply": ["name", "email", "position", "experience", "coverLetter"],
  "/api/newsletter": ["email"],
  "/api/events/subscribe": ["email"],
  "/api/auth/register": ["name", "email", "password"],
  "/api/auth/login": ["email", "password"],
  "/api/auth/exchange": ["code"],
};
const storing = ["contact_messages", "job_applications", "subscriptions", "users", "sessions", "mail_outbox"];

const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: "binary" }),
  fc.constantFrom(
    "<script>alert(1)</script>",
    "'; drop table users; --",
    "' or '1'='1",
    "\u0000\u0001\u001f",
    "\ud800",
    "A".repeat(200_000),
    "=cmd|' /C calc'!A0",
    "${jndi:ldap://x}",
    "{{7*7}}",
    "__proto__",
    "\r\nBcc: evil@example.org",
  ),
  fc.string({ minLength: 1_000, maxLength: 20_000 }),
);
const wrongValue = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string(), fc.string(), { maxKeys: 3 }),
  fc.constant("A".repeat(300_000)),
);
const junkHeaderValue = fc.string({
  unit: fc.constantFrom(..."abc;=/ ,*-_.0123456789\t".split("")),
  maxLength: 200,
});

function deepJson(depth: number, kind: "array" | "object") {
  return kind === "array"
    ? "[".repeat(depth) + "]".repeat(depth)
    : '{"a":'.repeat(depth) + "1" + "}".repeat(depth);
}

describe("fuzzing every API endpoint", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      FORM_MIN_FILL_MS: "0",
      FORM_RATE_LIMIT: "1000000",
      AUTH_REGISTER_MAX_PER_IP: "1000000",
      AUTH_LOGIN_MAX_FAILURES: "1000000",
      LOG_LEVEL: "silent",
    });
  });
  afterAll(async () => {
    console.log(`[reliability] fuzz: ${cases} generated requests, no 5xx`);
    await server?.close();
  });

  async function send(
    method: string,
    urlPath: string,
    body?: string | Uint8Array<ArrayBuffer>,
    headers: Record<string, string> = {},
  ) {
    cases++;
    const response = await fetch(server.url + urlPath, { method, headers, body, redirect: "manual" });
    const text = await response.text();
    if (response.status >= 500)
      throw new Error(`${method} ${urlPath} -> ${response.status} ${text.slice(0, 300)}`);
    if (
      method !== "HEAD" &&
      urlPath.startsWith("/api") &&
      response.status >= 400 &&
      response.status !== 431 &&
      response.headers.get("content-type")?.includes("json")
    ) {
      // Every API error is JSON {message}.
      expect(JSON.parse(text)).toMatchObject({ message: expect.any(String) });
    }
    return response;
  }

  async function counts() {
    return Promise.all(storing.map((table) => countRows(server, table)));
  }

  it("invalid bodies (missing, wrong-typed, oversized fields) get 4xx and store nothing", async () => {
    const before = await counts();
    const mutation = fc.record({
      path: fc.constantFrom(...Object.keys(validBodies)),
      how: fc.constantFrom("missing", "wrong-type", "oversized", "not-an-object"),
      field: fc.nat(),
      value: wrongValue,
      extra: fc.dictionary(fc.string({ maxLength: 20 }), fc.oneof(hostileString, wrongValue), { maxKeys: 4 }),
      hostile: hostileString,
      notObject: fc.oneof(
        fc.array(fc.anything(), { maxLength: 3 }),
        fc.string(),
        fc.integer(),
        fc.constant(null),
      ),
    });
    await fc.assert(
      fc.asyncProperty(mutation, async ({ path, how, field, value, extra, hostile, notObject }) => {
        const body: Record<string, unknown> = { ...extra, ...validBodies[path]!() };
        const fields = required[path]!;
        const name = fields[field % fields.length]!;
        if (how === "missing") delete body[name];
        if (how === "wrong-type")
          body[name] = typeof value === "string" && value.length < 100_000 ? 42 : value;
        if (how === "oversized") body[name] = "x".repeat(300_000) + hostile;
        const json = how === "not-an-object" ? (JSON.stringify(notObject) ?? "null") : JSON.stringify(body);
        const response = await send("POST", path, json, { "content-type": "application/json" });
        expect([400, 401, 413]).toContain(response.status);
      }),
      { numRuns: RUNS },
    );
    expect(await counts()).toEqual(before);
  });

  it("spam signals (honeypot, odd timings) keep a valid submission aside: 201, stored as spam, no email", async () => {
    // Any value in the timing fields, except keys that try to poison a prototype: the JSON parser refuses those bodies
    // with 400 on purpose (Fastify's onProtoPoisoning and onConstructorPoisoning), which the other properties cover.
    const safeKey = fc.string().filter((key) => key !== "__proto__" && key !== "constructor");
    const timingValue = fc.anything({ key: safeKey });
    const forms = ["/api/contact", "/api/careers/apply", "/api/newsletter", "/api/events/subscribe"];
    const mailsBefore = await countRows(server, "mail_outbox");
    let kept = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...forms),
        hostileString.filter((value) => value.trim() !== "" && value.length < 50_000),
        fc.oneof(fc.constant(undefined), fc.tuple(timingValue, timingValue)),
        async (path, honeypot, timings) => {
          const body: Record<string, unknown> = { ...validBodies[path]!(), website: honeypot };
          if (timings) [body.formStartedAt, body.formSentAt] = timings;
          const response = await send("POST", path, JSON.stringify(body), {
            "content-type": "application/json",
          });
          expect(response.status).toBe(201);
          kept++;
        },
      ),
      {
        numRuns: Math.ceil(RUNS / 4),
        ...(process.env.FUZZ_SEED ? { seed: Number(process.env.FUZZ_SEED) } : {}),
      },
    );
    const [spam] = await rows<{ count: number }>(
      server,
      `select (select count(*) from contact_messages where spam_verdict = 'spam')
            + (select count(*) from job_applications where spam_verdict = 'spam')
            + (select count(*) from subscriptions where spam_verdict = 'spam') as count`,
    );
    // Subscriptions of one address are one row, so the stored count is at most the number sent.
    expect(Number(spam!.count)).toBeGreaterThan(0);
    expect(Number(spam!.count)).toBeLessThanOrEqual(kept);
    expect(await countRows(server, "mail_outbox")).toBe(mailsBefore);
  });

  it("malformed bytes: broken JSON, invalid UTF-8, deep nesting, wrong content types; and absurd headers", async () => {
    const before = await counts();
    const rawBody = fc.oneof(
      fc.uint8Array({ maxLength: 2_000 }).map((bytes) => new Uint8Array(bytes)),
      fc.constant(Uint8Array.from([0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d])),
      fc.constant(Uint8Array.from([0xed, 0xa0, 0x80])),
      fc.string().map((text) => new TextEncoder().encode(text)),
      fc
        .constantFrom(
          deepJson(5_000, "array"),
          deepJson(5_000, "object"),
          deepJson(40_000, "array"),
          '{"name":',
          "{}}",
          "",
          "null",
          '{"__proto__":{"admin":true}}',
          '{"constructor":{"prototype":{"x":1}}}',
        )
        .map((text) => new TextEncoder().encode(text)),
      fc
        .integer({ min: 101_000, max: 400_000 })
        .map((size) => new TextEncoder().encode(`{"a":"${"x".repeat(size)}"}`)),
    );
    const contentType = fc.constantFrom(
      "application/json",
      "application/json; charset=utf-8",
      "application/json; charset=latin1",
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
      "application/xml",
      "",
      "application/JSON",
      "*/*",
    );
    const extraHeaders = fc.dictionary(
      fc.constantFrom(
        "x-forwarded-for",
        "idempotency-key",
        "authorization",
        "accept",
        "accept-encoding",
        "x-junk",
        "cookie",
        "origin",
      ),
      junkHeaderValue,
      { maxKeys: 4 },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...postPaths),
        rawBody,
        contentType,
        extraHeaders,
        async (path, body, type, headers) => {
          const response = await send("POST", path, body, {
            ...headers,
            ...(type ? { "content-type": type } : {}),
          });
          expect(response.status).toBeLessThan(500);
        },
      ),
      { numRuns: RUNS },
    );
    // Headers far over Node's limit, and many of them: refused before the app sees them.
    await send("GET", "/api/health", undefined, { "x-huge": "a".repeat(70_000) });
    await send("GET", "/api/auth/me", undefined, { authorization: `Bearer ${"a".repeat(15_000)}` });
    expect(await counts()).toEqual(before);
  });

  it("arbitrary JSON values, methods, paths and query strings", async () => {
    const before = await counts();
    const method = fc.constantFrom("GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "HEAD");
    const path = fc.oneof(
      fc.constantFrom(
        ...postPaths,
        "/api/health",
        "/api/openapi.json",
        "/api/subscriptions/unsubscribe?token=x",
        "/api/auth/me",
        "/api/auth/google",
        "/api/auth/facebook",
        "/api/auth/google/callback",
        "/api/auth/facebook/callback",
        "/api",
        "/api/",
        "/api/contact/..%2f..%2fetc%2fpasswd",
        "/api/%00",
        "/api/%ff%fe",
      ),
      fc.webPath().map((p) => `/api${p}`),
    );
    const query = fc.oneof(
      fc.constant(""),
      fc.webQueryParameters().map((q) => `?${q}`),
      fc.constantFrom(
        "?code=x&state=y",
        "?state=%ff",
        "?code[]=1&code[]=2",
        "?error=access_denied",
        `?state=${"s".repeat(8_000)}`,
      ),
    );
    await fc.assert(
      fc.asyncProperty(method, path, query, fc.jsonValue({ maxDepth: 6 }), async (verb, p, q, value) => {
        const hasBody = verb !== "GET" && verb !== "HEAD";
        const response = await send(verb, p + q, hasBody ? JSON.stringify(value) : undefined, {
          ...(hasBody ? { "content-type": "application/json" } : {}),
          authorization: "Bearer " + "Z".repeat(43),
        });
        expect(response.status).toBeLessThan(500);
      }),
      { numRuns: RUNS * 3 },
    );
    expect(await counts()).toEqual(before);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });

  it("the staff console's query parameters and path segments, with a verified admin session: never a 5xx", async () => {
    const admin = await verifiedStaff(server, "admin");
    const keys = ["kind", "category", "status", "verdict", "from", "to", "q", "cursor", "limit"];
    const value = fc.oneof(
      hostileString.map((text) => text.slice(0, 400)),
      fc.constantFrom(
        "contact",
        "application",
        "subscription",
        "general",
        "new",
        "open",
        "waiting-for-sender",
        "snoozed",
        "done",
        "interview",
        "spam",
        "not-spam",
        "any",
        "2024-02-29",
        "2023-02-29",
        "0000-00-00",
        "9999-12-31",
        "25",
        "0",
        "-1",
        "1e3",
        "100",
        "101",
        "&",
        "!",
        "a:* | b",
        "' & !",
        "(((",
        "\\",
      ),
      // Cursors: random base64url, and well-formed JSON with hostile fields.
      fc.string().map((text) => Buffer.from(text).toString("base64url")),
      fc
        .record({
          t: fc.oneof(
            fc.string(),
            fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
          ),
          i: fc.string(),
        })
        .map((cursor) => Buffer.from(JSON.stringify(cursor)).toString("base64url")),
    );
    const params = fc.array(
      fc.tuple(fc.oneof(fc.constantFrom(...keys), fc.string({ maxLength: 20 })), value),
      {
        maxLength: 6,
      },
    );
    const path = fc.oneof(
      fc.constantFrom(
        "/api/staff/inbox",
        "/api/staff/inbox/export",
        "/api/staff/audit",
        "/api/staff/accounts",
      ),
      fc
        .tuple(
          fc.oneof(fc.constantFrom("contact", "application", "subscription"), fc.string({ maxLength: 20 })),
          fc.oneof(fc.uuid(), fc.string({ maxLength: 60 })),
        )
        .map(([kind, id]) => `/api/staff/inbox/${encodeURIComponent(kind)}/${encodeURIComponent(id)}`),
    );
    const before = await counts();
    await fc.assert(
      fc.asyncProperty(path, params, async (p, pairs) => {
        const query = new URLSearchParams(pairs).toString();
        const response = await send("GET", `${p}${query ? `?${query}` : ""}`, undefined, admin.headers);
        expect([200, 400, 404]).toContain(response.status);
      }),
      { numRuns: RUNS },
    );
    expect(await counts()).toEqual(before);
    expect((await server.request("GET", "/api/staff/inbox", { headers: admin.headers })).status).toBe(200);
  });

  it("valid but hostile text is stored verbatim and escaped in the notification email", async () => {
    const hostile = {
      name: `Mallory "><img src=x onerror=alert(1)>`,
      email: "mallory@example.org",
      organization: "'; drop table contact_messages; --",
      subject: "Hi\r\nBcc: victims@example.org",
      message: "<script>alert('xss')</script>\n=HYPERLINK(\"http://evil.example\")\n& ' \" < >",
      category: "general",
      ...humanMeta,
    };
    const messagesBefore = await countRows(server, "contact_messages");
    const response = await send("POST", "/api/contact", JSON.stringify(hostile), {
      "content-type": "application/json",
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json().catch(() => ({}))) as { id?: string };
    const [stored] = await rows<{
      id: string;
      name: string;
      organization: string;
      subject: string;
      message: string;
    }>(
      server,
      "select id, name, organization, subject, message from contact_messages order by created_at desc limit 1",
    );
    expect(id ?? stored!.id).toBe(stored!.id);
    expect(stored).toMatchObject({
      name: hostile.name,
      organization: hostile.organization,
      message: hostile.message,
      // Single-line fields lose control characters: the CR LF cannot become an email header.
      subject: "Hi Bcc: victims@example.org",
    });
    const [mail] = await rows<{ subject: string; html_body: string; text_body: string }>(
      server,
      `select subject, html_body, text_body from mail_outbox where ref_id = '${stored!.id}'`,
    );
    expect(mail!.subject).not.toMatch(/[\r\n]/);
    expect(mail!.html_body).not.toContain("<script>");
    expect(mail!.html_body).not.toContain("<img");
    expect(mail!.html_body).toContain("&lt;script&gt;alert(&#39;xss&#39;)&lt;/script&gt;");
    expect(mail!.html_body).toContain("Mallory &quot;&gt;&lt;img src=x onerror=alert(1)&gt;");
    expect(mail!.text_body).toContain(hostile.message);
    // The organization's "drop table" is only text: the table is still there, one row longer.
    expect(await countRows(server, "contact_messages")).toBe(messagesBefore + 1);
  });
  // The inbox CLI and its CSV export get the same hostile text in tests/api/inbox-cli.test.ts.
});
