import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffMessages, type InboxDetail, type InboxItem, type InboxPage } from "../../contract/staff.ts";
import type { AssigneeList } from "../../contract/team.ts";
import { teamMessages } from "../../contract/team-texts.ts";
import { queueDigests } from "../../server/team/digest.ts";
import { formsTestEnv, humanMeta, rows, sampleApplication } from "../support/forms.ts";
import { accountWithRole, setReceivedAt, verifiedStaff, type StaffMember } from "../support/staff-helpers.ts";
import { databaseLabel } from "../support/test-database.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

// Working as a team: entries are assigned (and unassigned) by staff only, each change audited; "mine" and
// "unassigned" filter the inbox; the daily digest is queued once per department per day, however many servers run it
// at the same time, and lists only what has waited past the threshold.

describe(`working as a team on ${databaseLabel()}`, () => {
  let server: TestServer;
  let staff: StaffMember;
  let admin: StaffMember;
  let ids: { staff: string; admin: string };

  beforeAll(async () => {
    server = await startTestServer({
      ...formsTestEnv,
      FORM_MIN_FILL_MS: "0",
      AUTH_REGISTER_MAX_PER_IP: "1000",
      MAIL_TO_GENOMICS: "genomics-desk@example.org",
      MAIL_TO_CAREERS: "careers-desk@example.org",
    });
    staff = await verifiedStaff(server, "staff");
    admin = await verifiedStaff(server, "admin");
    const staffList = await list(staff);
    const adminList = await list(admin);
    ids = { staff: staffList.meId, admin: adminList.meId };
  });
  afterAll(async () => {
    await server.close();
  });

  async function list(member: StaffMember) {
    const response = await server.request("GET", "/api/staff/assignees", { headers: member.headers });
    expect(response.status).toBe(200);
    return (await response.json()) as AssigneeList;
  }
  const contact = async (subject: string, category = "genomics") => {
    const response = await server.request("POST", "/api/contact", {
      body: { name: "Eve", email: "eve@example.org", subject, message: "Hello.", category, ...humanMeta },
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: string }).id;
  };
  const apply = async () => {
    const response = await server.request("POST", "/api/careers/apply", {
      body: { ...sampleApplication, email: "grace@example.org" },
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: string }).id;
  };
  const assign = (kind: string, id: string, assigneeId: string | null, headers = staff.headers) =>
    server.request("POST", `/api/staff/inbox/${kind}/${id}/assignee`, { headers, body: { assigneeId } });
  const inbox = async (query: string, member = staff) => {
    const response = await server.request("GET", `/api/staff/inbox?${query}`, { headers: member.headers });
    expect(response.status).toBe(200);
    return ((await response.json()) as InboxPage).items;
  };

  it("lists staff and admins as assignees, not visitors", async () => {
    await accountWithRole(server, "visitor");
    const { assignees } = await list(staff);
    expect(assignees.map((person) => person.id).sort()).toEqual([ids.staff, ids.admin].sort());
  });

  it("assigns and unassigns an entry, each change audited once, and the list shows the assignee", async () => {
    const id = await contact("Sequencing question");
    const toMe = await assign("contact", id, ids.staff);
    expect(toMe.status).toBe(200);
    const item = ((await toMe.json()) as { item: InboxItem }).item;
    expect(item.assignee).toEqual({ id: ids.staff, name: expect.any(String) });
    const listed = (await inbox("kind=contact")).find((entry) => entry.id === id);
    expect(listed?.assignee?.id).toBe(ids.staff);

    // The same assignment twice at once: one change, one audit line.
    const again = await Promise.all([assign("contact", id, ids.admin), assign("contact", id, ids.admin)]);
    expect(again.map((response) => response.status)).toEqual([200, 200]);
    expect((await assign("contact", id, null)).status).toBe(200);

    const detail = (await (
      await server.request("GET", `/api/staff/inbox/contact/${id}`, { headers: staff.headers })
    ).json()) as InboxDetail;
    expect(detail.item.assignee).toBeNull();
    expect(detail.history.map((entry) => entry.action)).toEqual(["assign", "assign", "unassign"]);
    const audit = await rows<{ action: string; detail: string }>(
      server,
      `select action, detail from audit_log where target_id = '${id}' order by at, id`,
    );
    expect(audit.map((line) => line.action)).toEqual(["assign", "assign", "unassign"]);
    expect(audit[2]!.detail).toMatch(/→ nobody$/);
  });

  it("refuses a visitor (403), no session (401), a non-staff assignee (400), a subscriber (409) and unknown entries (404)", async () => {
    const id = await contact("Who handles this?");
    const visitor = await accountWithRole(server, "visitor");
    expect((await assign("contact", id, ids.staff, visitor.headers)).status).toBe(403);
    expect(
      (
        await server.request("POST", `/api/staff/inbox/contact/${id}/assignee`, {
          body: { assigneeId: null },
        })
      ).status,
    ).toBe(401);
    expect((await server.request("GET", "/api/staff/assignees", { headers: visitor.headers })).status).toBe(
      403,
    );
    expect((await server.request("GET", "/api/staff/assignees")).status).toBe(401);

    const [visitorRow] = await rows<{ id: string }>(
      server,
      `select id from users where role = 'visitor' limit 1`,
    );
    const notStaff = await assign("contact", id, String(visitorRow!.id));
    expect(notStaff.status).toBe(400);
    expect(((await notStaff.json()) as { message: string }).message).toBe(teamMessages.notStaff);
    expect((await assign("contact", id, "not-a-uuid")).status).toBe(400);

    const [subscription] = await rows<{ id: string }>(server, `select gen_random_uuid() as id`);
    const missing = await assign("contact", String(subscription!.id), ids.staff);
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { message: string }).message).toBe(staffMessages.entryNotFound);
    expect((await assign("subscription", String(subscription!.id), ids.staff)).status).toBe(409);
    const audit = await rows(server, `select 1 from audit_log where target_id = '${id}'`);
    expect(audit).toHaveLength(0);
  });

  it('filters "mine" and "unassigned" by whoever asks', async () => {
    const mine = await contact("Mine to answer");
    const theirs = await contact("The admin's");
    const nobodys = await apply();
    expect((await assign("contact", mine, ids.staff)).status).toBe(200);
    expect((await assign("contact", theirs, ids.admin)).status).toBe(200);

    const staffMine = (await inbox("assigned=mine")).map((item) => item.id);
    expect(staffMine).toContain(mine);
    expect(staffMine).not.toContain(theirs);
    expect(staffMine).not.toContain(nobodys);
    const adminMine = (await inbox("assigned=mine", admin)).map((item) => item.id);
    expect(adminMine).toContain(theirs);
    expect(adminMine).not.toContain(mine);
    const unassigned = await inbox("assigned=unassigned");
    expect(unassigned.map((item) => item.id)).toContain(nobodys);
    expect(unassigned.every((item) => item.assignee === null && item.kind !== "subscription")).toBe(true);
    expect(
      (await server.request("GET", "/api/staff/inbox?assigned=everyone", { headers: staff.headers })).status,
    ).toBe(400);
  });

  it("queues the digest once per department per day, even run twice at once, listing only entries past the threshold", async () => {
    const days = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();
    const old = await contact("Old genomics question");
    const fresh = await contact("Fresh genomics question");
    const done = await contact("Answered genomics question");
    const application = await apply();
    // Done before it is made old, so the server's own timer never sees it open and overdue.
    expect(
      (
        await server.request("POST", `/api/staff/inbox/contact/${done}/status`, {
          headers: staff.headers,
          body: { status: "done" },
        })
      ).status,
    ).toBe(200);
    // Everything else this file made is new, so only these count past three days.
    await setReceivedAt(server, "contact_messages", old, days(5));
    await setReceivedAt(server, "contact_messages", fresh, days(1));
    await setReceivedAt(server, "contact_messages", done, days(9));
    await setReceivedAt(server, "job_applications", application, days(4));

    const queued = await Promise.all([
      queueDigests(server.database.db, server.config.forms, 3),
      queueDigests(server.database.db, server.config.forms, 3),
    ]);
    // The server's own timer may have queued them first; together, never more than one per department.
    expect(queued[0]! + queued[1]!).toBeLessThanOrEqual(2);
    expect(await queueDigests(server.database.db, server.config.forms, 3)).toBe(0);

    const digests = await rows<{
      recipients: string;
      subject: string;
      text_body: string;
      dedupe_key: string;
    }>(
      server,
      `select recipients, subject, text_body, dedupe_key from mail_outbox where kind = 'digest' order by dedupe_key`,
    );
    const today = new Date().toISOString().slice(0, 10);
    expect(digests.map((mail) => mail.dedupe_key)).toEqual([
      `digest:careers:${today}`,
      `digest:genomics:${today}`,
    ]);
    const genomics = digests.find((mail) => mail.recipients === "genomics-desk@example.org")!;
    expect(genomics.subject).toBe(teamMessages.digestSubject("Genomics", 1));
    expect(genomics.text_body).toContain("Old genomics question: waiting 5 days");
    expect(genomics.text_body).not.toContain("Fresh genomics question");
    expect(genomics.text_body).not.toContain("Answered genomics question");
    const careers = digests.find((mail) => mail.recipients === "careers-desk@example.org")!;
    expect(careers.text_body).toContain("waiting 4 days");
  });
});
