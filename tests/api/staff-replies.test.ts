import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ThreadMessage } from "../../contract/conversations.ts";
import { replyHtml } from "../../contract/replies-markdown.ts";
import type { FilledReplyList, SavedReply } from "../../contract/saved-replies.ts";
import type { InboxDetail } from "../../contract/staff.ts";
import { formsTestEnv, humanMeta, rows } from "../support/forms.ts";
import { eventually, SmtpSink, type ReceivedMail } from "../support/smtp-sink.ts";
import { closeStaffMailServer, startStaffMailServer } from "../support/staff-mail-server.ts";
import { accountWithRole, verifiedStaff, type StaffMember } from "../support/staff-helpers.ts";
import { databaseLabel } from "../support/test-database.ts";
import type { TestServer } from "../support/test-server.ts";

// A reply written in the staff console: queued once however often it is posted at the same time, received with its
// threading headers and the department's Reply-To, stored in the entry's thread with its author, its delivery state
// moving from queued to sent, and refused to anyone who is not staff.

// A name and a subject that are Markdown, HTML and links, as a visitor may type them: placeholders fill them as text.
const hostile = {
  name: "[Reset your password](https://evil.example/reset)",
  subject:
    "# Act now **urgently** _today_ <b>bold</b> <https://evil.example/a> http://x www.evil.example evil.example x@evil.example &amp;",
};
const htmlText = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!,
  );

