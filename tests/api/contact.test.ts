import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactTexts } from "../../contract/contact.ts";
import { countRows, formsTestEnv, humanMeta, rows } from "../support/forms.ts";
import { databaseLabel } from "../support/test-database.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

const valid = {
  name: "Ada Lovelace",
  email: "ada@example.org",
  organization: "Analytical Engines Ltd",
  subject: "Genome data partnership",
  message: "Hello,\nwe would like to talk.",
  category: "genomics",
};

describe(`POST /api/contact on ${databaseLabel()}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ ...formsTestEnv, MAIL_TO_GENOMICS: "genomics-desk@example.org" });
  });
  afterAll(async () => {
    await server.close();
  });

  const post = (body: unknown, headers: Record<string, string> = {}, path = "/api/contact/") =>
    server.request("POST", path, { body, headers });

  it("stores a message with its notification email and answers 201 {id}", async () => {
    const response = await post({ ...valid, ...humanMeta });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const [stored] = await rows<Record<string, string>>(
      server,
      `select * from contact_messages where id = '${id}'`,
    );
    expect(stored).toMatchObject({
      name: valid.name,
      email: valid.email,
      organization: valid.organization,
      subject: valid.subject,
      message: valid.message,
      category: "genomics",
    });
    const [queued] = await rows<Record<string, string>>(
      server,
      `select * from mail_outbox where ref_id = '${id}'`,
    );
    expect(queued).toMatchObject({
      kind: "contact",
      recipients: "genomics-desk@example.org",
      reply_to: valid.email,
    });
    expect(queued!.text_body).toContain(valid.message);
  });

  it("accepts the path without the trailing slash, defaults the category to general and the organization to empty", async () => {
    const { organization: _omit, category: _default, ...rest } = valid;
    const response = await post({ ...rest, ...humanMeta }, {}, "/api/contact");
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const [stored] = await rows<Record<string, string>>(
      server,
      `select * from contact_messages where id = '${id}'`,
    );
    expect(stored).toMatchObject({ category: "general", organization: "" });
  });

  it("strips control characters from single-line fields and keeps the message's line breaks", async () => {
    const response = await post({
      ...valid,
      name: "Ada\u0000 Love\u0007lace\r\n",
      subject: "Hi\r\nBcc: someone@example.org",
      message: "line one\r\nline two\u0000",
      ...humanMeta,
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const [stored] = await rows<Record<string, string>>(
      server,
      `select * from contact_messages where id = '${id}'`,
    );
    expect(stored).toMatchObject({
      name: "Ada Love lace",
      subject: "Hi Bcc: someone@example.org",
      message: "line one\nline two",
    });
  });

  it("stores a lone surrogate (ill-formed Unicode) as U+FFFD: 201 with its email and acknowledgement, never 500", async () => {
    const response = await post(
      {
        ...valid,
        name: "Ada \udc00",
        subject: "Hi \ud83d",
        message: "half an emoji: \ud83d, and \udfff",
        ...humanMeta,
      },
      { "idempotency-key": "lone-surrogate-0001" },
    );
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const [stored] = await rows<Record<string, string>>(
      server,
      `select * from contact_messages where id = '${id}'`,
    );
    expect(stored).toMatchObject({
      name: "Ada \ufffd",
      subject: "Hi \ufffd",
      message: "half an emoji: \ufffd, and \ufffd",
    });
    const [queued] = await rows<Record<string, string>>(
      server,
      `select * from mail_outbox where ref_id = '${id}' and kind = 'contact'`,
    );
    expect(queued!.text_body).toContain("half an emoji: \ufffd, and \ufffd");
  });

  it("accepts a 10,000-character message", async () => {
    const response = await post({ ...valid, message: "x".repeat(10_000), ...humanMeta });
    expect(response.status).toBe(201);
  });

  const invalid: [string, Record<string, unknown>, string[]][] = [
    ["a missing name", { name: undefined }, ["Please enter your name"]],
    ["a blank name", { name: "   " }, ["Please enter your name"]],
    ["a name of the wrong type", { name: 42 }, ["Please enter your name"]],
    ["a name over 200 characters", { name: "n".repeat(201) }, ["Name must be at most 200 characters"]],
    ["a missing email", { email: undefined }, ["Please enter a valid email address"]],
    ["an invalid email", { email: "not-an-email" }, ["Please enter a valid email address"]],
    [
      "an organization over 200 characters",
      { organization: "o".repeat(201) },
      ["Organisation must be at most 200 characters"],
    ],
    ["a missing subject", { subject: "" }, ["Please enter a subject"]],
    [
      "a subject over 200 characters",
      { subject: "s".repeat(201) },
      ["Subject must be at most 200 characters"],
    ],
    ["a missing message", { message: undefined }, ["Please enter your message"]],
    [
      "a message over 10,000 characters",
      { message: "m".repeat(10_001) },
      ["Message must be at most 10,000 characters"],
    ],
    ["an unknown category", { category: "sales" }, ["Please choose one of the listed categories"]],
    [
      "several problems at once",
      { name: "", email: "x", message: "" },
      ["Please enter your name", "Please enter a valid email address", "Please enter your message"],
    ],
  ];
  for (const [label, change, details] of invalid) {
    it(`answers 400 with one sentence per problem for ${label}, storing nothing`, async () => {
      const before = await countRows(server, "contact_messages");
      const response = await post({ ...valid, ...change, ...humanMeta });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        message: "Some of the information you sent is not valid.",
        details,
      });
      expect(await countRows(server, "contact_messages")).toBe(before);
    });
  }

  it("answers 400 for a body that is not an object", async () => {
    const response = await post([valid]);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: "Some of the information you sent is not valid.",
      details: ["The request body must be a JSON object."],
    });
  });

  it("accepts the documented body alone, from any client: no honeypot or timing fields needed", async () => {
    const response = await post(valid);
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const [stored] = await rows<{ spam_verdict: string }>(
      server,
      `select spam_verdict from contact_messages where id = '${id}'`,
    );
    expect(stored!.spam_verdict).toBe("clean");
    expect(await countRows(server, `mail_outbox where ref_id = '${id}'`)).toBe(1);
  });

  it("keeps a submission that trips a spam signal aside: answered like any other, stored with the reason, no email", async () => {
    const signals = [
      [{ ...humanMeta, website: "https://spam.example" }, "the hidden honeypot field was filled"],
      [{ website: "", formStartedAt: 1_000, formSentAt: 1_500 }, "sent 500 ms after the form was shown"],
      [{ formStartedAt: "soon", formSentAt: 1 }, "the form timing fields were not two numbers"],
    ] as const;
    for (const [extra, reason] of signals) {
      const response = await post({ ...valid, ...extra });
      expect(response.status).toBe(201);
      const body = (await response.json()) as { id: string };
      expect(Object.keys(body)).toEqual(["id"]);
      const [stored] = await rows<{ spam_verdict: string; spam_reason: string; subject: string }>(
        server,
        `select spam_verdict, spam_reason, subject from contact_messages where id = '${body.id}'`,
      );
      expect(stored).toEqual({ spam_verdict: "spam", spam_reason: reason, subject: valid.subject });
      expect(await countRows(server, `mail_outbox where ref_id = '${body.id}'`)).toBe(0);
    }
  });

  it("answers a retry with the same Idempotency-Key with the first answer and stores one copy", async () => {
    const body = { ...valid, subject: "Idempotent", ...humanMeta };
    const headers = { "idempotency-key": "contact-retry-1" };
    const first = await post(body, headers);
    const second = await post(body, headers);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    const firstId = ((await first.json()) as { id: string }).id;
    expect(((await second.json()) as { id: string }).id).toBe(firstId);
    expect(await rows(server, "select id from contact_messages where subject = 'Idempotent'")).toHaveLength(
      1,
    );
    expect(await rows(server, `select id from mail_outbox where ref_id = '${firstId}'`)).toHaveLength(1);
  });

  it("stores one copy when two requests with the same key arrive together", async () => {
    const body = { ...valid, subject: "Concurrent", ...humanMeta };
    const headers = { "idempotency-key": "contact-concurrent-1" };
    const answers = await Promise.all([post(body, headers), post(body, headers), post(body, headers)]);
    const ids = await Promise.all(
      answers.map(async (answer) => ((await answer.json()) as { id: string }).id),
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    expect(new Set(ids).size).toBe(1);
    expect(await rows(server, "select id from contact_messages where subject = 'Concurrent'")).toHaveLength(
      1,
    );
  });

  it("stores a burst of messages arriving together each with its own reference, staff email and acknowledgement", async () => {
    // Submissions that arrive together are committed together (server/forms/group-commit.ts): each must still get
    // exactly what it gets alone, and a key sent twice in the burst one answer. Each from its own address, as one
    // address gets 3 acknowledgements a day (acknowledgement-limits.test.ts).
    const subjects = Array.from({ length: 24 }, (_, index) => `Burst ${index}`);
    const keyed = { ...valid, email: "burst-keyed@example.org", subject: "Burst keyed", ...humanMeta };
    const headers = { "idempotency-key": "contact-burst-1" };
    const answers = await Promise.all([
      ...subjects.map((subject, index) =>
        post({ ...valid, email: `burst-${index}@example.org`, subject, ...humanMeta }),
      ),
      post(keyed, headers),
      post(keyed, headers),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 201));
    const ids = await Promise.all(
      answers.map(async (answer) => ((await answer.json()) as { id: string }).id),
    );
    expect(ids[24]).toBe(ids[25]);
    expect(new Set(ids).size).toBe(25);
    const stored = await rows<{
      id: string;
      subject: string;
      reference: string;
      emails: number;
      acks: number;
    }>(
      server,
      `select m.id, m.subject, r.reference,
         (select count(*)::int from mail_outbox o where o.ref_id = m.id and o.kind = 'contact') as emails,
         (select count(*)::int from thread_messages t join mail_outbox o on o.id = t.outbox_id
           where t.entry_id = m.id and t.direction = 'acknowledgement' and o.kind = 'acknowledgement') as acks
       from contact_messages m join entry_references r on r.entry_id = m.id
       where m.subject like 'Burst %'`,
    );
    expect(stored.map((row) => row.subject).sort()).toEqual([...subjects, "Burst keyed"].sort());
    expect(new Set(stored.map((row) => row.reference)).size).toBe(25);
    expect(stored.every((row) => row.emails === 1 && row.acks === 1)).toBe(true);
  });

  it("refuses an Idempotency-Key reused for a different submission with 409, and a malformed key with 400", async () => {
    const headers = { "idempotency-key": "contact-reuse-1" };
    expect((await post({ ...valid, ...humanMeta }, headers)).status).toBe(201);
    const reused = await post({ ...valid, subject: "Something else", ...humanMeta }, headers);
    expect(reused.status).toBe(409);
    expect(await reused.json()).toEqual({
      message: "This Idempotency-Key was already used for a different submission.",
      details: ["This Idempotency-Key was already used for a different submission."],
    });
    const malformed = await post({ ...valid, ...humanMeta }, { "idempotency-key": "has spaces in it" });
    expect(malformed.status).toBe(400);
  });

  it("answers 413 to a body over the limit, 400 to malformed JSON and 415 to another content type", async () => {
    const big = await post({ ...valid, message: "m".repeat(1_000_000), ...humanMeta });
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual({ message: "The request body is too large." });

    const malformed = await post('{"name": "Ada",');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ message: "The request body is not valid JSON." });

    const text = await post(JSON.stringify({ ...valid, ...humanMeta }), { "content-type": "text/plain" });
    expect(text.status).toBe(415);
    expect(await text.json()).toEqual({
      message: "The request body must be JSON (Content-Type: application/json).",
    });
    // A plain form body is the form posted without JavaScript (tests/api/plain-forms.test.ts): here it lacks the
    // subject and message, so the visitor is sent back to the form.
    const form = await fetch(`${server.url}/api/contact/`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" },
      body: "name=Ada&email=ada%40example.org",
    });
    expect(form.status).toBe(303);
    expect(form.headers.get("location")).toBe("/contact");
  });

  it("keeps the fixed success and failure banners in the contract", () => {
    expect(contactTexts.success).toBe("Thank you! Your message has been sent successfully.");
    expect(contactTexts.failure).toBe("Sorry, there was an error sending your message. Please try again.");
  });
});

describe(`contact rate limit on ${databaseLabel()}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ FORM_RATE_LIMIT: "2", FORM_RATE_WINDOW_SECONDS: "600" });
  });
  afterAll(async () => {
    await server.close();
  });

  it("answers 429 with Retry-After once an address exceeds the limit, without storing; other forms keep their own count", async () => {
    const post = () => server.request("POST", "/api/contact/", { body: { ...valid, ...humanMeta } });
    expect((await post()).status).toBe(201);
    expect((await post()).status).toBe(201);
    const refused = await post();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({
      message: "Too many requests. Please wait a moment and try again.",
    });
    expect(await countRows(server, "contact_messages")).toBe(2);

    const newsletter = await server.request("POST", "/api/newsletter", {
      body: { email: "ada@example.org", ...humanMeta },
    });
    expect(newsletter.status).toBe(201);
  });
});

