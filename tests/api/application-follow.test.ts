import { createHash, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applicationFollowMessages, type FollowedApplication } from "../../contract/application-follow.ts";
import { staffApplicationLinkTexts, type InboxDetail } from "../../contract/staff.ts";
import { LINK_LEFT_OUT } from "../../server/conversations/acknowledgement-email.ts";
import { apply, documentedCaller, unmetAnswers } from "../support/account-data-helpers.ts";
import { formsTestEnv, humanMeta, rows } from "../support/forms.ts";
import { eventually, SmtpSink, type ReceivedMail } from "../support/smtp-sink.ts";
import { closeStaffMailServer, startStaffMailServer } from "../support/staff-mail-server.ts";
import type { StaffMember } from "../support/staff-helpers.ts";
import { databaseLabel } from "../support/test-database.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

// An applicant follows one application without an account (ADR 0048): the acknowledgement's private link, what it
// opens, withdrawing from it, turning it off, what staff see, and that the token stays secret (hash only, never in
// the conversation's copy, never in a log).

const LINK = /\/careers\/application#token=([A-Za-z0-9_-]{43})/;
const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

describe(`following an application from its private link on ${databaseLabel()}`, () => {
  const sink = new SmtpSink();
  let server: TestServer;
  let staff: StaffMember;
  const seen = new Map<string, Set<number>>();
  let call: ReturnType<typeof documentedCaller>;

  beforeAll(async () => {
    ({ server, staff } = await startStaffMailServer(sink, { ...formsTestEnv, FORM_MIN_FILL_MS: "0" }));
    call = documentedCaller(server, seen);
  });
  afterAll(() => closeStaffMailServer(server, sink));

  const ackTo = async (address: string): Promise<ReceivedMail> => {
    const mine = () =>
      sink.received.filter((mail) => mail.to.includes(address) && /^We received/.test(mail.headers.subject!));
    await eventually(() => mine().length > 0, `the acknowledgement to ${address}`);
    return mine()[0]!;
  };
  /** A new application and the token of its acknowledgement's link. */
  const applyAndFollow = async (email: string) => {
    const id = await apply(server, email);
    const mail = await ackTo(email);
    return { id, mail, token: LINK.exec(mail.decoded)![1]! };
  };
  const follow = (token: string) => call("POST", "/api/careers/application", { body: { token } });
  const withdraw = (token: string) => call("POST", "/api/careers/application/withdraw", { body: { token } });
  const revoke = (token: string) => call("POST", "/api/careers/application/revoke-link", { body: { token } });
  const detail = async (id: string) =>
    (await (
      await server.request("GET", `/api/staff/inbox/application/${id}`, { headers: staff.headers })
    ).json()) as InboxDetail;
  const move = (id: string, stage: string, sendEmail = false) =>
    server.request("POST", `/api/staff/inbox/application/${id}/stage`, {
      headers: staff.headers,
      body: { id: randomUUID(), stage, sendEmail },
    });

  it("puts the link in both parts of the acknowledgement, keeps only its hash, and leaves it out of the kept copy", async () => {
    const { id, mail, token } = await applyAndFollow("ada.follow@example.org");
    const [text, html] = mail.decoded.split(/Content-Type: text\/html/i);
    expect(text).toContain(`${server.config.forms.linkOrigin}/careers/application#token=${token}`);
    expect(html).toContain(`href="${server.config.forms.linkOrigin}/careers/application#token=${token}"`);
    expect(text).toContain("Keep this link to yourself");

    const stored = await rows<{ token_hash: string; revoked_at: string | null }>(
      server,
      `select token_hash, revoked_at from application_links where application_id = '${id}'`,
    );
    expect(stored).toEqual([{ token_hash: sha256(token), revoked_at: null }]);
    // Staff read the conversation's copy: it says where the link was, and nothing of it.
    const [acknowledgement] = (await detail(id)).thread;
    expect(acknowledgement!.body).toContain(LINK_LEFT_OUT);
    expect(acknowledgement!.body).not.toContain(token);
    const copies = await rows(server, `select 1 from thread_messages where body like '%${token}%'`);
    expect(copies).toEqual([]);
  });

  it("opens that one application: its stage in the applicant's words, its reference and its emails", async () => {
    const { id, token } = await applyAndFollow("grace.follow@example.org");
    const first = await follow(token);
    expect(first.status).toBe(200);
    const view = first.body as unknown as FollowedApplication;
    expect(view.application).toMatchObject({
      id,
      positionTitle: "AI Researcher",
      status: "received",
      statusLabel: "Received",
      canWithdraw: true,
      withdrawnAt: null,
    });
    expect(view.application.reference).toBe((await detail(id)).reference);
    expect(view.emails).toEqual([
      expect.objectContaining({
        from: "us",
        subject: expect.stringMatching(/^We received your application/),
      }),
    ]);
    expect(view.emails[0]!.body).not.toContain(token);

    expect((await move(id, "interview", true)).status).toBe(201);
    const moved = (await follow(token)).body as unknown as FollowedApplication;
    expect(moved.application).toMatchObject({
      status: "interview",
      statusLabel: "Interview",
      canWithdraw: true,
    });
    expect(moved.emails.map((email) => email.from)).toEqual(["us", "us"]);
  });

  it("answers every link that opens nothing alike (404): unknown, turned off, or its application deleted", async () => {
    const revoked = await applyAndFollow("revoked.follow@example.org");
    expect((await revoke(revoked.token)).body).toEqual({ message: applicationFollowMessages.revoked });
    const erased = await applyAndFollow("erased.follow@example.org");
    await rows(server, `delete from job_applications where id = '${erased.id}'`);
    expect(
      await rows(server, `select 1 from application_links where application_id = '${erased.id}'`),
    ).toEqual([]);
    const unknown = "A".repeat(43);

    for (const token of [unknown, revoked.token, erased.token]) {
      for (const answer of [await follow(token), await withdraw(token), await revoke(token)]) {
        expect(answer.status).toBe(404);
        expect(answer.body).toEqual({ message: applicationFollowMessages.notFound });
      }
    }
    // Turned off, the application itself is as it was.
    expect((await detail(revoked.id)).item.status).toBe("received");
    for (const path of ["", "/withdraw", "/revoke-link"]) {
      const missing = await call("POST", `/api/careers/application${path}`, { body: {} });
      expect(missing.status).toBe(400);
      expect(missing.body.details).toEqual(["The link is missing its token."]);
    }
  });

  it("withdraws once, however often and however many times in parallel it is pressed; staff see when", async () => {
    const { id, token } = await applyAndFollow("parallel.follow@example.org");
    const answers = await Promise.all(Array.from({ length: 6 }, () => withdraw(token)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const messages = answers.map((answer) => answer.body.message);
    expect(messages.filter((message) => message === applicationFollowMessages.withdrawn)).toHaveLength(1);
    expect(messages.filter((message) => message === applicationFollowMessages.alreadyWithdrawn)).toHaveLength(
      5,
    );
    const again = await withdraw(token);
    expect(again.status).toBe(200);
    expect(again.body.message).toBe(applicationFollowMessages.alreadyWithdrawn);

    // The link still opens it, so the page says it is withdrawn, and when.
    const view = (await follow(token)).body as unknown as FollowedApplication;
    expect(view.application).toMatchObject({
      status: "withdrawn",
      statusLabel: "Withdrawn",
      canWithdraw: false,
    });
    expect(Date.parse(view.application.withdrawnAt!)).toBeGreaterThan(Date.now() - 60_000);

    const seenByStaff = await detail(id);
    expect(seenByStaff.item.status).toBe("withdrawn");
    expect(seenByStaff.statusChangedBy).toBe("the applicant");
    // The page gives the time to the second.
    expect(Math.floor(Date.parse(seenByStaff.statusChangedAt!) / 1000) * 1000).toBe(
      Date.parse(view.application.withdrawnAt!),
    );
    expect(seenByStaff.history.filter((line) => line.detail === "received → withdrawn")).toEqual([
      expect.objectContaining({ action: "stage", actor: "the applicant" }),
    ]);
    // Staff cannot move it on without being told it was withdrawn.
    const staffMove = await move(id, "interview");
    expect(staffMove.status).toBe(409);
  });

  it("refuses to withdraw an application staff closed (409), and changes nothing", async () => {
    const { id, token } = await applyAndFollow("closed.follow@example.org");
    expect((await move(id, "hired")).status).toBe(201);
    const answer = await withdraw(token);
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ message: applicationFollowMessages.applicationClosed });
    expect((await detail(id)).item.status).toBe("hired");
    expect(((await follow(token)).body as unknown as FollowedApplication).application.canWithdraw).toBe(
      false,
    );
  });

  it("is not a sign-in: the token is no bearer token anywhere else", async () => {
    const { token } = await applyAndFollow("not-a-session@example.org");
    const me = await server.request("GET", "/api/auth/me", { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(401);
    const list = await server.request("GET", "/api/account/applications", {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(list.status).toBe(401);
  });

  it("lets staff turn the link off (the console shows whether one works), and records it", async () => {
    const { id, token } = await applyAndFollow("staff.revoke.follow@example.org");
    expect((await detail(id)).privateLink).toBe(true);
    const path = `/api/staff/inbox/application/${id}/private-link/revoke`;
    const revoked = await call("POST", path, { headers: staff.headers });
    expect(revoked.status).toBe(200);
    expect(revoked.body).toEqual({ message: staffApplicationLinkTexts.revoked });
    expect((await follow(token)).status).toBe(404);
    const after = await detail(id);
    expect(after.privateLink).toBe(false);
    expect(after.item.status).toBe("received");
    expect(after.history).toContainEqual(
      expect.objectContaining({ action: "revoke-link", detail: "private link turned off" }),
    );
    // Again: nothing left to turn off, the same answer.
    expect((await call("POST", path, { headers: staff.headers })).status).toBe(200);
    const unknown = `/api/staff/inbox/application/${randomUUID()}/private-link/revoke`;
    expect((await call("POST", unknown, { headers: staff.headers })).status).toBe(404);
    expect((await call("POST", path)).status).toBe(401);
    // A message has no private link.
    const contact = await server.request("POST", "/api/contact", {
      body: {
        name: "Eve",
        email: "eve.follow@example.org",
        subject: "Hi",
        message: "Hello there",
        category: "general",
        ...humanMeta,
      },
    });
    const { id: contactId } = (await contact.json()) as { id: string };
    const message = (await (
      await server.request("GET", `/api/staff/inbox/contact/${contactId}`, { headers: staff.headers })
    ).json()) as InboxDetail;
    expect(message.privateLink).toBeNull();
  });

  it("meets every answer its operations document (but 429, met below)", () => {
    const paths = [
      "/api/careers/application",
      "/api/careers/application/withdraw",
      "/api/careers/application/revoke-link",
    ];
    expect(unmetAnswers(seen, paths).filter((line) => !line.endsWith(" 429"))).toEqual([]);
  });
});

describe(`private application links, rate limits and logs on ${databaseLabel()}`, () => {
  let server: TestServer;

  beforeAll(async () => {
    // FORM_RATE_LIMIT 1 per window: 2 withdrawals or revocations and 30 reads per address.
    server = await startTestServer(
      { FORM_RATE_LIMIT: "1", FORM_MIN_FILL_MS: "0", LOG_LEVEL: "info" },
      { captureLogs: true },
    );
  });
  afterAll(() => server.close());

  const post = (path: string, token: string) => server.request("POST", path, { body: { token } });

  it("limits changes and reads per address (429 with Retry-After), and never logs the token", async () => {
    await apply(server, "limits.follow@example.org");
    // No mail server: the acknowledgement waits in the outbox, the one place besides the mailbox that has the link.
    const [queued] = await rows<{ text: string }>(
      server,
      "select text_body as text from mail_outbox where kind = 'acknowledgement'",
    );
    const token = LINK.exec(queued!.text)![1]!;

    expect((await post("/api/careers/application/withdraw", token)).status).toBe(200);
    expect((await post("/api/careers/application/withdraw", token)).status).toBe(200);
    const limited = await post("/api/careers/application/revoke-link", token);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);

    const reads = [];
    for (let index = 0; index < 30; index++)
      reads.push((await post("/api/careers/application", token)).status);
    expect(new Set(reads)).toEqual(new Set([200]));
    expect((await post("/api/careers/application", token)).status).toBe(429);

    expect(server.logText()).toContain("/api/careers/application");
    expect(server.logText()).not.toContain(token);
  });
});
