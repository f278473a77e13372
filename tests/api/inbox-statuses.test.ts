import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InboxViewCounts } from "../../contract/inbox-views.ts";
import {
  handlingStatuses,
  RECENT_OPENING_MINUTES,
  staffMessages,
  type EntryOpenings,
  type InboxDetail,
  type InboxItem,
  type InboxPage,
} from "../../contract/staff.ts";
import { wakeSnoozed } from "../../server/inbox/snooze.ts";
import { queueDigests } from "../../server/team/digest.ts";
import { formsTestEnv, humanMeta, rows, sampleApplication } from "../support/forms.ts";
import { expectDocumented, operationAt } from "../support/openapi.ts";
import { postInbound, rawEmail } from "../support/raw-email.ts";
import { verifiedStaff, type StaffMember } from "../support/staff-helpers.ts";
import { databaseLabel } from "../support/test-database.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

// Statuses that follow the conversation: a staff reply leaves a message waiting for the sender, the sender's answer
// makes it open again and marks it until staff open it; a snooze until a date, and the wake-up after it; the status
// filter and the views for every status; the digest of what has waited too long, by status; and who else opened
// an entry lately, for the reply composer. The new and changed answers are checked against the OpenAPI document.

const SECRET = "inbound-statuses-secret-0123456789abcdef";
const DAY = 86_400_000;