describe(`contact rate limit counts only storable submissions, on ${databaseLabel()}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ FORM_RATE_LIMIT: "3", FORM_RATE_WINDOW_SECONDS: "600" });
  });
  afterAll(async () => {
    await server.close();
  });

  it("spends no quota on 415, 413, malformed JSON or invalid fields (a cross-site text/plain post cannot lock a visitor out)", async () => {
    const post = (body: string, contentType = "application/json") =>
      fetch(`${server.url}/api/contact/`, { method: "POST", headers: { "content-type": contentType }, body });
    const json = JSON.stringify(valid);
    const wasted = await Promise.all([
      ...Array.from({ length: 10 }, () => post(json, "text/plain")),
      post(JSON.stringify({ ...valid, message: "m".repeat(200_000) })),
      post('{"name":'),
      post(JSON.stringify({ ...valid, email: "nope" })),
    ]);
    expect(wasted.map((response) => response.status).sort()).toEqual([
      400, 400, 413, 415, 415, 415, 415, 415, 415, 415, 415, 415, 415,
    ]);
    // Then, all at once, more real submissions than the limit: exactly the limit is stored.
    const real = await Promise.all(Array.from({ length: 8 }, () => post(json)));
    const statuses = real.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    expect(await countRows(server, "contact_messages")).toBe(3);
  });
});

describe(`Idempotency-Key lifetime on ${databaseLabel()}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(formsTestEnv);
  });
  afterAll(async () => {
    await server.close();
  });

  it("forgets a key after a day: the same key then stores a new message", async () => {
    const headers = { "idempotency-key": "old-key" };
    const post = () =>
      server.request("POST", "/api/contact", {
        body: { ...valid, subject: "Aged key", ...humanMeta },
        headers,
      });
    const first = (await (await post()).json()) as { id: string };
    await rows(
      server,
      "update idempotency_keys set created_at = now() - interval '25 hours' where key = 'old-key'",
    );
    const second = await post();
    expect(second.status).toBe(201);
    expect(((await second.json()) as { id: string }).id).not.toBe(first.id);
    expect(await rows(server, "select id from contact_messages where subject = 'Aged key'")).toHaveLength(2);
  });
});
