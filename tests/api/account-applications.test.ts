import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  accountDataMessages,
  applicationStatusWords,
  type AccountApplication,
} from "../../contract/account-data.ts";
import { randomUUID } from "node:crypto";
import { pipelineTexts } from "../../contract/pipeline.ts";
import type { InboxDetail } from "../../contract/staff.ts";
import {
  apply,
  type DocumentedCall,
  startAccountDataServer,
  unmetAnswers,
  verifiedAccount,
} from "../support/account-data-helpers.ts";
import { bearer, query, registerAccount } from "../support/auth-helpers.ts";
import { verifiedStaff, type StaffMember } from "../support/staff-helpers.ts";
import { databaseLabel } from "../support/test-database.ts";
import type { TestServer } from "../support/test-server.ts";

// The applications sent from an account's verified address, their status in an applicant's words, and withdrawing
// one (/api/account/applications).
describe(`account applications API on ${databaseLabel()}`, () => {
  let server: TestServer;
  let staff: StaffMember;
  const seen = new Map<string, Set<number>>();
  let call: DocumentedCall;

  beforeAll(async () => {
    ({ server, call } = await startAccountDataServer(seen, { AUTH_LOGIN_MAX_FAILURES: "1000" }));
    staff = await verifiedStaff(server);
  });
  afterAll(async () => {
    await server.close();
  });

  const list = async (headers: Record<string, string>) => {
    const answer = await call("GET", "/api/account/applications", { headers });
    expect(answer.status).toBe(200);
    return (answer.body as unknown as { applications: AccountApplication[] }).applications;
  };
  const withdraw = (headers: Record<string, string>, id: string) =>
    call("POST", `/api/account/applications/${id}/withdraw`, { headers });
  const moveAsStaff = (id: string, stage: string) =>
    server.request("POST", `/api/staff/inbox/application/${id}/stage`, {
      headers: staff.headers,
      body: { id: randomUUID(), stage, sendEmail: false },
    });

  it("answers 401 without a live session", async () => {
    const headers = bearer("x".repeat(43));
    expect((await call("GET", "/api/account/applications", { headers })).status).toBe(401);
    const id = "7c9e6679-7425-40de-944b-e07fc1f90ae7";
    expect((await call("POST", `/api/account/applications/${id}/withdraw`)).status).toBe(401);
  });

  it("shows nothing to an account whose address is not verified (403), though applications name it", async () => {
    const { account, token } = await registerAccount(server);
    const id = await apply(server, account.email);
    const listed = await call("GET", "/api/account/applications", { headers: bearer(token) });
    expect(listed.status).toBe(403);
    expect(listed.body).toEqual({ message: accountDataMessages.emailUnverified, code: "email-unverified" });
    const withdrawn = await withdraw(bearer(token), id);
    expect(withdrawn.status).toBe(403);
    const [row] = await query<{ handling_status: string }>(
      server,
      sql`select handling_status from job_applications where id = ${id}`,
    );
    expect(row!.handling_status).toBe("received");
  });

  it("lists the address's applications, newest first, with the stage staff moved it to in an applicant's words", async () => {
    const me = await verifiedAccount(server);
    const first = await apply(server, me.email, "ai-researcher");
    const second = await apply(server, me.email.toUpperCase(), "climate-scientist");
    await apply(server, "someone.else@example.org");

    let applications = await list(me.headers);
    expect(applications.map((application) => application.id)).toEqual([second, first]);
    expect(applications[1]).toMatchObject({
      position: "ai-researcher",
      positionTitle: "AI Researcher",
      status: "received",
      statusLabel: applicationStatusWords.received.label,
      statusDescription: applicationStatusWords.received.description,
      canWithdraw: true,
    });
    expect(applications[1]!.appliedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);

    expect((await moveAsStaff(first, "interview")).status).toBe(201);
    expect((await moveAsStaff(second, "declined")).status).toBe(201);
    applications = await list(me.headers);
    expect(applications.map((application) => [application.statusLabel, application.canWithdraw])).toEqual([
      [applicationStatusWords.declined.label, false],
      [applicationStatusWords.interview.label, true],
    ]);
  });

  it("withdraws an open application: staff see it withdrawn and cannot change it; twice or closed answers 409", async () => {
    const me = await verifiedAccount(server);
    const id = await apply(server, me.email);
    expect((await moveAsStaff(id, "in-review")).status).toBe(201);

    const done = await withdraw(me.headers, id);
    expect(done.status).toBe(200);
    expect(done.body).toEqual({
      application: expect.objectContaining({
        id,
        status: "withdrawn",
        statusLabel: "Withdrawn",
        canWithdraw: false,
      }),
      message: accountDataMessages.withdrawn,
    });
    const again = await withdraw(me.headers, id);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: accountDataMessages.alreadyWithdrawn, code: "already-withdrawn" });

    // The console shows it withdrawn, who set it, and the history line; staff cannot set another status.
    const detail = (await (
      await server.request("GET", `/api/staff/inbox/application/${id}`, { headers: staff.headers })
    ).json()) as InboxDetail;
    expect(detail.item.status).toBe("withdrawn");
    expect(detail.statusChangedBy).toBe(me.user.name);
    expect(detail.history).toContainEqual(
      expect.objectContaining({
        action: "stage",
        actor: "the applicant",
        detail: "in-review → withdrawn",
      }),
    );
    const staffChange = await moveAsStaff(id, "hired");
    expect(staffChange.status).toBe(409);
    expect(await staffChange.json()).toEqual({ message: pipelineTexts.withdrawn });
    const filtered = await server.request("GET", "/api/staff/inbox?status=withdrawn", {
      headers: staff.headers,
    });
    expect(((await filtered.json()) as { items: { id: string }[] }).items.map((item) => item.id)).toContain(
      id,
    );

    const closedId = await apply(server, me.email);
    expect((await moveAsStaff(closedId, "hired")).status).toBe(201);
    const closed = await withdraw(me.headers, closedId);
    expect(closed.status).toBe(409);
    expect(closed.body).toEqual({
      message: accountDataMessages.applicationClosed,
      code: "application-closed",
    });
  });

  it("never shows nor withdraws another account's application (404)", async () => {
    const me = await verifiedAccount(server);
    const other = await verifiedAccount(server);
    const theirs = await apply(server, other.email);
    expect(await list(me.headers)).toEqual([]);
    const refused = await withdraw(me.headers, theirs);
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual({ message: accountDataMessages.applicationNotFound });
    expect((await withdraw(me.headers, "not-a-uuid")).status).toBe(404);
    expect((await list(other.headers)).map((application) => application.status)).toEqual(["received"]);
  });

  it("withdraws once under parallel requests: one 200, the rest 409, one line in the audit log", async () => {
    const me = await verifiedAccount(server);
    const id = await apply(server, me.email);
    const answers = await Promise.all(Array.from({ length: 8 }, () => withdraw(me.headers, id)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(7);
    const [lines] = await query<{ n: number }>(
      server,
      sql`select count(*)::int as n from audit_log where target_id = ${id} and actor_label = 'the applicant'`,
    );
    expect(lines!.n).toBe(1);
  });

  it("limits withdrawals per account, under parallel requests", async () => {
    const me = await verifiedAccount(server);
    const answers = await Promise.all(
      Array.from({ length: 24 }, () => withdraw(me.headers, crypto.randomUUID())),
    );
    expect(answers.filter((answer) => answer.status === 404)).toHaveLength(20);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(4);
  });

  it("met every documented answer of these operations", () => {
    expect(
      unmetAnswers(seen, ["/api/account/applications", "/api/account/applications/{id}/withdraw"]),
    ).toEqual([]);
  });
});
