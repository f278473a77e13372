import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AccountApplication } from "../../contract/account-data.ts";
import { pipelineTexts, type PipelineCounts, type StageEmail } from "../../contract/pipeline.ts";
import { unknownPlaceholderMessage } from "../../contract/placeholders.ts";
import { replyHtml } from "../../contract/replies-markdown.ts";
import type { FilledReplyList, SavedReply, SavedReplyList } from "../../contract/saved-replies.ts";
import { staffMessages, type InboxDetail, type InboxItem } from "../../contract/staff.ts";
import type { ThreadMessage } from "../../contract/conversations.ts";
import type { StageMove } from "../../contract/pipeline.ts";
import { verifiedAccount } from "../support/account-data-helpers.ts";
import { formsTestEnv, humanMeta, rows, sampleApplication } from "../support/forms.ts";
import { eventually, mailEnv, SmtpSink } from "../support/smtp-sink.ts";
import { accountWithRole, verifiedStaff, type StaffMember } from "../support/staff-helpers.ts";
import { databaseLabel } from "../support/test-database.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

// The application pipeline and saved replies: a stage move with its email is queued and audited once however often it
// is posted at the same time, arrives threaded, and is counted per position; saved replies are written by admins only
// (staff 403, visitors 403, anonymous 401), refuse unknown placeholders and come back filled for an entry.

type Moved = { item: InboxItem; move: StageMove; email: ThreadMessage | null };

