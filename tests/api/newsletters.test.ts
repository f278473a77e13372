import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BounceRecorded, InboundFiled } from "../../contract/inbound.ts";
import {
  newsletterTexts,
  type Edition,
  type EditionAudience,
  type EditionList,
} from "../../contract/newsletters.ts";
import { rows } from "../support/forms.ts";
import { deliveryReport, seedSubscribers } from "../support/newsletter-helpers.ts";
import { expectDocumented, operationAt } from "../support/openapi.ts";
import { postInbound } from "../support/raw-email.ts";
import { eventually, SmtpSink, type ReceivedMail } from "../support/smtp-sink.ts";
import { verifiedStaff, type StaffMember } from "../support/staff-helpers.ts";
import { databaseLabel } from "../support/test-database.ts";
import { OWN_ORIGIN, startTestServer, type TestServer } from "../support/test-server.ts";

// Newsletter editions from the staff console's API (ADR 0050): a draft written, tested and sent to the confirmed
// subscribers of its list through the outbox, once each, with the list's one-click unsubscribe; bounces posted to
// the inbound endpoint; the counts; the archive's pages and feed. Every API answer is checked against the document.

const SECRET = "inbound-test-secret-0123456789abcdef";
const MAIL_FROM = "Website <web@verdant.example>";

