import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { acknowledgementFor } from "../../server/conversations/acknowledgement-content.ts";
import { queueAcknowledgement } from "../../server/conversations/acknowledgements.ts";
import type { InboxDetail } from "../../contract/staff.ts";
import { formsTestEnv, humanMeta, rows, sampleApplication } from "../support/forms.ts";
import { eventually, SmtpSink, type ReceivedMail } from "../support/smtp-sink.ts";
import { closeStaffMailServer, startStaffMailServer } from "../support/staff-mail-server.ts";
import type { StaffMember } from "../support/staff-helpers.ts";
import { databaseLabel } from "../support/test-database.ts";
import type { TestServer } from "../support/test-server.ts";

// The email that tells a sender their message or application arrived: its content and headers as the test SMTP
// server receives them, its reference and Message-ID stored with the entry, none for spam until staff release it,
// and one per entry however often a release or a submission is retried, in parallel included.

const REFERENCE = /\[(VC-[0-9A-HJKMNP-TV-Z]{6})\]$/;

describe(`acknowledgements on ${databaseLabel()}`, () => {
  const sink = new SmtpSink();
  let server: TestServer;
  let staff: StaffMember;

  beforeAll(async () => {
    ({ server, staff } = await startStaffMailServer(sink, formsTestEnv));
  });
  afterAll(() => closeStaffMailServer(server, sink));

  const mailsTo = (address: string) => sink.received.filter((mail) => mail.to.includes(address));
  const ackTo = async (address: string): Promise<ReceivedMail> => {
    await eventually(() => mailsTo(address).length > 0, `the acknowledgement to ${address}`);
    return mailsTo(address)[0]!;
  };
  const textPart = (mail: ReceivedMail) => mail.decoded.split(/Content-Type: text\/html/i)[0]!;
  const htmlPart = (mail: ReceivedMail) => mail.decoded.split(/Content-Type: text\/html/i)[1] ?? "";
  const detail = async (kind: string, id: string) => {
    const response = await server.request("GET", `/api/staff/inbox/${kind}/${id}`, {
      headers: staff.headers,
    });
    expect(response.status).toBe(200);
    return (await response.json()) as InboxDetail;
  };
  const contact = async (email: string, extra: Record<string, unknown> = {}, headers = {}) => {
    const response = await server.request("POST", "/api/contact", {
      body: {
        name: "Eve",
        email,
        subject: "Soil <b>data</b>",
        message: "Private text that must not be repeated",
        category: "agro",
        ...humanMeta,
        ...extra,
      },
      headers,
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: string }).id;
  };
  const allSent = () =>
    eventually(
      async () => (await rows(server, "select 1 from mail_outbox where sent_at is null")).length === 0,
      "every queued email sent",
    );

  it("acknowledges a contact message: subject, reference, next steps and response time, threaded headers", async () => {
    const id = await contact("eve@example.org");
    const mail = await ackTo("eve@example.org");
    const agro = acknowledgementFor("agro");

    expect(mail.from).toBe("web@verdant.example");
    expect(mail.headers["reply-to"]).toBe("agro-desk@example.org");
    // The Subject line holds our words only: the category and the reference (the visitor's subject is in the body).
    expect(mail.headers.subject).toMatch(
      /^We received your message: Agriculture and food \[VC-[0-9A-Z]{6}\]$/,
    );
    const reference = REFERENCE.exec(mail.headers.subject!)![1]!;
    const text = textPart(mail);
    expect(text).toContain(`Your reference: ${reference}`);
    expect(text).toContain(`What happens next: ${agro.nextSteps}`);
    expect(text).toContain(`We usually answer within ${agro.responseTime}.`);
    expect(text).toContain('The subject you gave it: "Soil <b>data</b>"');
    // The address is not verified: the message itself and the name are not sent back to it.
    expect(mail.decoded).not.toContain("Private text");
    expect(mail.decoded).not.toContain("Eve");
    const html = htmlPart(mail);
    expect(html).toContain(`<strong>${reference}</strong>`);
    expect(html).toContain("Soil &lt;b&gt;data&lt;/b&gt;");
    expect(html).not.toContain("<b>data");

    // A Message-ID on MAIL_FROM's domain, stored with the entry's thread; the reference stored with the entry.
    const messageId = /^<([^<>]+@verdant\.example)>$/.exec(mail.headers["message-id"]!)![1]!;
    const entry = await detail("contact", id);
    expect(entry.reference).toBe(reference);
    expect(entry.thread).toHaveLength(1);
    expect(entry.thread[0]).toMatchObject({
      direction: "acknowledgement",
      messageId,
      fromAddress: "web@verdant.example",
      fromName: "Website",
      subject: mail.headers.subject,
    });
    await eventually(
      async () => (await detail("contact", id)).thread[0]!.delivery?.state === "sent",
      "the delivery state sent",
    );
  });

  it("acknowledges an application with the position's title and the careers address to reply to", async () => {
    const response = await server.request("POST", "/api/careers/apply", { body: sampleApplication });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const mail = await ackTo("grace@example.org");
    const content = acknowledgementFor("application");
    expect(mail.headers.subject).toMatch(
      /^We received your application for AI Researcher \[VC-[0-9A-Z]{6}\]$/,
    );
    expect(mail.headers["reply-to"]).toBe("jobs@example.org");
    expect(textPart(mail)).toContain(`What happens next: ${content.nextSteps}`);
    expect(textPart(mail)).toContain(`We usually answer within ${content.responseTime}.`);
    expect(mail.decoded).not.toContain("Compilers");
    const entry = await detail("application", id);
    expect(mail.headers.subject).toContain(`[${entry.reference}]`);
    expect(entry.thread.map((message) => message.direction)).toEqual(["acknowledgement"]);
  });

  it("gives every entry its own reference", async () => {
    const ids = await Promise.all(
      Array.from({ length: 12 }, (_, index) => contact(`many-${index}@example.org`)),
    );
    const references = await rows<{ reference: string }>(
      server,
      `select reference from entry_references where entry_id in (${ids.map((id) => `'${id}'`).join(",")})`,
    );
    expect(references).toHaveLength(12);
    const values = references.map((row) => row.reference);
    expect(new Set(values).size).toBe(12);
    for (const value of values) expect(value).toMatch(/^VC-[0-9A-HJKMNP-TV-Z]{6}$/);
  });

  it("sends nothing for a message kept aside as spam, and exactly one after parallel releases", async () => {
    const id = await contact("held@example.org", { website: "http://spam.example" });
    const thread = () =>
      rows(
        server,
        `select 1 from thread_messages where entry_id = '${id}' and direction = 'acknowledgement'`,
      );
    expect(await thread()).toHaveLength(0);
    expect(
      await rows(server, `select 1 from mail_outbox where lower(recipients) = 'held@example.org'`),
    ).toHaveLength(0);
    // Kept aside, it already has its reference for staff to see.
    expect((await detail("contact", id)).reference).toMatch(/^VC-/);

    const releases = await Promise.all(
      Array.from({ length: 5 }, () =>
        server.request("POST", `/api/staff/inbox/contact/${id}/release`, { headers: staff.headers }),
      ),
    );
    expect(releases.map((response) => response.status).sort()).toEqual([200, 409, 409, 409, 409]);
    await ackTo("held@example.org");
    await allSent();
    expect(mailsTo("held@example.org")).toHaveLength(1);
    expect(await thread()).toHaveLength(1);
    expect((await detail("contact", id)).thread[0]!.delivery).toEqual({ state: "sent", error: null });
  });

  it("queues one acknowledgement for a submission retried in parallel with its Idempotency-Key", async () => {
    const headers = { "idempotency-key": "ack-retry-0001" };
    const ids = await Promise.all(Array.from({ length: 6 }, () => contact("retry@example.org", {}, headers)));
    expect(new Set(ids).size).toBe(1);
    await ackTo("retry@example.org");
    await allSent();
    expect(mailsTo("retry@example.org")).toHaveLength(1);
  });

  it("refuses a second acknowledgement of one entry, however many transactions queue it at once", async () => {
    const id = await contact("twice@example.org");
    await ackTo("twice@example.org");
    const { db } = server.database;
    const entry = {
      kind: "contact" as const,
      id,
      email: "twice@example.org",
      subject: "Soil data",
      category: "agro" as const,
    };
    // As a crashed release retried, or two servers releasing at once, would: each in its own transaction.
    await Promise.all(
      Array.from({ length: 6 }, () =>
        db.transaction((tx) => queueAcknowledgement(tx, server.config.forms, entry)),
      ),
    );
    const queued = await rows<{ n: number }>(
      server,
      `select count(*)::int as n from mail_outbox where dedupe_key = 'acknowledgement:${id}'`,
    );
    expect(Number(queued[0]!.n)).toBe(1);
    await allSent();
    expect(mailsTo("twice@example.org")).toHaveLength(1);
  });
});