describe(`application pipeline and saved replies on ${databaseLabel()}`, () => {
  const sink = new SmtpSink();
  let server: TestServer;
  let staff: StaffMember;
  let admin: StaffMember;

  beforeAll(async () => {
    await sink.start(0);
    server = await startTestServer({
      ...formsTestEnv,
      ...mailEnv(sink),
      FORM_MIN_FILL_MS: "0",
      AUTH_REGISTER_MAX_PER_IP: "1000",
    });
    staff = await verifiedStaff(server, "staff");
    admin = await verifiedStaff(server, "admin");
  });
  afterAll(async () => {
    await server.close();
    await sink.stop();
  });

  const mailsTo = (address: string) => sink.received.filter((mail) => mail.to.includes(address));
  const apply = async (email: string, position = "ai-researcher") => {
    const response = await server.request("POST", "/api/careers/apply", {
      body: { ...sampleApplication, email, position },
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: string }).id;
  };
  const detail = async (id: string) =>
    (await (
      await server.request("GET", `/api/staff/inbox/application/${id}`, { headers: staff.headers })
    ).json()) as InboxDetail;
  const move = (id: string, body: unknown, headers = staff.headers) =>
    server.request("POST", `/api/staff/inbox/application/${id}/stage`, { headers, body });
  const counts = async () =>
    (await (
      await server.request("GET", "/api/staff/pipeline", { headers: staff.headers })
    ).json()) as PipelineCounts;

  it("moves to interview with the invitation once under parallel posts: audited once, emailed once, threaded", async () => {
    const address = "grace-pipeline@example.org";
    const id = await apply(address);
    await eventually(() => mailsTo(address).length === 1, "the acknowledgement");
    const acknowledgement = mailsTo(address)[0]!;
    const ackId = /^<([^<>]+)>$/.exec(acknowledgement.headers["message-id"]!)![1]!;
    const reference = (await detail(id)).reference!;
    const before = (await counts()).positions.find((row) => row.position === "ai-researcher")!;

    // What staff see before sending is what is sent.
    const preview = await server.request("GET", `/api/staff/inbox/application/${id}/stage-emails`, {
      headers: staff.headers,
    });
    expect(preview.status).toBe(200);
    const emails = ((await preview.json()) as { emails: StageEmail[] }).emails;
    const invitation = emails.find((email) => email.stage === "interview")!.body;
    expect(invitation).toContain("Hello Grace Hopper,");
    expect(invitation).toContain("**AI Researcher**");
    expect(invitation).toContain(reference);
    expect(invitation).not.toContain("{{");

    const request = { id: randomUUID(), stage: "interview", sendEmail: true };
    const answers = await Promise.all(Array.from({ length: 6 }, () => move(id, request)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    const bodies = (await Promise.all(answers.map((answer) => answer.json()))) as Moved[];
    for (const body of bodies) {
      expect(body.item.status).toBe("interview");
      expect(body.move).toMatchObject({
        id: request.id,
        from: "received",
        to: "interview",
        emailId: request.id,
      });
      expect(body.email).toMatchObject({ id: request.id, direction: "reply", body: invitation });
    }
    expect(await rows(server, `select 1 from mail_outbox where ref_id = '${request.id}'`)).toHaveLength(1);
    expect(
      await rows(server, `select 1 from application_stage_moves where application_id = '${id}'`),
    ).toHaveLength(1);
    const audit = await rows<{ actor_label: string; detail: string }>(
      server,
      `select actor_label, detail from audit_log where action = 'stage' and target_id = '${id}'`,
    );
    expect(audit).toEqual([
      {
        actor_label: expect.stringContaining(staff.email),
        detail: "received → interview; email: interview invitation",
      },
    ]);

    await eventually(() => mailsTo(address).length === 2, "the invitation");
    const mail = mailsTo(address)[1]!;
    expect(mail.headers["in-reply-to"]).toBe(`<${ackId}>`);
    expect(mail.headers.references).toBe(`<${ackId}>`);
    expect(mail.headers["reply-to"]).toBe("jobs@example.org");
    expect(mail.decoded).toContain("<strong>AI Researcher</strong>");
    // One email, even after the outbox has had every chance to send more.
    await eventually(async () => (await detail(id)).thread.at(-1)?.delivery?.state === "sent", "sent");
    expect(mailsTo(address)).toHaveLength(2);

    const entry = await detail(id);
    expect(entry.item.status).toBe("interview");
    expect(entry.thread.map((message) => message.direction)).toEqual(["acknowledgement", "reply"]);
    expect(entry.history).toContainEqual(
      expect.objectContaining({
        action: "stage",
        detail: "received → interview; email: interview invitation",
      }),
    );
    const after = (await counts()).positions.find((row) => row.position === "ai-researcher")!;
    expect(after.title).toBe("AI Researcher");
    expect(after.counts.interview).toBe(before.counts.interview + 1);
    expect(after.counts.received).toBe(before.counts.received - 1);
    expect(after.total).toBe(before.total);
  });

  it("moves without an email when asked; refuses the same stage, a withdrawn application and an email-less stage's email", async () => {
    const me = await verifiedAccount(server);
    const id = await apply(me.email, "climate-scientist");
    const quiet = await move(id, { id: randomUUID(), stage: "declined", sendEmail: false });
    expect(quiet.status).toBe(201);
    expect(((await quiet.json()) as Moved).email).toBeNull();
    expect(
      await rows(server, `select 1 from thread_messages where entry_id = '${id}' and direction = 'reply'`),
    ).toEqual([]);
    const audit = await rows<{ detail: string }>(
      server,
      `select detail from audit_log where action = 'stage' and target_id = '${id}'`,
    );
    expect(audit).toEqual([{ detail: "received → declined; no email" }]);

    // The applicant's account shows the stage in their words.
    const listed = await server.request("GET", "/api/account/applications", { headers: me.headers });
    const [application] = ((await listed.json()) as { applications: AccountApplication[] }).applications;
    expect(application).toMatchObject({ status: "declined", canWithdraw: false });

    const same = await move(id, { id: randomUUID(), stage: "declined", sendEmail: false });
    expect(same.status).toBe(409);
    expect(await same.json()).toEqual({ message: pipelineTexts.sameStage });
    const offer = await move(id, { id: randomUUID(), stage: "offer", sendEmail: true });
    expect(offer.status).toBe(400);
    const withdrawnId = await apply(me.email, "climate-scientist");
    const withdrawn = await server.request("POST", `/api/account/applications/${withdrawnId}/withdraw`, {
      headers: me.headers,
    });
    expect(withdrawn.status).toBe(200);
    const refused = await move(withdrawnId, { id: randomUUID(), stage: "interview", sendEmail: true });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ message: pipelineTexts.withdrawn });
    // An application's status is its stage: the status route refuses it.
    const status = await server.request("POST", `/api/staff/inbox/application/${id}/status`, {
      headers: staff.headers,
      body: { status: "done" },
    });
    expect(status.status).toBe(409);
    expect(await status.json()).toEqual({ message: staffMessages.applicationUsesStages });
    const moveBody = { id: randomUUID(), stage: "in-review", sendEmail: false };
    const visitor = await accountWithRole(server, "visitor");
    expect((await move(id, moveBody, visitor.headers)).status).toBe(403);
    expect(
      (await server.request("POST", `/api/staff/inbox/application/${id}/stage`, { body: moveBody })).status,
    ).toBe(401);
  });

  it("fills an applicant's name into the stage email as their text: no link in the preview or either part", async () => {
    const name =
      "[Reset your password](https://evil.example/reset) **now** <b>x</b> http://x www.evil.example";
    const address = "mallory-stage@example.org";
    const response = await server.request("POST", "/api/careers/apply", {
      body: { ...sampleApplication, name, email: address },
    });
    expect(response.status).toBe(201);
    const id = ((await response.json()) as { id: string }).id;
    const preview = await server.request("GET", `/api/staff/inbox/application/${id}/stage-emails`, {
      headers: staff.headers,
    });
    const emails = ((await preview.json()) as { emails: StageEmail[] }).emails;
    const decline = emails.find((email) => email.stage === "declined")!.body;
    const shown = replyHtml(decline);
    expect(shown).not.toMatch(/<a |<b>|<strong>now/);
    expect(shown).toContain(
      "Hello [Reset your password](https://evil.example/reset) **now** &lt;b&gt;x&lt;/b&gt;",
    );

    const moved = await move(id, { id: randomUUID(), stage: "declined", sendEmail: true });
    expect(moved.status).toBe(201);
    await eventually(() => mailsTo(address).length === 2, "the decline");
    const mail = mailsTo(address).find((candidate) => candidate.headers["in-reply-to"])!;
    const [text = "", html = ""] = mail.decoded.split(/Content-Type: text\/html/i);
    expect(html).not.toMatch(/<a |<b>|<strong>now/);
    expect(html).toContain("&lt;b&gt;x&lt;/b&gt;");
    expect(text).toContain(`Hello ${name},`);
  });

  it("saved replies: admins write them (staff and visitors 403, anonymous 401), unknown placeholders are refused", async () => {
    const path = "/api/staff/saved-replies";
    const body = {
      title: "Received, reading it",
      body: "Hello {{name}},\n\nWe are reading your application for {{ position }} ({{reference}}).",
    };
    const visitor = await accountWithRole(server, "visitor");
    const forStaff = await server.request("POST", path, { headers: staff.headers, body });
    expect(forStaff.status).toBe(403);
    expect(await forStaff.json()).toEqual({ message: staffMessages.adminOnly, code: "admin-only" });
    expect((await server.request("POST", path, { headers: visitor.headers, body })).status).toBe(403);
    expect((await server.request("POST", path, { body })).status).toBe(401);
    expect((await server.request("GET", path, { headers: visitor.headers })).status).toBe(403);
    expect((await server.request("GET", path)).status).toBe(401);

    const unknown = await server.request("POST", path, {
      headers: admin.headers,
      body: { title: "Salary", body: "Hello {{name}}, the pay is {{salary}} and {{ Name }}." },
    });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { details: string[] }).details).toEqual([
      unknownPlaceholderMessage(["{{salary}}", "{{ Name }}"]),
    ]);

    const created = await server.request("POST", path, { headers: admin.headers, body });
    expect(created.status).toBe(201);
    const saved = (await created.json()) as SavedReply;
    expect(saved).toMatchObject({ title: body.title, body: body.body, updatedBy: expect.any(String) });
    expect((await server.request("POST", path, { headers: admin.headers, body })).status).toBe(409);

    // Staff read them, and get them filled for an entry.
    const listed = (await (
      await server.request("GET", path, { headers: staff.headers })
    ).json()) as SavedReplyList;
    expect(listed.savedReplies.map((reply) => reply.id)).toContain(saved.id);
    const id = await apply("ada-saved@example.org", "climate-scientist");
    const reference = (await detail(id)).reference!;
    const filled = (await (
      await server.request("GET", `/api/staff/inbox/application/${id}/saved-replies`, {
        headers: staff.headers,
      })
    ).json()) as FilledReplyList;
    expect(filled.savedReplies.find((reply) => reply.id === saved.id)!.body).toBe(
      `Hello Grace Hopper,\n\nWe are reading your application for Climate Scientist (${reference}).`,
    );
    const contact = await server.request("POST", "/api/contact", {
      body: {
        name: "Eve",
        email: "eve-saved@example.org",
        subject: "Soil data",
        message: "Hi",
        category: "agro",
        ...humanMeta,
      },
    });
    const contactId = ((await contact.json()) as { id: string }).id;
    const forMessage = (await (
      await server.request("GET", `/api/staff/inbox/contact/${contactId}/saved-replies`, {
        headers: staff.headers,
      })
    ).json()) as FilledReplyList;
    expect(forMessage.savedReplies.find((reply) => reply.id === saved.id)!.body).toContain(
      "Hello Eve,\n\nWe are reading your application for Soil data (VC-",
    );

    const edit = `${path}/${saved.id}`;
    expect((await server.request("POST", edit, { headers: staff.headers, body })).status).toBe(403);
    const edited = await server.request("POST", edit, {
      headers: admin.headers,
      body: { title: "Reading it", body: "Thanks, {{name}}." },
    });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({
      id: saved.id,
      title: "Reading it",
      body: "Thanks, {{name}}.",
    });
    expect((await server.request("POST", `${edit}/delete`, { headers: staff.headers })).status).toBe(403);
    expect((await server.request("POST", `${edit}/delete`, { headers: admin.headers })).status).toBe(204);
    expect((await server.request("POST", `${edit}/delete`, { headers: admin.headers })).status).toBe(404);
    const actions = await rows<{ action: string }>(
      server,
      `select action from audit_log where target_id = '${saved.id}' order by at, id`,
    );
    expect(actions.map((row) => row.action)).toEqual([
      "saved-reply-create",
      "saved-reply-edit",
      "saved-reply-delete",
    ]);
  });
});
