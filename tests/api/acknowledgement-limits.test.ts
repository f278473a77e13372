import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InboxDetail, InboxPage } from "../../contract/staff.ts";
import { humanMeta, rows, sampleApplication } from "../support/forms.ts";
import { eventually, SmtpSink, type ReceivedMail } from "../support/smtp-sink.ts";
import { closeStaffMailServer, startStaffMailServer } from "../support/staff-mail-server.ts";
import type { StaffMember } from "../support/staff-helpers.ts";
import { databaseLabel, testDatabaseUrl } from "../support/test-database.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

// The acknowledgement goes to an address nobody verified, so it must not be a way to send our domain's email to
// someone else: at most 3 a day to one address, counted in the database whichever client, form or server asks
// (the sender still gets 201, staff see it withheld), and no word the visitor chose in the Subject line of any
// email that goes to that address.

const ATTACK_SUBJECT = "Your account is suspended, call +1-555-0100 now";

describe(`acknowledgements aimed at one inbox on ${databaseLabel()}`, () => {
  const sink = new SmtpSink();
  let server: TestServer;
  let staff: StaffMember;

  beforeAll(async () => {
    ({ server, staff } = await startStaffMailServer(sink, {
      // Five clients behind one proxy, each well within its own quota: only the recipient's limit can hold.
      TRUST_PROXY: "1",
      FORM_RATE_LIMIT: "1000",
    }));
  });
  afterAll(() => closeStaffMailServer(server, sink));

  const post = async (email: string, client: number, subject = ATTACK_SUBJECT) => {
    const response = await server.request("POST", "/api/contact", {
      body: { name: "Victim Support", email, subject, message: "Call us.", category: "agro", ...humanMeta },
      headers: { "x-forwarded-for": `198.51.100.${client}` },
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: string }).id;
  };
  const acknowledgementsTo = async (address: string) =>
    Number(
      (
        await rows<{ n: number }>(
          server,
          `select count(*)::int as n from mail_outbox
           where kind = 'acknowledgement' and lower(recipients) = lower('${address}')`,
        )
      )[0]!.n,
    );
  const detail = async (kind: string, id: string) =>
    (await (
      await server.request("GET", `/api/staff/inbox/${kind}/${id}`, { headers: staff.headers })
    ).json()) as InboxDetail;
  const mailsTo = (address: string) => sink.received.filter((mail) => mail.to.includes(address));
  const textPart = (mail: ReceivedMail) => mail.decoded.split(/Content-Type: text\/html/i)[0]!;

  it("sends 3 acknowledgements to an address named by 20 parallel posts from 5 clients; all 201, staff see the rest withheld", async () => {
    const address = "victim@example.org";
    const ids = await Promise.all(Array.from({ length: 20 }, (_, index) => post(address, index % 5)));
    expect(new Set(ids).size).toBe(20);
    expect(await acknowledgementsTo(address)).toBe(3);
    // Every message is stored and told to staff.
    expect(await rows(server, `select 1 from contact_messages where email = '${address}'`)).toHaveLength(20);
    expect(await rows(server, `select 1 from mail_outbox where kind = 'contact'`)).toHaveLength(20);

    const page = (await (
      await server.request("GET", "/api/staff/inbox?kind=contact&limit=100", { headers: staff.headers })
    ).json()) as InboxPage;
    const listed = page.items.filter((item) => ids.includes(item.id));
    expect(listed).toHaveLength(20);
    expect(listed.filter((item) => item.acknowledgementWithheld)).toHaveLength(17);

    const withheld = listed.find((item) => item.acknowledgementWithheld)!;
    const entry = await detail("contact", withheld.id);
    expect(entry.item.acknowledgementWithheld).toBe(true);
    expect(entry.thread).toHaveLength(1);
    expect(entry.thread[0]).toMatchObject({ direction: "acknowledgement", delivery: { state: "withheld" } });
    const sent = listed.find((item) => !item.acknowledgementWithheld)!;
    expect((await detail("contact", sent.id)).thread[0]!.delivery!.state).not.toBe("withheld");

    await eventually(() => mailsTo(address).length === 3, "the 3 acknowledgements");
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailsTo(address)).toHaveLength(3);
  });

  it("counts one address however it is written, and an application's acknowledgement with the messages'", async () => {
    await post("Ann.Lee@Example.org", 1, "Soil data");
    await post("ann.lee+offers@example.org", 2, "Soil data");
    const response = await server.request("POST", "/api/careers/apply", {
      body: { ...sampleApplication, email: "ANN.LEE+jobs@example.ORG" },
      headers: { "x-forwarded-for": "198.51.100.3" },
    });
    expect(response.status).toBe(201);
    const fourth = await post("ann.lee@example.org", 4, "Soil data");
    const queued = await rows<{ recipients: string }>(
      server,
      `select recipients from mail_outbox where kind = 'acknowledgement' and lower(recipients) like '%ann.lee%'`,
    );
    expect(queued).toHaveLength(3);
    expect((await detail("contact", fourth)).item.acknowledgementWithheld).toBe(true);

    // Gmail ignores dots in the name: one inbox, one count.
    for (const [index, email] of [
      "j.doe@gmail.com",
      "jdoe@gmail.com",
      "J.D.O.E@googlemail.com",
      "jd.oe@gmail.com",
    ].entries())
      await post(email, index, "Soil data");
    const gmail = await rows(
      server,
      `select 1 from mail_outbox where kind = 'acknowledgement' and recipients ilike '%o%e@g%mail.com'`,
    );
    expect(gmail).toHaveLength(3);
  });

  it("counts a quoted or escaped name, a trailing dot and an internationalised domain as the one inbox they reach", async () => {
    // RFC 5321: "mia", "m\ia" and mia are one mailbox; example.org. is example.org; IDNA's two forms are one domain.
    for (const [index, email] of [
      "mia@example.org",
      '"mia"@example.org',
      '"m\\ia"@example.org',
      "mia@example.org.",
      '"\\m\\i\\a"@Example.org.',
    ].entries())
      await post(email, index, "Soil data");
    const plain = await rows(
      server,
      `select 1 from mail_outbox where kind = 'acknowledgement' and recipients ilike '%m%i%a%@example.org%'`,
    );
    expect(plain).toHaveLength(3);

    for (const [index, email] of [
      "lea@bücher.example",
      "lea@xn--bcher-kva.example",
      "lea@BÜCHER.example",
      "lea@xn--bcher-kva.example.",
    ].entries())
      await post(email, index, "Soil data");
    const idn = await rows(
      server,
      `select 1 from mail_outbox where kind = 'acknowledgement' and recipients like 'lea@%'`,
    );
    expect(idn).toHaveLength(3);
  });

  it("puts no word the visitor chose in a Subject line: the acknowledgement, staff's notice and a reply", async () => {
    const address = "subject-check@example.org";
    const id = await post(address, 7);
    await eventually(() => mailsTo(address).length === 1, "the acknowledgement");
    const acknowledgement = mailsTo(address)[0]!;
    const reference = (await detail("contact", id)).reference!;
    expect(acknowledgement.headers.subject).toBe(
      `We received your message: Agriculture and food [${reference}]`,
    );
    // The body may quote it, as the sender's words.
    expect(textPart(acknowledgement)).toContain(`The subject you gave it: "${ATTACK_SUBJECT}"`);

    await eventually(
      () =>
        sink.received.some(
          (mail) => mail.to.includes("agro-desk@example.org") && mail.decoded.includes(reference),
        ),
      "staff's notification",
    );
    const notice = sink.received.find(
      (mail) => mail.to.includes("agro-desk@example.org") && mail.decoded.includes(reference),
    )!;
    expect(notice.headers.subject).not.toContain("suspended");
    expect(notice.headers.subject).toContain(reference);

    const reply = await server.request("POST", `/api/staff/inbox/contact/${id}/replies`, {
      headers: staff.headers,
      body: { id: randomUUID(), body: "Hello, thanks." },
    });
    expect(reply.status).toBe(201);
    await eventually(() => mailsTo(address).length === 2, "the reply");
    expect(mailsTo(address)[1]!.headers.subject).toBe(`Re: ${acknowledgement.headers.subject}`);
  });

  it("answers a message whose acknowledgement was withheld without its subject in the Subject line", async () => {
    const address = "withheld-reply@example.org";
    const ids = [];
    for (let index = 0; index < 4; index++) ids.push(await post(address, index));
    const last = ids.at(-1)!;
    expect((await detail("contact", last)).item.acknowledgementWithheld).toBe(true);
    // A reply from staff is not an acknowledgement: it goes, with a subject of ours.
    const reply = await server.request("POST", `/api/staff/inbox/contact/${last}/replies`, {
      headers: staff.headers,
      body: { id: randomUUID(), body: "Hello, we looked into it." },
    });
    expect(reply.status).toBe(201);
    const reference = (await detail("contact", last)).reference!;
    await eventually(
      () => mailsTo(address).some((mail) => mail.headers.subject?.includes(reference)),
      "the reply",
    );
    const mail = mailsTo(address).find((candidate) => candidate.headers.subject?.includes(reference))!;
    expect(mail.headers.subject).toBe(`Re: We received your message: Agriculture and food [${reference}]`);
  });
});

describe.skipIf(!testDatabaseUrl())("acknowledgements counted across two servers on one PostgreSQL", () => {
  let first: TestServer;
  let second: TestServer;

  beforeAll(async () => {
    first = await startTestServer({ FORM_RATE_LIMIT: "1000" });
    const url = first.config.databaseUrl!;
    second = await startTestServer({ FORM_RATE_LIMIT: "1000", DATABASE_URL: url });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it("queues exactly 3 for 20 posts split between the servers", async () => {
    const body = {
      name: "Victim Support",
      email: "victim-two@example.org",
      subject: ATTACK_SUBJECT,
      message: "Call us.",
      ...humanMeta,
    };
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        (index % 2 ? first : second).request("POST", "/api/contact", { body }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array<number>(20).fill(201));
    const queued = await rows<{ n: number }>(
      first,
      `select count(*)::int as n from mail_outbox where kind = 'acknowledgement'`,
    );
    expect(Number(queued[0]!.n)).toBe(3);
  });
});
