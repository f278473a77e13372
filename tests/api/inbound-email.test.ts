import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InboundFiled } from "../../contract/inbound.ts";
import type { InboxDetail, InboxItem, InboxPage } from "../../contract/staff.ts";
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

  it("files an email from another address than the entry's as a new entry, marked as a different sender", async () => {
    const bob = await acknowledgedMessage("Bob@Example.org");
    // The entry named by its reference in the subject, by In-Reply-To, by References: none of them is proof.
    const claims = [
      { subject: `Re: hello [${bob.reference}]` },
      { subject: "Re: hello", inReplyTo: `<${bob.ackId}>` },
      { subject: "Re: hello", references: [`<${bob.ackId}>`] },
    ];
    const standIns: string[] = [];
    for (const [index, claim] of claims.entries()) {
      const { status, body } = await post(
        await rawEmail({
          from: "Mallory <mallory@evil.test>",
          messageId: `<mallory-${index}@evil.test>`,
          text: "Please wire money",
          ...claim,
        }),
      );
      expect(status).toBe(201);
      expect(body).toMatchObject({ filed: "different-sender", kind: "contact" });
      expect(body.id).not.toBe(bob.id);
      standIns.push(body.id);
      const entry = await detail("contact", body.id);
      expect(entry.item).toMatchObject({
        name: "Mallory",
        email: "mallory@evil.test",
        status: "new",
        claimedReference: bob.reference,
      });
      expect(entry.claim).toEqual({
        reference: bob.reference,
        kind: "contact",
        id: bob.id,
        attachedAt: null,
        attachedBy: null,
      });
      expect(entry.thread.map((message) => [message.fromAddress, message.body])).toEqual([
        ["mallory@evil.test", "Please wire money"],
      ]);
    }
    // Nothing of it in bob's thread; the inbox lists each with the reference it claims.
    expect(await inboundOf(bob.id)).toEqual([]);
    const inbox = await server.request("GET", "/api/staff/inbox?kind=contact&q=mallory", {
      headers: staff.headers,
    });
    const listed = ((await inbox.json()) as InboxPage).items;
    expect(listed.map((item) => [item.id, item.claimedReference]).sort()).toEqual(
      standIns.map((id) => [id, bob.reference]).sort(),
    );

    // Bob himself, his address written in another case and with spaces, is filed on his entry.
    const own = await post(
      await rawEmail({
        from: "Bob < BOB@example.ORG >",
        subject: `Re: hello [${bob.reference}]`,
        text: "It is me.",
      }),
    );
    expect(own.body).toEqual({ filed: "thread", kind: "contact", id: bob.id });
    // An application is guarded the same way.
    const applied = await server.request("POST", "/api/careers/apply", {
      body: { ...sampleApplication, email: "ada.applicant@example.org" },
    });
    const applicationId = ((await applied.json()) as { id: string }).id;
    const ack = (await detail("application", applicationId)).thread[0]!;
    const forged = await post(
      await rawEmail({
        from: "mallory@evil.test",
        subject: "Re: my application",
        inReplyTo: `<${ack.messageId}>`,
        text: "I withdraw.",
      }),
    );
    expect(forged.body).toMatchObject({ filed: "different-sender", kind: "contact" });
    expect((await detail("contact", forged.body.id)).claim).toMatchObject({
      kind: "application",
      id: applicationId,
    });
    expect((await detail("application", applicationId)).thread).toHaveLength(1);
  });

  it("files an email whose From names the entry's address beside another as a different sender", async () => {
    const carol = await acknowledgedMessage("carol@example.org");
    // One header, two authors: the entry's address first, the one who wrote it second.
    const raw = Buffer.from(
      [
        "From: carol@example.org, Mallory <mallory@evil.test>",
        "To: hello@verdantcollective.example",
        `Subject: Re: hello [${carol.reference}]`,
        "Message-ID: <two-authors@evil.test>",
        "MIME-Version: 1.0",
        "Content-Type: text/plain; charset=utf-8",
        "",
        "Please wire money",
        "",
      ].join("\r\n"),
    );
    const { status, body } = await post(raw);
    expect(status).toBe(201);
    expect(body).toMatchObject({ filed: "different-sender", kind: "contact" });
    expect(await inboundOf(carol.id)).toEqual([]);
  });

  it("lets staff attach a different sender's email to the entry it claims, once, in the audit log", async () => {
    const attachOperation = operationAt("/api/staff/inbox/{kind}/{id}/attach");
    const attach = async (kind: string, id: string) => {
      const response = await server.request("POST", `/api/staff/inbox/${kind}/${id}/attach`, {
        headers: staff.headers,
      });
      const documented = await expectDocumented(attachOperation, response, "attach");
      return { status: Number(documented.status), body: documented.body as { item?: InboxItem } };
    };
    const carol = await acknowledgedMessage("carol@example.org");
    const { body: filed } = await post(
      await rawEmail({
        from: "Carol at work <carol@work.example>",
        subject: `Re: Soil data [${carol.reference}]`,
        messageId: "<carol-work@work.example>",
        text: "From my work address.",
      }),
    );
    expect(filed.filed).toBe("different-sender");

    const attached = await attach("contact", filed.id);
    expect(attached.status).toBe(200);
    expect(attached.body.item).toMatchObject({ kind: "contact", id: carol.id });
    expect((await inboundOf(carol.id)).map((message) => [message.fromAddress, message.body])).toEqual([
      ["carol@work.example", "From my work address."],
    ]);
    const standIn = await detail("contact", filed.id);
    expect(standIn.item).toMatchObject({ claimedReference: null, status: "done" });
    expect(standIn.claim).toMatchObject({ reference: carol.reference, kind: "contact", id: carol.id });
    expect(Date.parse(standIn.claim!.attachedAt!)).not.toBeNaN();
    expect(standIn.claim!.attachedBy).toBeTruthy();
    expect(standIn.thread).toEqual([]);
    // Both entries' histories say so; the audit log names records by id only.
    expect(standIn.history.map((entry) => entry.action)).toContain("attach");
    expect((await detail("contact", carol.id)).history.map((entry) => entry.action)).toContain("attach");
    const audit = await rows<{ target_id: string; detail: string }>(
      server,
      `select target_id, detail from audit_log where action = 'attach' and target_id in ('${filed.id}', '${carol.id}')`,
    );
    expect(audit).toHaveLength(2);
    for (const line of audit) expect(line.detail).not.toMatch(/@/);

    // Once: again, or on an entry that claims nothing, is a conflict; an unknown entry is not found.
    expect((await attach("contact", filed.id)).status).toBe(409);
    expect((await attach("contact", carol.id)).status).toBe(409);
    expect((await attach("contact", "00000000-0000-4000-8000-000000000000")).status).toBe(404);
    // The entry it claims is gone (erased): nothing to attach to.
    const dave = await acknowledgedMessage("dave@example.org");
    const { body: orphan } = await post(
      await rawEmail({ from: "eve@evil.test", subject: `Re: [${dave.reference}]`, text: "Hi" }),
    );
    await rows(server, `delete from contact_messages where id = '${dave.id}'`);
    expect((await attach("contact", orphan.id)).status).toBe(409);
    expect((await detail("contact", orphan.id)).thread).toHaveLength(1);
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

  it("limits the emails of one envelope sender, not of the MTA's address; refused secrets per address", async () => {
    const server = await startTestServer({
      ...formsTestEnv,
      INBOUND_SECRET: SECRET,
      INBOUND_RATE_LIMIT: "3",
    });
    try {
      const send = async (raw: string, options: { secret?: string; envelopeFrom?: string } = {}) => {
        const response = await postInbound(server, raw, { secret: SECRET, ...options });
        const documented = await expectDocumented(operation, response, "rate limit");
        if (documented.status === "429")
          expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
        return documented.status;
      };
      const email = (from: string, index: number, head = "") =>
        `${head}From: ${from}\r\nSubject: ${index}\r\nMessage-ID: <${from}-${index}@example.org>\r\n\r\nx`;
      // The envelope sender the relay names (X-Envelope-From): one sender floods, another is still filed.
      const flood = [];
      for (let index = 0; index < 4; index++)
        flood.push(await send(email("a@example.org", index), { envelopeFrom: "<flood@example.net>" }));
      expect(flood).toEqual(["201", "201", "201", "429"]);
      expect(await send(email("b@example.org", 0), { envelopeFrom: "b@example.org" })).toBe("201");
      // Without it, the Return-Path the delivering MTA wrote; without that, the From address.
      const returnPath = [];
      for (let index = 0; index < 4; index++)
        returnPath.push(await send(email("c@example.org", index, "Return-Path: <Bounce@Example.net>\r\n")));
      expect(returnPath).toEqual(["201", "201", "201", "429"]);
      const fromOnly = [];
      for (let index = 0; index < 4; index++) fromOnly.push(await send(email("d@example.org", index)));
      expect(fromOnly).toEqual(["201", "201", "201", "429"]);
      // Wrong secrets count against the client's address, apart: they do not use the senders' quota.
      const wrong = [];
      for (let index = 0; index < 4; index++)
        wrong.push(
          await send(email("e@example.org", index), { secret: "wrong-secret-0123456789abcdef0123456789" }),
        );
      expect(wrong).toEqual(["401", "401", "401", "429"]);
      expect(await send(email("e@example.org", 9))).toBe("201");
    } finally {
      await server.close();
    }
  });
});