describe(`staff replies on ${databaseLabel()}`, () => {
  const sink = new SmtpSink();
  let server: TestServer;
  let staff: StaffMember;

  beforeAll(async () => {
    ({ server, staff } = await startStaffMailServer(sink, formsTestEnv));
  });
  afterAll(() => closeStaffMailServer(server, sink));

  const mailsTo = (address: string) => sink.received.filter((mail) => mail.to.includes(address));
  const detail = async (id: string) => {
    const response = await server.request("GET", `/api/staff/inbox/contact/${id}`, {
      headers: staff.headers,
    });
    expect(response.status).toBe(200);
    return (await response.json()) as InboxDetail;
  };
  const contact = async (email: string) => {
    const response = await server.request("POST", "/api/contact", {
      body: {
        name: "Eve",
        email,
        subject: "Soil data",
        message: "Can you share it?",
        category: "agro",
        ...humanMeta,
      },
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: string }).id;
  };

  it("queues a reply once under parallel posts, threaded under the acknowledgement, with its author", async () => {
    const id = await contact("eve-reply@example.org");
    await eventually(() => mailsTo("eve-reply@example.org").length === 1, "the acknowledgement");
    const acknowledgement = mailsTo("eve-reply@example.org")[0]!;
    const ackId = /^<([^<>]+)>$/.exec(acknowledgement.headers["message-id"]!)![1]!;

    const reply = { id: randomUUID(), body: "Hello Eve,\n\nYes: **here** it is. <script>x</script>" };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        server.request("POST", `/api/staff/inbox/contact/${id}/replies`, {
          headers: staff.headers,
          body: reply,
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 201]);
    const bodies = (await Promise.all(answers.map((answer) => answer.json()))) as ThreadMessage[];
    expect(new Set(bodies.map((body) => body.id))).toEqual(new Set([reply.id]));
    expect(bodies[0]).toMatchObject({
      direction: "reply",
      author: expect.any(String),
      fromAddress: "web@verdant.example",
    });
    expect(await rows(server, `select 1 from mail_outbox where kind = 'reply'`)).toHaveLength(1);

    await eventually(() => mailsTo("eve-reply@example.org").length === 2, "the reply");
    const mail: ReceivedMail = mailsTo("eve-reply@example.org")[1]!;
    expect(mail.from).toBe("web@verdant.example");
    expect(mail.headers["reply-to"]).toBe("agro-desk@example.org");
    expect(mail.headers["in-reply-to"]).toBe(`<${ackId}>`);
    expect(mail.headers.references).toBe(`<${ackId}>`);
    expect(mail.headers.subject).toBe(`Re: ${acknowledgement.headers.subject}`);
    const [text, html = ""] = mail.decoded.split(/Content-Type: text\/html/i);
    expect(text).toContain("Yes: **here** it is.");
    expect(html).toContain("<strong>here</strong>");
    expect(html).toContain("&lt;script&gt;");
    expect(html).not.toContain("<script>");

    // In the entry's history, oldest first, with its author; sent once the outbox delivered it.
    await eventually(async () => (await detail(id)).thread.at(-1)?.delivery?.state === "sent", "reply sent");
    const thread = (await detail(id)).thread;
    expect(thread.map((message) => message.direction)).toEqual(["acknowledgement", "reply"]);
    expect(thread[1]).toMatchObject({ id: reply.id, body: reply.body.trim(), author: bodies[0]!.author });
    expect(thread[1]!.author).not.toBe("");
    const audit = await rows(
      server,
      `select 1 from audit_log where action = 'reply' and target_id = '${id}'`,
    );
    expect(audit).toHaveLength(1);

    // A second reply answers the latest email and keeps the acknowledgement first in References.
    const second = await server.request("POST", `/api/staff/inbox/contact/${id}/replies`, {
      headers: staff.headers,
      body: { id: randomUUID(), body: "One more thing." },
    });
    expect(second.status).toBe(201);
    await eventually(() => mailsTo("eve-reply@example.org").length === 3, "the second reply");
    const next = mailsTo("eve-reply@example.org")[2]!;
    const firstReplyId = thread[1]!.messageId;
    expect(next.headers["in-reply-to"]).toBe(`<${firstReplyId}>`);
    expect(next.headers.references).toBe(`<${ackId}> <${firstReplyId}>`);
  });

  it("fills a visitor's name and subject into a saved reply as their text: no link, heading, emphasis or markup", async () => {
    const admin = await verifiedStaff(server, "admin");
    const address = "eve-placeholders@example.org";
    const response = await server.request("POST", "/api/contact", {
      body: { ...hostile, email: address, message: "Hi", category: "agro", ...humanMeta },
    });
    expect(response.status).toBe(201);
    const id = ((await response.json()) as { id: string }).id;
    const saved = await server.request("POST", "/api/staff/saved-replies", {
      headers: admin.headers,
      body: { title: "Thanks, placeholders", body: "Hello {{name}},\n\n{{position}}\n\nThanks, {{ name }}." },
    });
    expect(saved.status).toBe(201);
    const savedId = ((await saved.json()) as SavedReply).id;
    const filled = (await (
      await server.request("GET", `/api/staff/inbox/contact/${id}/saved-replies`, { headers: staff.headers })
    ).json()) as FilledReplyList;
    const body = filled.savedReplies.find((reply) => reply.id === savedId)!.body;

    // What the console previews (the same function renders the email's HTML) holds no link, heading or emphasis.
    const preview = replyHtml(body);
    expect(preview).not.toMatch(/<a |<h\d|<strong|<em|<b>/);
    expect(preview).toContain(htmlText(hostile.name));
    expect(preview).toContain(htmlText(hostile.subject));

    const sent = await server.request("POST", `/api/staff/inbox/contact/${id}/replies`, {
      headers: staff.headers,
      body: { id: randomUUID(), body },
    });
    expect(sent.status).toBe(201);
    await eventually(() => mailsTo(address).some((mail) => mail.headers["in-reply-to"]), "the reply");
    const mail = mailsTo(address).find((candidate) => candidate.headers["in-reply-to"])!;
    const [text = "", html = ""] = mail.decoded.split(/Content-Type: text\/html/i);
    expect(html).not.toMatch(/<a |<h\d|<strong|<em|<b>/);
    expect(html).not.toContain('evil.example/reset"');
    expect(html).toContain(htmlText(hostile.name));
    expect(html).toContain(htmlText(hostile.subject));
    // The text part shows the same words as they were typed, not Markdown escapes.
    expect(text).toContain(`Hello ${hostile.name},`);
    expect(text).toContain(hostile.subject);
    expect(text).toContain(`Thanks, ${hostile.name}.`);
    expect(text).not.toContain("\\[");
  });

  it("refuses visitors (403) and anonymous callers (401), an empty body (400) and a subscription (404)", async () => {
    const id = await contact("eve-refused@example.org");
    const path = `/api/staff/inbox/contact/${id}/replies`;
    const body = { id: randomUUID(), body: "Hello" };
    const visitor = await accountWithRole(server, "visitor");
    expect((await server.request("POST", path, { headers: visitor.headers, body })).status).toBe(403);
    expect((await server.request("POST", path, { body })).status).toBe(401);
    const empty = await server.request("POST", path, {
      headers: staff.headers,
      body: { id: randomUUID(), body: " " },
    });
    expect(empty.status).toBe(400);
    const subscription = await server.request(
      "POST",
      `/api/staff/inbox/subscription/${randomUUID()}/replies`,
      { headers: staff.headers, body },
    );
    expect(subscription.status).toBe(404);
    expect(
      await rows(server, `select 1 from thread_messages where entry_id = '${id}' and direction = 'reply'`),
    ).toHaveLength(0);
  });
});