describe(`newsletter editions on ${databaseLabel()}`, () => {
  const sink = new SmtpSink();
  let server: TestServer;
  let staff: StaffMember;
  let subscribers: string[];

  beforeAll(async () => {
    await sink.start(0);
    server = await startTestServer({
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
      MAIL_FROM,
      OUTBOX_POLL_MS: "100",
      NEWSLETTER_SEND_PER_MINUTE: "0",
      INBOUND_SECRET: SECRET,
      PUBLIC_ORIGIN: OWN_ORIGIN,
      AUTH_REGISTER_MAX_PER_IP: "1000",
    });
    staff = await verifiedStaff(server, "staff");
    subscribers = await seedSubscribers(server.database.db, "newsletter", 5, "reader");
    // Neither a pending nor an unsubscribed address is sent anything.
    await server.database.db.execute(sql`
      insert into subscriptions (list, email, status, unsubscribed_at) values
        ('newsletter', 'pending@example.org', 'pending', null),
        ('newsletter', 'gone@example.org', 'unsubscribed', now())`);
  });
  afterAll(async () => {
    await server?.close();
    await sink.stop();
  });

  /** A documented staff call: the answer must be one the document lists for the operation. */
  async function call<T>(method: "GET" | "POST", path: string, documented: string, body?: unknown) {
    const response = await server.request(method, path, {
      headers: staff.headers,
      ...(body === undefined ? {} : { body }),
    });
    const result = await expectDocumented(
      operationAt(documented, method.toLowerCase()),
      response,
      `${method} ${path}`,
    );
    return { status: Number(result.status), body: result.body as T };
  }
  const create = (list: "newsletter" | "events", subject: string, body: string) =>
    call<Edition>("POST", "/api/staff/newsletters", "/api/staff/newsletters", { list, subject, body });
  const edition = async (id: string) =>
    (await call<Edition>("GET", `/api/staff/newsletters/${id}`, "/api/staff/newsletters/{id}")).body;
  const send = (id: string, expectedRecipients: number) =>
    call<Edition & { message?: string }>(
      "POST",
      `/api/staff/newsletters/${id}/send`,
      "/api/staff/newsletters/{id}/send",
      { expectedRecipients },
    );
  const audience = async (id: string) =>
    (
      await call<EditionAudience>(
        "GET",
        `/api/staff/newsletters/${id}/audience`,
        "/api/staff/newsletters/{id}/audience",
      )
    ).body;
  const mailsTo = (address: string) => sink.received.filter((mail) => mail.to.includes(address));
  const bounce = async (raw: string) => {
    const response = await postInbound(server, raw, { secret: SECRET });
    const { status, body } = await expectDocumented(
      operationAt("/api/inbound/email"),
      response,
      "POST /api/inbound/email",
    );
    return { status: Number(status), body: body as BounceRecorded | InboundFiled };
  };
  /** The Message-ID (without brackets) of the edition email an address received. */
  const messageIdOf = (mail: ReceivedMail) => /^<(.+)>$/.exec(mail.headers["message-id"] ?? "")![1]!;

  let sentId = "";
  let sentMail: ReceivedMail[] = [];

  it("writes a draft, changes it, lists it, and names what is wrong with a bad one", async () => {
    const empty = await create("newsletter", "  ", "Text");
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ details: [newsletterTexts.subjectRequired] });
    const wrongList = await call("POST", "/api/staff/newsletters", "/api/staff/newsletters", {
      list: "weekly",
      subject: "A",
      body: "B",
    });
    expect(wrongList.status).toBe(400);

    const draft = await create("newsletter", "Field notes", "Draft text");
    expect(draft.status).toBe(201);
    expect(draft.body).toMatchObject({
      list: "newsletter",
      status: "draft",
      archivePath: null,
      sendStartedAt: null,
      counts: { recipients: 0, sent: 0 },
    });
    const changed = await call<Edition>(
      "POST",
      `/api/staff/newsletters/${draft.body.id}`,
      "/api/staff/newsletters/{id}",
      {
        list: "newsletter",
        subject: "Field notes, December",
        body: "# Soil sensing\n\nWe **measured** soils in [three regions](https://example.org/soil).\n\n<script>x</script>",
      },
    );
    expect(changed.status).toBe(200);
    expect(changed.body.subject).toBe("Field notes, December");
    sentId = draft.body.id;

    const list = await call<EditionList>("GET", "/api/staff/newsletters", "/api/staff/newsletters");
    expect(list.body.editions.map((item) => item.id)).toContain(sentId);
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect(
      (await call("GET", `/api/staff/newsletters/${unknown}`, "/api/staff/newsletters/{id}")).status,
    ).toBe(404);
    expect(
      (await call("GET", "/api/staff/newsletters/not-an-id", "/api/staff/newsletters/{id}")).status,
    ).toBe(400);
  });

  it("sends a test to the member of staff alone, marked as a test and without list headers", async () => {
    const test = await call<{ to: string }>(
      "POST",
      `/api/staff/newsletters/${sentId}/test`,
      "/api/staff/newsletters/{id}/test",
    );
    expect(test).toMatchObject({ status: 202, body: { to: staff.email } });
    const tests = () => mailsTo(staff.email).filter((mail) => mail.headers.subject?.startsWith("[Test]"));
    await eventually(() => tests().length === 1, "the test email");
    const [mail] = tests();
    expect(mail!.headers.subject).toBe("[Test] Field notes, December");
    expect(mail!.decoded).toContain(`${server.url}/subscriptions/unsubscribe`);
    expect(mail!.headers["list-unsubscribe"]).toBeUndefined();
    expect(subscribers.some((address) => mailsTo(address).length > 0)).toBe(false);
  });

  it("sends once the count is confirmed: one email to each confirmed subscriber, with the list's headers", async () => {
    expect(await audience(sentId)).toEqual({ list: "newsletter", recipients: 5, bouncing: 0 });
    const stale = await send(sentId, 4);
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(newsletterTexts.audienceChanged(5));

    const started = await send(sentId, 5);
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({ status: "sending", counts: { recipients: 5 } });
    expect(started.body.archivePath).toMatch(/^\/newsletters\/\d{4}-\d{2}-\d{2}-field-notes-december$/);
    // A second click, or another member of staff: nothing more is sent, and it can no longer change.
    expect((await send(sentId, 5)).status).toBe(409);
    const update = await call("POST", `/api/staff/newsletters/${sentId}`, "/api/staff/newsletters/{id}", {
      list: "newsletter",
      subject: "Changed",
      body: "Changed",
    });
    expect(update).toMatchObject({ status: 409, body: { message: newsletterTexts.notDraft } });
    expect(
      (await call("POST", `/api/staff/newsletters/${sentId}/delete`, "/api/staff/newsletters/{id}/delete"))
        .status,
    ).toBe(409);

    await eventually(() => subscribers.every((address) => mailsTo(address).length === 1), "the edition");
    await eventually(async () => (await edition(sentId)).counts.sent === 5, "the counts");
    expect(await edition(sentId)).toMatchObject({
      status: "sent",
      counts: { recipients: 5, queued: 0, sent: 5, failed: 0, skipped: 0, unsubscribedAfter: 0 },
    });
    expect(mailsTo("pending@example.org")).toEqual([]);
    expect(mailsTo("gone@example.org")).toEqual([]);

    sentMail = subscribers.map((address) => mailsTo(address)[0]!);
    const tokens = new Set<string>();
    for (const mail of sentMail) {
      expect(mail.headers.subject).toBe("Field notes, December");
      expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
      expect(mail.headers["list-id"]).toBe("Verdant Collective newsletter <newsletter.verdant.example>");
      const oneClick =
        /^<(http:\/\/127\.0\.0\.1:\d+\/api\/subscriptions\/unsubscribe\?token=([\w-]+))>$/.exec(
          mail.headers["list-unsubscribe"] ?? "",
        );
      expect(oneClick, mail.headers["list-unsubscribe"]).not.toBeNull();
      tokens.add(oneClick![2]!);
      expect(messageIdOf(mail)).toMatch(/^nl\.[0-9a-f-]{36}@verdant\.example$/);
      // The footer: the archive page and the subscriber's own unsubscribe page.
      expect(mail.decoded).toContain(`${server.url}${started.body.archivePath}`);
      expect(mail.decoded).toContain(`${server.url}/subscriptions/unsubscribe#token=${oneClick![2]}`);
      // The Markdown as HTML, raw HTML shown as text.
      expect(mail.decoded).toContain("<strong>measured</strong>");
      expect(mail.decoded).toContain("&lt;script&gt;x&lt;/script&gt;");
    }
    expect(tokens.size).toBe(5);

    // One reader unsubscribes with one click, as a mail provider does it (RFC 8058): counted after the edition.
    const oneClick = /<(.+)>/.exec(sentMail[0]!.headers["list-unsubscribe"]!)![1]!;
    const response = await fetch(oneClick, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(response.status).toBe(200);
    expect((await edition(sentId)).counts.unsubscribedAfter).toBe(1);
    expect(await audience(sentId)).toEqual({ list: "newsletter", recipients: 4, bouncing: 0 });
  });

  it("records a bounce that returns one of its emails, once, and stops sending to the address", async () => {
    const [, second, third] = sentMail;
    const hard = deliveryReport(subscribers[1]!, "5.1.1", messageIdOf(second!));
    expect(await bounce(hard)).toEqual({
      status: 201,
      body: { filed: "bounce", recorded: 1, suppressed: 1 },
    });
    // The provider posts it again: nothing more is counted.
    expect(await bounce(hard)).toEqual({
      status: 201,
      body: { filed: "bounce", recorded: 0, suppressed: 0 },
    });
    expect((await edition(sentId)).counts).toMatchObject({ sent: 4, failed: 1 });
    expect(await audience(sentId)).toEqual({ list: "newsletter", recipients: 3, bouncing: 1 });

    // A report naming one email and another address proves nothing about either.
    expect(await bounce(deliveryReport(subscribers[2]!, "5.1.1", messageIdOf(third!)))).toMatchObject({
      body: { filed: "bounce", recorded: 1 },
    });
    expect(await bounce(deliveryReport(subscribers[3]!, "5.1.1", messageIdOf(third!)))).toMatchObject({
      body: { filed: "bounce", recorded: 0 },
    });
    // Nor does a report that returns none of our emails: anyone can write one. It is filed like any email.
    const forged = await bounce(deliveryReport(subscribers[4]!, "5.1.1", undefined));
    expect(forged.body).toMatchObject({ filed: "new-entry" });
    expect(await audience(sentId)).toEqual({ list: "newsletter", recipients: 2, bouncing: 2 });
    const stored = await rows<{ address: string }>(server, "select address from email_bounces order by 1");
    expect(stored.map((row) => row.address)).toEqual([subscribers[1], subscribers[2]]);
  });

  it("stops sending to an address after three failures that were not permanent", async () => {
    const readers = await seedSubscribers(server.database.db, "events", 2, "attendee");
    for (let round = 1; round <= 3; round++) {
      const draft = await create("events", `Event announcement ${round}`, `Round ${round}`);
      const expected = (await audience(draft.body.id)).recipients;
      expect(expected, `round ${round}`).toBe(2);
      expect((await send(draft.body.id, expected)).status).toBe(202);
      await eventually(() => mailsTo(readers[0]!).length === round, `round ${round}'s email`);
      const mail = mailsTo(readers[0]!)[round - 1]!;
      const answer = await bounce(deliveryReport(readers[0]!, "4.2.2", messageIdOf(mail)));
      expect(answer.body, `round ${round}`).toEqual({
        filed: "bounce",
        recorded: 1,
        suppressed: round === 3 ? 1 : 0,
      });
    }
    const last = await create("events", "Event announcement 4", "Round 4");
    expect(await audience(last.body.id)).toEqual({ list: "events", recipients: 1, bouncing: 1 });
  });

  it("archives each edition sent on the site, with an Atom feed; drafts stay out", async () => {
    const sent = await edition(sentId);
    const page = await fetch(`${server.url}${sent.archivePath}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const html = await page.text();
    expect(html).toContain("Field notes, December");
    expect(html).toContain("<strong>measured</strong>");
    expect(html).toContain("&lt;script&gt;x&lt;/script&gt;");
    expect(html).not.toContain("<script>x</script>");
    // The Markdown's heading sits under the page's own h1.
    expect(html).toContain("<h2>Soil sensing</h2>");

    const archive = await (await fetch(`${server.url}/newsletters`)).text();
    expect(archive).toContain(`href="${sent.archivePath}"`);
    expect(archive).not.toContain("Event announcement 4");

    const feed = await fetch(`${server.url}/newsletters/feed.atom`);
    expect(feed.headers.get("content-type")).toBe("application/atom+xml");
    const xml = await feed.text();
    expect(xml).toContain(`<link href="${server.url}${sent.archivePath}"/>`);
    expect(xml).toContain("Event announcement 3");
    expect(xml).not.toContain("Event announcement 4");

    expect((await fetch(`${server.url}/newsletters/2026-01-01-no-such-edition`)).status).toBe(404);
  });
});

describe(`the newsletter rate on ${databaseLabel()}`, () => {
  let server: TestServer;
  let staff: StaffMember;

  beforeAll(async () => {
    server = await startTestServer({
      NEWSLETTER_SEND_PER_MINUTE: "60",
      AUTH_REGISTER_MAX_PER_IP: "1000",
    });
    staff = await verifiedStaff(server, "staff");
  });
  afterAll(async () => {
    await server?.close();
  });

  it("hands out a second's share of the rate each second, and skips whoever unsubscribed or bounces meanwhile", async () => {
    await seedSubscribers(server.database.db, "newsletter", 6, "paced");
    const request = (method: string, path: string, body?: unknown) =>
      server.request(method, path, { headers: staff.headers, ...(body === undefined ? {} : { body }) });
    const draft = (await (
      await request("POST", "/api/staff/newsletters", {
        list: "newsletter",
        subject: "Paced",
        body: "Slowly",
      })
    ).json()) as Edition;
    expect(
      (await request("POST", `/api/staff/newsletters/${draft.id}/send`, { expectedRecipients: 6 })).status,
    ).toBe(202);
    type Recipient = { email: string; status: string };
    const recipients = () =>
      rows<Recipient>(
        server,
        `select s.email, r.status from newsletter_recipients r join subscriptions s on s.id = r.subscription_id
         where r.edition_id = '${draft.id}' order by r.id`,
      );
    await eventually(async () => (await recipients()).some((row) => row.status === "handed"), "the first");
    // Two still queued: one unsubscribes, the other's address starts bouncing, before their turn.
    const queued = (await recipients()).filter((row) => row.status === "queued").map((row) => row.email);
    expect(queued.length).toBeGreaterThanOrEqual(2);
    await server.database.db.transaction(async (tx) => {
      // Their rows locked meanwhile, so the sender cannot take them now.
      await tx.execute(sql`
        select 1 from newsletter_recipients r join subscriptions s on s.id = r.subscription_id
        where s.email in (${queued[0]}, ${queued[1]}) for update of r`);
      await tx.execute(sql`update subscriptions set status = 'unsubscribed', unsubscribed_at = now()
        where email = ${queued[0]}`);
      await tx.execute(sql`insert into email_bounces (address, failures, last_status, suppressed_at)
        values (${queued[1]}, 1, '5.1.1', now())`);
    });
    await eventually(
      async () => (await recipients()).every((row) => row.status !== "queued"),
      "every recipient's turn",
      20_000,
    );
    const final = await recipients();
    expect(
      final
        .filter((row) => row.status === "skipped")
        .map((row) => row.email)
        .sort(),
    ).toEqual([queued[0], queued[1]].sort());
    expect(final.filter((row) => row.status === "handed")).toHaveLength(4);
    // One a second at 60 a minute: the four handed out took most of three seconds.
    const [spread] = await rows<{ seconds: number }>(
      server,
      `select extract(epoch from max(handed_at) - min(handed_at))::float as seconds from newsletter_recipients
       where edition_id = '${draft.id}' and status = 'handed'`,
    );
    expect(spread!.seconds).toBeGreaterThan(2.5);
    const outbox = await rows<{ n: number }>(
      server,
      `select count(*)::int as n from mail_outbox where kind = 'newsletter'`,
    );
    expect(outbox[0]!.n).toBe(4);
  });
});