describe(`statuses that follow the conversation on ${databaseLabel()}`, () => {
  let server: TestServer;
  let staff: StaffMember;
  let other: StaffMember;

  beforeAll(async () => {
    server = await startTestServer({
      ...formsTestEnv,
      FORM_MIN_FILL_MS: "0",
      INBOUND_SECRET: SECRET,
      MAIL_FROM: "Website <web@verdant.example>",
      AUTH_REGISTER_MAX_PER_IP: "1000",
      MAIL_TO_RESEARCH: "research-desk@example.org",
      MAIL_TO_CAREERS: "careers-desk@example.org",
    });
    staff = await verifiedStaff(server, "staff");
    other = await verifiedStaff(server, "staff");
  });
  afterAll(async () => {
    await server.close();
  });

  const contact = async (email: string, subject = "Soil data", category = "agro") => {
    const response = await server.request("POST", "/api/contact", {
      body: { name: "Eve", email, subject, message: "Hello.", category, ...humanMeta },
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: string }).id;
  };
  const apply = async (email: string) => {
    const response = await server.request("POST", "/api/careers/apply", {
      body: { ...sampleApplication, email },
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: string }).id;
  };
  const detail = async (kind: string, id: string, member = staff) => {
    const response = await server.request("GET", `/api/staff/inbox/${kind}/${id}`, {
      headers: member.headers,
    });
    const { body } = await expectDocumented(
      operationAt("/api/staff/inbox/{kind}/{id}", "get"),
      response,
      "GET entry",
    );
    expect(response.status).toBe(200);
    return body as InboxDetail;
  };
  const listed = async (query: string) => {
    const response = await server.request("GET", `/api/staff/inbox?limit=100&${query}`, {
      headers: staff.headers,
    });
    const { body } = await expectDocumented(operationAt("/api/staff/inbox", "get"), response, "GET inbox");
    expect(response.status).toBe(200);
    return (body as InboxPage).items;
  };
  const itemOf = async (kind: string, id: string) =>
    (await listed(`kind=${kind}&verdict=any`)).find((item) => item.id === id);
  const setStatus = async (id: string, body: unknown, kind = "contact") => {
    const response = await server.request("POST", `/api/staff/inbox/${kind}/${id}/status`, {
      headers: staff.headers,
      body,
    });
    const documented = await expectDocumented(
      operationAt("/api/staff/inbox/{kind}/{id}/status"),
      response,
      "POST status",
    );
    return {
      status: response.status,
      body: documented.body as { item?: InboxItem; message?: string; details?: string[] },
    };
  };
  const reply = async (kind: string, id: string) => {
    const response = await server.request("POST", `/api/staff/inbox/${kind}/${id}/replies`, {
      headers: staff.headers,
      body: { id: randomUUID(), body: "Could you send the file?" },
    });
    expect(response.status).toBe(201);
  };
  /** The sender answers the latest email of the entry's thread, as their mail program would. */
  const senderAnswers = async (kind: string, id: string, from: string) => {
    const thread = (await detail(kind, id)).thread;
    const latest = thread.at(-1)!;
    const response = await postInbound(
      server,
      await rawEmail({
        from,
        to: "web@verdant.example",
        subject: `Re: ${latest.subject}`,
        inReplyTo: `<${latest.messageId}>`,
        messageId: `<${randomUUID()}@mail.example.org>`,
        text: "Here it is.",
      }),
      { secret: SECRET },
    );
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ filed: "thread", kind, id });
  };
  const historyOf = async (id: string) =>
    rows<{ actor_label: string; action: string; detail: string }>(
      server,
      `select actor_label, action, detail from audit_log where target_id = '${id}' and action = 'status'
       order by at, id`,
    );

  it("moves a message to waiting for the sender on a staff reply, and back to open, marked, on the sender's answer", async () => {
    const id = await contact("eve-status@example.org");
    expect((await itemOf("contact", id))?.status).toBe("new");

    await reply("contact", id);
    const waiting = await detail("contact", id);
    expect(waiting.item).toMatchObject({ status: "waiting-for-sender", marker: null });
    expect(waiting.statusChangedBy).not.toBeNull();
    expect((await historyOf(id)).at(-1)?.detail).toBe("new → waiting-for-sender");

    await senderAnswers("contact", id, "Eve <eve-status@example.org>");
    // The list shows the mark until someone opens the entry; the entry shows it as it opens.
    expect(await itemOf("contact", id)).toMatchObject({ status: "open", marker: "new-reply" });
    expect(await listed("view=open")).toContainEqual(expect.objectContaining({ id, marker: "new-reply" }));
    const opened = await detail("contact", id);
    expect(opened.item).toMatchObject({ status: "open", marker: "new-reply" });
    expect(opened.statusChangedBy).toBe("the sender's answer");
    expect((await historyOf(id)).at(-1)).toMatchObject({
      actor_label: "the sender's answer",
      detail: "waiting-for-sender → open",
    });
    expect((await itemOf("contact", id))?.marker).toBeNull();
    expect((await detail("contact", id)).item.marker).toBeNull();

    // A done conversation comes back when the sender writes again.
    expect((await setStatus(id, { status: "done" })).status).toBe(200);
    await senderAnswers("contact", id, "eve-status@example.org");
    expect(await itemOf("contact", id)).toMatchObject({ status: "open", marker: "new-reply" });
  });

  it("keeps an application's stage through the conversation, marking the applicant's answer", async () => {
    const id = await apply("grace-status@example.org");
    await reply("application", id);
    expect((await itemOf("application", id))?.status).toBe("received");
    await senderAnswers("application", id, "grace-status@example.org");
    expect(await itemOf("application", id)).toMatchObject({ status: "received", marker: "new-reply" });
    await detail("application", id);
    expect((await itemOf("application", id))?.marker).toBeNull();
  });

  it("snoozes until a date, refusing a missing, past or far date, and wakes the entry open and marked", async () => {
    const id = await contact("eve-snooze@example.org");
    const refusals: [unknown, number, string][] = [
      [{ status: "snoozed" }, 400, "snoozedUntil must be a date and time"],
      [{ status: "snoozed", snoozedUntil: "next week" }, 400, "snoozedUntil must be a date and time"],
      [{ status: "in-progress" }, 400, "status must be one of new, open, waiting-for-sender, snoozed, done"],
      [
        { status: "snoozed", snoozedUntil: new Date(Date.now() - DAY).toISOString() },
        422,
        staffMessages.snoozeInPast,
      ],
      [
        { status: "snoozed", snoozedUntil: new Date(Date.now() + 400 * DAY).toISOString() },
        422,
        staffMessages.snoozeTooFar,
      ],
    ];
    for (const [body, status, message] of refusals) {
      const answer = await setStatus(id, body);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      const said = [answer.body.message, ...(answer.body.details ?? [])].join(" ");
      expect(said, JSON.stringify(body)).toContain(message);
    }
    expect((await itemOf("contact", id))?.status).toBe("new");

    const until = new Date(Date.now() + 3 * DAY);
    until.setUTCHours(0, 0, 0, 0);
    const snoozed = await setStatus(id, { status: "snoozed", snoozedUntil: until.toISOString() });
    expect(snoozed.status).toBe(200);
    expect(snoozed.body.item).toMatchObject({ status: "snoozed", snoozedUntil: until.toISOString() });
    expect((await listed("view=snoozed")).map((item) => item.id)).toContain(id);

    // Not yet: nothing wakes. Then its time passes (as if the server had been down meanwhile): it wakes once.
    await wakeSnoozed(server.database.db);
    expect((await itemOf("contact", id))?.status).toBe("snoozed");
    await server.database.db.execute(
      sql.raw(`update contact_messages set snoozed_until = now() - interval '1 minute' where id = '${id}'`),
    );
    expect(await wakeSnoozed(server.database.db)).toBeGreaterThanOrEqual(1);
    expect(await wakeSnoozed(server.database.db)).toBe(0);
    expect(await itemOf("contact", id)).toMatchObject({
      status: "open",
      marker: "snooze-ended",
      snoozedUntil: null,
    });
    expect((await listed("view=snoozed")).map((item) => item.id)).not.toContain(id);
    expect((await detail("contact", id)).statusChangedBy).toBe("the snooze's end");

    // Any status by hand, snoozed ones too: setting one ends the snooze and clears the mark.
    expect((await setStatus(id, { status: "snoozed", snoozedUntil: until.toISOString() })).status).toBe(200);
    const reopened = await setStatus(id, { status: "new" });
    expect(reopened.body.item).toMatchObject({ status: "new", snoozedUntil: null, marker: null });
  });

  it("filters by every status and lists every status view as counted", async () => {
    const ids = Object.fromEntries(
      await Promise.all(
        handlingStatuses.map(async (status) => [status, await contact(`eve-${status}@example.org`)]),
      ),
    ) as Record<(typeof handlingStatuses)[number], string>;
    for (const status of handlingStatuses) {
      if (status === "new") continue;
      const body =
        status === "snoozed"
          ? { status, snoozedUntil: new Date(Date.now() + 2 * DAY).toISOString() }
          : { status };
      expect((await setStatus(ids[status], body)).status).toBe(200);
    }
    const response = await server.request("GET", "/api/staff/inbox/views", { headers: staff.headers });
    const { body } = await expectDocumented(operationAt("/api/staff/inbox/views", "get"), response, "views");
    const { counts } = body as InboxViewCounts;
    for (const status of handlingStatuses) {
      const items = await listed(`kind=contact&status=${status}`);
      expect(items.length, status).toBeGreaterThan(0);
      expect(new Set(items.map((item) => item.status)), status).toEqual(new Set([status]));
      expect(
        items.map((item) => item.id),
        status,
      ).toContain(ids[status]);
      if (status === "new") continue;
      const view = await listed(`view=${status}`);
      // Done is listed, not counted.
      if (status !== "done") expect(view.length, `view ${status}`).toBe(counts[status]);
      expect(view.map((item) => item.id)).toContain(ids[status]);
    }
    // Application stages are statuses of the filter too.
    expect((await listed("status=received")).every((item) => item.kind === "application")).toBe(true);
  });

  it("lists in the digest what has waited too long, by status, leaving snoozed and done entries out", async () => {
    const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();
    const fresh = await contact("eve-d1@example.org", "Still new", "research");
    const open = await contact("eve-d2@example.org", "Open too long", "research");
    const waiting = await contact("eve-d3@example.org", "No answer from the sender", "research");
    const snoozed = await contact("eve-d4@example.org", "Snoozed question", "research");
    const done = await contact("eve-d5@example.org", "Finished question", "research");
    const recent = await contact("eve-d6@example.org", "Opened yesterday", "research");
    await setStatus(open, { status: "open" });
    await reply("contact", waiting);
    await setStatus(snoozed, { status: "snoozed", snoozedUntil: new Date(Date.now() + DAY).toISOString() });
    await setStatus(done, { status: "done" });
    await setStatus(recent, { status: "open" });
    const db = server.database.db;
    for (const id of [fresh, open, waiting, snoozed, done, recent]) {
      await db.execute(sql.raw(`update contact_messages set created_at = '${ago(10)}' where id = '${id}'`));
    }
    for (const [id, days] of [
      [open, 6],
      [waiting, 4],
      [snoozed, 8],
      [done, 8],
      [recent, 1],
    ] as const) {
      await db.execute(
        sql.raw(`update contact_messages set status_changed_at = '${ago(days)}' where id = '${id}'`),
      );
    }
    const application = await apply("grace-digest@example.org");
    await db.execute(
      sql.raw(`update job_applications set created_at = '${ago(5)}' where id = '${application}'`),
    );

    await queueDigests(db, server.config.forms, 3);
    const [research] = await rows<{ subject: string; text_body: string }>(
      server,
      `select subject, text_body from mail_outbox where kind = 'digest' and recipients = 'research-desk@example.org'`,
    );
    expect(research?.subject).toBe("3 entries have waited too long (Research collaboration)");
    const text = research!.text_body;
    expect(text).toContain("New (1):\nStill new: waiting 10 days; assigned to nobody");
    expect(text).toContain("Open (1):\nOpen too long: waiting 6 days");
    expect(text).toContain("Waiting for sender (1):\nNo answer from the sender: waiting 4 days");
    for (const left of ["Snoozed question", "Finished question", "Opened yesterday"]) {
      expect(text).not.toContain(left);
    }
    const [careers] = await rows<{ text_body: string }>(
      server,
      `select text_body from mail_outbox where kind = 'digest' and recipients = 'careers-desk@example.org'`,
    );
    expect(careers?.text_body).toMatch(/Received \(\d+\):\n/);

    // The waiting view lists the same entries.
    const view = (await listed("view=waiting")).map((item) => item.id);
    expect(view).toEqual(expect.arrayContaining([fresh, open, waiting]));
    for (const left of [snoozed, done, recent]) expect(view).not.toContain(left);
  });

  it("names the others who opened an entry in the last minutes, for the reply composer", async () => {
    const id = await contact("eve-openings@example.org");
    const openings = async (member: StaffMember, entry = id) => {
      const response = await server.request("GET", `/api/staff/inbox/contact/${entry}/openings`, {
        headers: member.headers,
      });
      const { body } = await expectDocumented(
        operationAt("/api/staff/inbox/{kind}/{id}/openings", "get"),
        response,
        "GET openings",
      );
      return { status: response.status, body: body as EntryOpenings };
    };
    expect((await openings(staff)).body).toEqual({ openings: [], withinMinutes: RECENT_OPENING_MINUTES });

    await detail("contact", id, other);
    const [otherName] = await rows<{ name: string }>(
      server,
      `select name from users where email = '${other.email}'`,
    );
    const seen = await openings(staff);
    expect(seen.body.openings).toEqual([{ name: otherName!.name, openedAt: expect.any(String) }]);
    expect(Date.now() - Date.parse(seen.body.openings[0]!.openedAt)).toBeLessThan(60_000);
    // Whoever asks is never named; and an opening older than the window is not either.
    expect((await openings(other)).body.openings).toEqual([]);
    await server.database.db.execute(
      sql.raw(`update entry_openings set opened_at = now() - interval '${RECENT_OPENING_MINUTES + 1} minutes'
       where entry_id = '${id}'`),
    );
    expect((await openings(staff)).body.openings).toEqual([]);

    expect((await openings(staff, randomUUID())).status).toBe(404);
    const visitor = await server.request("GET", `/api/staff/inbox/contact/${id}/openings`);
    expect(visitor.status).toBe(401);
  });
});
