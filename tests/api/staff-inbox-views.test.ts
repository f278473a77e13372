import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InboxView, InboxViewCounts } from "../../contract/inbox-views.ts";
import type { InboxPage } from "../../contract/staff.ts";
import type { AssigneeList } from "../../contract/team.ts";
import { formsTestEnv, humanMeta, sampleApplication } from "../support/forms.ts";
import { accountWithRole, setReceivedAt, verifiedStaff, type StaffMember } from "../support/staff-helpers.ts";
import { databaseLabel } from "../support/test-database.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

// The inbox's views: every count in one answer, right after assigning, unassigning, marking spam, releasing and
// moving stages; each view's list holds exactly what its count says; staff only.

describe(`the inbox's views and their counts on ${databaseLabel()}`, () => {
  let server: TestServer;
  let staff: StaffMember;
  let admin: StaffMember;
  let me = "";
  const ids = { fresh: "", old: "", recent: "", application: "", other: "", spam: "" };

  beforeAll(async () => {
    server = await startTestServer({
      ...formsTestEnv,
      FORM_MIN_FILL_MS: "0",
      AUTH_REGISTER_MAX_PER_IP: "1000",
      DIGEST_AFTER_DAYS: "5",
    });
    staff = await verifiedStaff(server, "staff");
    admin = await verifiedStaff(server, "admin");
    const assignees = await server.request("GET", "/api/staff/assignees", { headers: staff.headers });
    me = ((await assignees.json()) as AssigneeList).meId;

    const contact = async (subject: string, extra: Record<string, unknown> = {}) => {
      const response = await server.request("POST", "/api/contact", {
        body: { name: "Eve", email: "eve@example.org", subject, message: "Hello.", ...humanMeta, ...extra },
      });
      expect(response.status).toBe(201);
      return ((await response.json()) as { id: string }).id;
    };
    const apply = async (position: string) => {
      const response = await server.request("POST", "/api/careers/apply", {
        body: { ...sampleApplication, position },
      });
      expect(response.status).toBe(201);
      return ((await response.json()) as { id: string }).id;
    };
    ids.fresh = await contact("Fresh question");
    ids.old = await contact("Old question");
    ids.recent = await contact("Four days old");
    ids.spam = await contact("Cheap pills", { website: "http://spam.example" });
    ids.application = await apply("ai-researcher");
    ids.other = await apply("climate-scientist");
    const day = 86_400_000;
    await setReceivedAt(server, "contact_messages", ids.old, new Date(Date.now() - 10 * day).toISOString());
    await setReceivedAt(server, "contact_messages", ids.recent, new Date(Date.now() - 4 * day).toISOString());
  });
  afterAll(async () => {
    await server.close();
  });

  const counts = async (member = staff) => {
    const response = await server.request("GET", "/api/staff/inbox/views", { headers: member.headers });
    expect(response.status).toBe(200);
    return (await response.json()) as InboxViewCounts;
  };
  const listed = async (query: string, member = staff) => {
    const response = await server.request("GET", `/api/staff/inbox?limit=100&${query}`, {
      headers: member.headers,
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as InboxPage).items.map((item) => item.id).sort();
  };
  const post = async (path: string, body?: unknown) => {
    const response = await server.request("POST", `/api/staff/inbox/${path}`, {
      headers: staff.headers,
      ...(body === undefined ? {} : { body }),
    });
    expect(response.status, path).toBeLessThan(300);
  };
  const positionCount = (answer: InboxViewCounts, position: string) =>
    answer.positions.find((row) => row.position === position);

  /** Every view's list, as GET /api/staff/inbox?view=… gives it, has as many entries as its count. */
  async function listsMatchCounts(member = staff) {
    const answer = await counts(member);
    for (const view of ["new", "mine", "unassigned", "waiting", "spam"] as const satisfies InboxView[]) {
      expect(await listed(`view=${view}`, member), view).toHaveLength(answer.counts[view]);
    }
    for (const row of answer.positions) {
      expect(await listed(`view=applications&category=${row.position}`, member), row.position).toHaveLength(
        row.count,
      );
    }
  }

  it("counts every view in one answer, positions by their titles, waiting past the configured days", async () => {
    const answer = await counts();
    expect(answer.counts).toEqual({
      new: 5,
      open: 0,
      "waiting-for-sender": 0,
      snoozed: 0,
      mine: 0,
      unassigned: 5,
      waiting: 1,
      spam: 1,
    });
    expect(answer.waitingAfterDays).toBe(5);
    expect(positionCount(answer, "ai-researcher")).toEqual({
      position: "ai-researcher",
      title: "AI Researcher",
      count: 1,
    });
    expect(positionCount(answer, "climate-scientist")?.count).toBe(1);
    // Every open job is listed, those without applications at 0.
    expect(answer.positions.length).toBeGreaterThan(2);
    expect(answer.positions.filter((row) => row.count === 0).length).toBe(answer.positions.length - 2);

    expect(await listed("view=waiting")).toEqual([ids.old]);
    expect(await listed("view=spam")).toEqual([ids.spam]);
    expect(await listed("view=applications&category=ai-researcher")).toEqual([ids.application]);
    await listsMatchCounts();
  });

  it("names an application's position by its title in the list", async () => {
    const response = await server.request("GET", "/api/staff/inbox?kind=application", {
      headers: staff.headers,
    });
    const { items } = (await response.json()) as InboxPage;
    const item = items.find((entry) => entry.id === ids.application);
    expect(item).toMatchObject({ about: "AI Researcher", category: "ai-researcher" });
  });

  it("follows assigning and unassigning, for whoever asks", async () => {
    await post(`contact/${ids.fresh}/assignee`, { assigneeId: me });
    await post(`application/${ids.application}/assignee`, { assigneeId: me });
    expect((await counts()).counts).toMatchObject({ mine: 2, unassigned: 3 });
    // Mine means the asker's: the admin has none, but sees the same unassigned.
    expect((await counts(admin)).counts).toMatchObject({ mine: 0, unassigned: 3 });
    expect(await listed("view=mine")).toEqual([ids.fresh, ids.application].sort());
    expect(await listed("view=mine", admin)).toEqual([]);
    await listsMatchCounts();
    await listsMatchCounts(admin);

    await post(`contact/${ids.fresh}/assignee`, { assigneeId: null });
    expect((await counts()).counts).toMatchObject({ mine: 1, unassigned: 4 });
    await listsMatchCounts();
  });

  it("follows status changes and stage moves: a done message or a decided application is no longer open", async () => {
    await post(`contact/${ids.fresh}/status`, { status: "open" });
    let answer = await counts();
    expect(answer.counts).toMatchObject({ new: 4, unassigned: 4 });

    await post(`contact/${ids.old}/status`, { status: "done" });
    answer = await counts();
    expect(answer.counts).toMatchObject({ new: 3, unassigned: 3, waiting: 0 });

    await post(`application/${ids.application}/stage`, {
      id: randomUUID(),
      stage: "in-review",
      sendEmail: false,
    });
    answer = await counts();
    expect(answer.counts).toMatchObject({ new: 2, mine: 1 });
    expect(positionCount(answer, "ai-researcher")?.count).toBe(1);

    await post(`application/${ids.application}/stage`, {
      id: randomUUID(),
      stage: "hired",
      sendEmail: false,
    });
    answer = await counts();
    expect(answer.counts).toMatchObject({ new: 2, mine: 0 });
    expect(positionCount(answer, "ai-researcher")?.count).toBe(0);
    await listsMatchCounts();
  });

  it("follows spam: marked entries leave the open views for Spam, released ones come back", async () => {
    await post(`application/${ids.other}/spam`);
    let answer = await counts();
    expect(answer.counts).toMatchObject({ new: 1, unassigned: 2, spam: 2 });
    expect(positionCount(answer, "climate-scientist")?.count).toBe(0);
    expect(await listed("view=spam")).toEqual([ids.spam, ids.other].sort());
    await listsMatchCounts();

    await post(`contact/${ids.spam}/release`);
    answer = await counts();
    expect(answer.counts).toMatchObject({ new: 2, unassigned: 3, spam: 1 });
    await listsMatchCounts();
  });

  it("narrows a view with the other filters, and refuses an unknown view", async () => {
    expect(await listed("view=unassigned&kind=application")).toEqual([]);
    expect(await listed("view=unassigned&q=pills")).toEqual([ids.spam]);
    expect(await listed("view=spam&kind=subscription")).toEqual([]);
    const refused = await server.request("GET", "/api/staff/inbox?view=starred", { headers: staff.headers });
    expect(refused.status).toBe(400);
  });

  it("answers staff only: a visitor gets 403, no session 401", async () => {
    const visitor = await accountWithRole(server, "visitor");
    const asVisitor = await server.request("GET", "/api/staff/inbox/views", { headers: visitor.headers });
    expect(asVisitor.status).toBe(403);
    const anonymous = await server.request("GET", "/api/staff/inbox/views");
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get("www-authenticate")).toMatch(/^Bearer/);
  });
});
