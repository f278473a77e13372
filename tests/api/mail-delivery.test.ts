import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { formsTestEnv, humanMeta, rows, sampleApplication } from "../support/forms.ts";
import { eventually, fastOutboxEnv, mailEnv, SmtpSink, type ReceivedMail } from "../support/smtp-sink.ts";
import { createScratchDatabase, databaseLabel, testDatabaseUrl } from "../support/test-database.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

const contact = {
  name: "<b>Eve</b> & co",
  email: "eve@example.org",
  organization: "",
  subject: "Soil data\r\nBcc: victim@example.org",
  message: "Hello <script>alert(1)</script>\nSecond line",
  category: "agro",
};

describe(`notification email delivery on ${databaseLabel()}`, () => {
  describe("with the SMTP server up", () => {
    const sink = new SmtpSink();
    let server: TestServer;
    beforeAll(async () => {
      await sink.start(0);
      server = await startTestServer({
        ...formsTestEnv,
        ...mailEnv(sink),
      });
    });
    afterAll(async () => {
      await server.close();
      await sink.stop();
    });
    const referenceOf = async (id: string) =>
      (
        await rows<{ reference: string }>(
          server,
          `select reference from entry_references where entry_id = '${id}'`,
        )
      )[0]!.reference;

    it("delivers a contact message to its category's recipient, escaped and without injected headers", async () => {
      const response = await server.request("POST", "/api/contact/", { body: { ...contact, ...humanMeta } });
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: string };
      const reference = await referenceOf(id);
      const isNotice = (mail: ReceivedMail) => mail.to.includes("agro-desk@example.org");
      await eventually(() => sink.received.some(isNotice), "the contact email");
      const mail = sink.received.find(isNotice)!;

      expect(mail.to).toEqual(["agro-desk@example.org"]);
      expect(mail.from).toBe("web@verdant.example");
      expect(mail.headers["reply-to"]).toContain("eve@example.org");
      // Staff's subject holds our words and the reference the sender was given, never the visitor's subject or the
      // entry's internal id.
      expect(mail.headers.subject).toBe(`[Contact: Agriculture and food] New message ${reference}`);
      expect(mail.decoded).toContain(`Reference: ${reference}`);
      expect(mail.decoded).not.toContain(id);
      // The visitor's "\r\nBcc:" stayed inside the subject field of the body: no header of its own, no extra
      // recipient.
      expect(mail.headers).not.toHaveProperty("bcc");
      expect(mail.decoded).toContain("Subject: Soil data Bcc: victim@example.org");
      // Plain text part verbatim, HTML part escaped.
      const [textPart, htmlPart] = mail.decoded.split(/Content-Type: text\/html/i);
      expect(textPart).toContain("From: <b>Eve</b> & co");
      expect(htmlPart).toContain("&lt;b&gt;Eve&lt;/b&gt; &amp; co");
      expect(htmlPart).toContain("Hello &lt;script&gt;alert(1)&lt;/script&gt;");
      expect(htmlPart).not.toContain("<script>");
      expect(htmlPart).not.toContain("<b>Eve");

      await eventually(
        async () =>
          (await rows(server, `select 1 from mail_outbox where ref_id = '${id}' and sent_at is not null`))
            .length === 1,
        "the outbox row marked sent",
      );
    });

    it("delivers applications to the careers recipient and subscription confirmations to the address", async () => {
      const application = await server.request("POST", "/api/careers/apply", { body: sampleApplication });
      const applicationId = ((await application.json()) as { id: string }).id;
      await server.request("POST", "/api/newsletter", {
        body: { email: "reader@example.org", ...humanMeta },
      });

      const reference = await referenceOf(applicationId);
      const isNotice = (mail: ReceivedMail) => mail.to.includes("jobs@example.org");
      await eventually(
        () =>
          sink.received.some(isNotice) &&
          sink.received.some((mail) => mail.to.includes("reader@example.org")),
        "the application and subscription emails",
      );
      const applicationMail = sink.received.find(isNotice)!;
      expect(applicationMail.to).toEqual(["jobs@example.org"]);
      expect(applicationMail.headers.subject).toBe(
        `[Application: AI Researcher] New application ${reference}`,
      );
      expect(applicationMail.decoded).toContain(`Reference: ${reference}`);
      expect(applicationMail.decoded).not.toContain(applicationId);
      expect(applicationMail.decoded).toContain("Compilers, mostly.");
      expect(applicationMail.decoded).toContain("Experience: Executive");
      const subscriptionMail = sink.received.find((mail) => mail.to.includes("reader@example.org"))!;
      expect(subscriptionMail.to).toEqual(["reader@example.org"]);
      expect(subscriptionMail.decoded).toContain("/subscriptions/confirm#token=");
      expect(subscriptionMail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    });
  });

  describe("through an SMTP outage and a server restart", () => {
    const sink = new SmtpSink();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "verdant-delivery-"));
    let scratch: { url: string; drop(): Promise<void> } | undefined;
    let server: TestServer | undefined;

    beforeAll(async () => {
      const adminUrl = testDatabaseUrl();
      if (adminUrl) scratch = await createScratchDatabase(adminUrl);
      // Learn a free port, then leave it closed: the SMTP server is down.
      await sink.start(0);
      await sink.stop();
    });
    afterEach(async () => {
      await server?.close();
      server = undefined;
    });
    afterAll(async () => {
      await sink.stop();
      await scratch?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    // Both servers use the same database: the PGlite folder, or one PostgreSQL database.
    const start = () =>
      startTestServer({
        ...formsTestEnv,
        ...fastOutboxEnv,
        SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
        MAIL_TO_GENERAL: "desk@example.org",
        ...(scratch ? { DATABASE_URL: scratch.url } : { DATA_DIR: dataDir }),
      });

    const send = async (target: TestServer, subject: string) => {
      const response = await target.request("POST", "/api/contact", {
        body: { ...contact, category: "general", subject, ...humanMeta },
      });
      expect(response.status).toBe(201);
      return ((await response.json()) as { id: string }).id;
    };
    // Staff's notification of an entry names it by its reference.
    const references = new Map<string, string>();
    const noticeOf = async (target: TestServer, id: string) => {
      const [row] = await rows<{ reference: string }>(
        target,
        `select reference from entry_references where entry_id = '${id}'`,
      );
      references.set(id, row!.reference);
    };
    const isNoticeOf = (id: string) => (mail: ReceivedMail) =>
      mail.to.includes("desk@example.org") && mail.decoded.includes(references.get(id)!);

    const failedAttempts = async (target: TestServer, ids: string[]) =>
      rows<{ attempts: number; last_error: string | null; sent_at: string | null }>(
        target,
        `select attempts, last_error, sent_at from mail_outbox where ref_id in (${ids.map((id) => `'${id}'`).join(",")})`,
      );

    it("keeps emails while SMTP is down, sends them when it returns, and loses none across a restart", async () => {
      server = await start();
      const first = await send(server, "During the outage");
      await noticeOf(server, first);
      await eventually(async () => {
        const [row] = await failedAttempts(server!, [first]);
        return Boolean(row && row.attempts >= 2 && row.last_error);
      }, "two failed delivery attempts");
      expect(sink.received).toHaveLength(0);
      expect((await failedAttempts(server, [first]))[0]!.sent_at).toBeNull();

      // The SMTP server comes back: the waiting email goes out.
      await sink.start();
      await eventually(() => sink.received.some(isNoticeOf(first)), "the delayed email");

      // Down again; two more messages wait; the app restarts before SMTP returns.
      await sink.stop();
      const second = await send(server, "Before the restart, one");
      const third = await send(server, "Before the restart, two");
      await noticeOf(server, second);
      await noticeOf(server, third);
      await eventually(
        async () =>
          (await failedAttempts(server!, [second, third])).every(
            (row) => row.attempts >= 1 && row.last_error,
          ),
        "failed attempts for both",
      );
      await server.close();
      server = await start();
      await sink.start();
      await eventually(
        () => [second, third].every((id) => sink.received.some(isNoticeOf(id))),
        "both emails after the restart",
      );

      const delivered = sink.received.filter((mail) =>
        [first, second, third].some((id) => isNoticeOf(id)(mail)),
      );
      expect(delivered.map((mail) => mail.to)).toEqual([
        ["desk@example.org"],
        ["desk@example.org"],
        ["desk@example.org"],
      ]);
      await eventually(
        async () => (await rows(server!, "select 1 from mail_outbox where sent_at is null")).length === 0,
        "every outbox row marked sent",
      );
    });
  });
});
