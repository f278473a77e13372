import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InboundFiled } from "../../contract/inbound.ts";
import type { InboxDetail, InboxPage } from "../../contract/staff.ts";
import { formsTestEnv, humanMeta, rows, sampleApplication } from "../support/forms.ts";
import { expectDocumented, operationAt } from "../support/openapi.ts";
import { postInbound, rawEmail } from "../support/raw-email.ts";
import { verifiedStaff, type StaffMember } from "../support/staff-helpers.ts";
import { databaseLabel } from "../support/test-database.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

// POST /api/inbound/email, as a mail provider's inbound route uses it: raw emails filed on the entry they answer
// (by In-Reply-To, by References, by the reference in the subject), or made new messages; the secret, the media
// type, the size and rate limits; and a provider posting the same email again, in parallel too, files it once.
// Every answer is checked against the OpenAPI document.

const SECRET = "inbound-test-secret-0123456789abcdef";
const operation = operationAt("/api/inbound/email");

describe(`POST /api/inbound/email on ${databaseLabel()}`, () => {
  let server: TestServer;
  let staff: StaffMember;

  beforeAll(async () => {
    server = await startTestServer({
      ...formsTestEnv,
      INBOUND_SECRET: SECRET,
      INBOUND_MAX_BYTES: "65536",
      MAIL_FROM: "Website <web@verdant.example>",
      AUTH_REGISTER_MAX_PER_IP: "1000",
    });
    staff = await verifiedStaff(server, "staff");
  });
  afterAll(async () => {
    await server.close();
  });

  const post = async (raw: Buffer | string, options: Parameters<typeof postInbound>[2] = {}) => {
    const response = await postInbound(server, raw, { secret: SECRET, ...options });
    const { status, body } = await expectDocumented(operation, response, "POST /api/inbound/email");
    return { status: Number(status), body: body as InboundFiled & { message?: string }, response };
  };
  const detail = async (kind: string, id: string) => {
    const response = await server.request("GET", `/api/staff/inbox/${kind}/${id}`, {
      headers: staff.headers,
    });
    expect(response.status).toBe(200);
    return (await response.json()) as InboxDetail;
  };
  /** A contact message from the form, with its acknowledgement's Message-ID and its reference. */
  const acknowledgedMessage = async (email: string) => {
    const response = await server.request("POST", "/api/contact", {
      body: { name: "Eve", email, subject: "Soil data", message: "Hello", category: "agro", ...humanMeta },
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const entry = await detail("contact", id);
    return {
      id,
      ackId: entry.thread[0]!.messageId,
      reference: entry.reference!,
      subject: entry.thread[0]!.subject,
    };
  };
  const inboundOf = async (id: string) =>
    (await detail("contact", id)).thread.filter((message) => message.direction === "inbound");

  it("files a reply on its entry by In-Reply-To, with its sender, subject and text", async () => {
    const entry = await acknowledgedMessage("eve@example.org");
    const { status, body } = await post(
      await rawEmail({
        from: "Eve Example <Eve@Example.org>",
        subject: `Re: ${entry.subject}`,
        inReplyTo: `<${entry.ackId}>`,
        messageId: "<reply-1@mail.example.org>",
        text: "Thanks! One more question.\n\n> quoted acknowledgement",
      }),
    );
    expect(status).toBe(201);
    expect(body).toEqual({ filed: "thread", kind: "contact", id: entry.id });
    const [reply] = await inboundOf(entry.id);
    expect(reply).toMatchObject({
      direction: "inbound",
      messageId: "reply-1@mail.example.org",
      fromAddress: "eve@example.org",
      fromName: "Eve Example",
      subject: `Re: ${entry.subject}`,
      attachmentsNotKept: 0,
      delivery: null,
    });
    expect(reply!.body).toBe("Thanks! One more question.\n\n> quoted acknowledgement");
    expect(Date.parse(reply!.at)).not.toBeNaN();
  });

  it("files one by References when In-Reply-To names an email it does not know", async () => {
    const entry = await acknowledgedMessage("refs@example.org");
    const { status, body } = await post(
      await rawEmail({
        from: "refs@example.org",
        subject: "A different subject",
        inReplyTo: "<unknown@elsewhere.example>",
        references: [`<${entry.ackId}>`, "<unknown@elsewhere.example>"],
        messageId: "<reply-2@mail.example.org>",
        text: "Found by the references.",
      }),
    );
    expect(status).toBe(201);
    expect(body).toEqual({ filed: "thread", kind: "contact", id: entry.id });
    expect((await inboundOf(entry.id)).map((message) => message.body)).toEqual(["Found by the references."]);
  });

  it("files one by the reference in its subject, retyped in lower case, HTML turned into text, attachments counted", async () => {
    const entry = await acknowledgedMessage("subject@example.org");
    const { status, body } = await post(
      await rawEmail({
        from: "subject@example.org",
        subject: `About my message ${entry.reference.toLowerCase()}`,
        messageId: "<reply-3@mail.example.org>",
        html: "<p>Written in <b>HTML</b> only.</p>",
        attachments: [
          { filename: "soil.csv", content: "a,b\n1,2\n" },
          { filename: "photo.png", content: Buffer.from([0x89, 0x50, 0x4e, 0x47]) },
        ],
      }),
    );
    expect(status).toBe(201);
    expect(body).toEqual({ filed: "thread", kind: "contact", id: entry.id });
    const [reply] = await inboundOf(entry.id);
    expect(reply!.body).toContain("Written in HTML only.");
    expect(reply!.body).not.toContain("<p>");
    expect(reply!.body).toContain("(2 attachments not kept)");
    expect(reply!.attachmentsNotKept).toBe(2);
  });

  it("files a reply to an application's acknowledgement on the application", async () => {
    const response = await server.request("POST", "/api/careers/apply", { body: sampleApplication });
    const { id } = (await response.json()) as { id: string };
    const ack = (await detail("application", id)).thread[0]!;
    const { body } = await post(
      await rawEmail({
        from: "grace@example.org",
        subject: `Re: ${ack.subject}`,
        inReplyTo: `<${ack.messageId}>`,
        text: "I can start in January.",
      }),
    );
    expect(body).toEqual({ filed: "thread", kind: "application", id });
    const thread = (await detail("application", id)).thread;
    expect(thread.map((message) => [message.direction, message.body.slice(0, 23)])).toEqual([
      ["acknowledgement", "Hello,\n\nThank you for a"],
      ["inbound", "I can start in January."],
    ]);
  });

  it("makes an email that answers nothing known a new message in the inbox, from its sender", async () => {
    const { status, body } = await post(
      await rawEmail({
        from: "Ada Lovelace <ada@example.org>",
        subject: "A question out of the blue [VC-ZZZZZZ]",
        messageId: "<new-1@mail.example.org>",
        text: "Do you work on analytical engines?",
      }),
    );
    expect(status).toBe(201);
    expect(body).toMatchObject({ filed: "new-entry", kind: "contact" });
    const entry = await detail("contact", body.id);
    expect(entry.item).toMatchObject({
      kind: "contact",
      name: "Ada Lovelace",
      email: "ada@example.org",
      about: "A question out of the blue [VC-ZZZZZZ]",
      category: "general",
      status: "new",
      verdict: "clean",
    });
    expect(entry.fields).toContainEqual({ name: "message", value: "Do you work on analytical engines?" });
    expect(entry.reference).toMatch(/^VC-/);
    expect(entry.thread.map((message) => message.messageId)).toEqual(["new-1@mail.example.org"]);
    // Nothing is sent back to a sender the site never heard from (no loop with an auto-responder).
    expect(
      await rows(server, `select 1 from mail_outbox where lower(recipients) = 'ada@example.org'`),
    ).toHaveLength(0);
    const inbox = await server.request("GET", "/api/staff/inbox?kind=contact&q=analytical", {
      headers: staff.headers,
    });
    expect(((await inbox.json()) as InboxPage).items.map((item) => item.id)).toEqual([body.id]);

    // A reply to that new message's email finds it too.
    const followUp = await post(
      await rawEmail({
        from: "ada@example.org",
        subject: "Re: A question out of the blue",
        inReplyTo: "<new-1@mail.example.org>",
        text: "Or difference engines.",
      }),
    );
    expect(followUp.body).toEqual({ filed: "thread", kind: "contact", id: body.id });
  });

  it("files an email posted again, or posted several times at once, once", async () => {
    const entry = await acknowledgedMessage("repeat@example.org");
    const reply = await rawEmail({
      from: "repeat@example.org",
      subject: "Re: repeated",
      inReplyTo: `<${entry.ackId}>`,
      messageId: "<repeat-1@mail.example.org>",
      text: "Posted by a provider that retries.",
    });
    const answers = await Promise.all(Array.from({ length: 6 }, () => post(reply)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    for (const answer of answers) expect(answer.body.id).toBe(entry.id);
    expect(answers.filter((answer) => answer.body.filed === "already-filed")).toHaveLength(5);
    expect(await inboundOf(entry.id)).toHaveLength(1);

    // Unmatched, posted at once: one new message, not six.
    const stranger = await rawEmail({
      from: "stranger@example.org",
      subject: "Hello there",
      messageId: "<stranger-1@mail.example.org>",
      text: "First contact.",
    });
    const parallel = await Promise.all(Array.from({ length: 6 }, () => post(stranger)));
    expect(new Set(parallel.map((answer) => answer.body.id)).size).toBe(1);
    expect(
      await rows(server, `select 1 from contact_messages where email = 'stranger@example.org'`),
    ).toHaveLength(1);

    // Without a Message-ID, the same bytes are the same email.
    const bare = "From: bare@example.org\r\nSubject: No id\r\n\r\nJust text.\r\n";
    expect((await post(bare)).status).toBe(201);
    expect((await post(bare)).body.filed).toBe("already-filed");
  });

  it("keeps control characters out of what it stores (a NUL in a quoted-printable body)", async () => {
    const raw = [
      "From: nul@example.org",
      "Subject: Odd bytes",
      "Message-ID: <nul-1@mail.example.org>",
      "Content-Type: text/plain; charset=utf-8",
      "Content-Transfer-Encoding: quoted-printable",
      "",
      "before=00after=07 bell",
      "",
    ].join("\r\n");
    const { status, body } = await post(raw);
    expect(status).toBe(201);
    expect((await detail("contact", body.id)).thread[0]!.body).toBe("beforeafter bell");
  });

  it("refuses a missing or wrong secret before reading the body", async () => {
    const raw = await rawEmail({ from: "x@example.org", subject: "x", text: "x" });
    for (const secret of [undefined, "wrong-secret-0123456789abcdef0123456789", `${SECRET}x`]) {
      const { status, body, response } = await post(raw, { secret });
      expect(status).toBe(401);
      expect(body.message).toBe("The inbound secret is missing or wrong.");
      expect(response.headers.get("www-authenticate")).toMatch(/^Bearer/);
    }
    // The secret as a password (Basic) is not the bearer token.
    const basic = await fetch(`${server.url}/api/inbound/email`, {
      method: "POST",
      headers: {
        "content-type": "message/rfc822",
        authorization: `Basic ${Buffer.from(`inbound:${SECRET}`).toString("base64")}`,
      },
      body: new Uint8Array(raw),
    });
    expect(basic.status).toBe(401);
    // Refused before the body is read: an email over the size limit gets 401, not 413.
    const big = await rawEmail({ from: "x@example.org", subject: "x", text: "x".repeat(70_000) });
    expect((await post(big, { secret: "wrong-secret-0123456789abcdef0123456789" })).status).toBe(401);
    expect(await rows(server, `select 1 from contact_messages where email = 'x@example.org'`)).toHaveLength(
      0,
    );
  });

  it("takes only message/rfc822, up to INBOUND_MAX_BYTES, with a From address", async () => {
    const json = await post(JSON.stringify({ from: "x@example.org" }), { contentType: "application/json" });
    expect(json.status).toBe(415);
    const big = await post(
      await rawEmail({ from: "big@example.org", subject: "big", text: "x".repeat(70_000) }),
    );
    expect(big.status).toBe(413);
    expect((await post("Subject: nobody\r\n\r\nNo sender.\r\n")).status).toBe(400);
    const untyped = await fetch(`${server.url}/api/inbound/email`, {
      method: "POST",
      headers: { authorization: `Bearer ${SECRET}` },
      body: "From: a@example.org\r\n\r\nx",
    });
    expect((await expectDocumented(operation, untyped, "no content type")).status).toBe("415");
    expect((await post("")).status).toBe(400);
  });
});

describe(`POST /api/inbound/email limits on ${databaseLabel()}`, () => {
  it("does not exist without INBOUND_SECRET", async () => {
    const server = await startTestServer(formsTestEnv);
    try {
      const response = await postInbound(server, "From: a@example.org\r\n\r\nx", { secret: SECRET });
      expect((await expectDocumented(operation, response, "unconfigured")).status).toBe("404");
    } finally {
      await server.close();
    }
  });

  it("limits the requests from one address, secret or not", async () => {
    const server = await startTestServer({
      ...formsTestEnv,
      INBOUND_SECRET: SECRET,
      INBOUND_RATE_LIMIT: "3",
    });
    try {
      const statuses = [];
      const secrets = ["wrong-secret-0123456789abcdef0123456789", SECRET, SECRET, SECRET];
      for (const [index, secret] of secrets.entries()) {
        const response = await postInbound(server, `From: a@example.org\r\nSubject: ${index}\r\n\r\nx`, {
          secret,
        });
        const documented = await expectDocumented(operation, response, "rate limit");
        statuses.push(documented.status);
        if (documented.status === "429")
          expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
      }
      expect(statuses).toEqual(["401", "201", "201", "429"]);
    } finally {
      await server.close();
    }
  });
});
