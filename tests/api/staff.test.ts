import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuditPage, InboxDetail, InboxItem, InboxPage, StaffAccount } from "../../contract/staff.ts";
import { staffMessages } from "../../contract/staff.ts";
import { saveFlash, type FormFlash } from "../../server/forms/form-flash.ts";
import { eraseAddress } from "../../server/privacy/erasure.ts";
import { setRole } from "../../server/staff/staff-access.ts";
import { currentCode } from "../../server/auth/second-factor.ts";
import { bearer, query, verifyEmail } from "../support/auth-helpers.ts";
import { formsTestEnv, humanMeta } from "../support/forms.ts";
import {
  accountWithRole,
  newSession,
  nextCode,
  setReceivedAt,
  verifiedStaff,
  wrongCode,
  type StaffMember,
} from "../support/staff-helpers.ts";
import { databaseLabel } from "../support/test-database.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

// The staff console's API: roles (401/403/200, a role revoked mid-session), the TOTP second factor, and the inbox
// (filters, search, keyset pages under inserts, detail, status, notes, spam and release, CSV, audit log).

const ZERO_ID = "00000000-0000-4000-8000-000000000000";
// One request per staff route, as a client would send it (bodies valid).
const STAFF_ROUTES: [string, string, unknown?][] = [
  ["GET", "/api/staff/inbox"],
  ["GET", "/api/staff/inbox/export?kind=contact"],
  ["GET", `/api/staff/inbox/contact/${ZERO_ID}`],
  ["POST", `/api/staff/inbox/contact/${ZERO_ID}/status`, { status: "done" }],
  ["POST", `/api/staff/inbox/contact/${ZERO_ID}/notes`, { body: "A note" }],
  ["POST", `/api/staff/inbox/contact/${ZERO_ID}/release`],
  ["POST", `/api/staff/inbox/contact/${ZERO_ID}/spam`],
  ["GET", "/api/staff/accounts"],
  ["POST", "/api/staff/accounts/role", { email: "nobody@example.org", role: "staff" }],
  ["GET", "/api/staff/audit"],
  ["POST", "/api/staff/2fa/enrol"],
  ["POST", "/api/staff/2fa/confirm", { code: "123456" }],
];

describe(`staff console API on ${databaseLabel()}`, () => {
  let server: TestServer;

  const get = async <T>(path: string, headers: Record<string, string>) => {
    const response = await server.request("GET", path, { headers });
    expect(response.status, `${path}: ${response.status}`).toBe(200);
    return (await response.json()) as T;
  };
  const post = (path: string, headers: Record<string, string>, body?: unknown) =>
    server.request("POST", path, { headers, ...(body === undefined ? {} : { body }) });

  async function submit(path: string, body: Record<string, unknown>): Promise<string> {
    const response = await server.request("POST", path, { body: { ...humanMeta, ...body } });
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: string }).id;
  }
  const contact = (fields: Record<string, unknown> = {}) =>
    submit("/api/contact", {
      name: "Ada Lovelace",
      email: "ada@example.org",
      subject: "Soil sensors",
      message: "We would like to pilot your sensors.",
      category: "partnerships",
      ...fields,
    });
  const application = (fields: Record<string, unknown> = {}) =>
    submit("/api/careers/apply", {
      name: "Grace Hopper",
      email: "grace@example.org",
      position: "ai-researcher",
      experience: "senior",
      coverLetter: "Compilers and climate models.",
      ...fields,
    });

  beforeAll(async () => {
    server = await startTestServer({
      ...formsTestEnv,
      FORM_MIN_FILL_MS: "0",
      AUTH_REGISTER_MAX_PER_IP: "1000",
    });
  });
  afterAll(async () => {
    await server.close();
  });

  describe("access control", () => {
    it("answers 401 without a token or with an unknown one, leaking nothing", async () => {
      for (const [method, path, body] of STAFF_ROUTES) {
        for (const headers of [{}, bearer("x".repeat(43)), { authorization: "Basic abc" }]) {
          const response = await server.request(method, path, { headers, body });
          expect(response.status, `${method} ${path}`).toBe(401);
          expect(response.headers.get("www-authenticate")).toBe('Bearer realm="api"');
          expect(Object.keys((await response.json()) as object)).toEqual(["message"]);
        }
      }
    });

    it("answers 403 staff-only to a visitor on every staff route, leaking nothing", async () => {
      const visitor = await accountWithRole(server, "visitor");
      for (const [method, path, body] of STAFF_ROUTES) {
        const response = await server.request(method, path, { headers: visitor.headers, body });
        expect(response.status, `${method} ${path}`).toBe(403);
        expect(await response.json()).toEqual({ message: expect.any(String), code: "staff-only" });
        expect(response.headers.get("cache-control")).toBe("no-store");
      }
    });

    it("asks staff for the second factor before anything but its set-up", async () => {
      const staff = await accountWithRole(server, "staff");
      for (const [method, path, body] of STAFF_ROUTES.filter(([, path]) => !path.includes("/2fa/"))) {
        const response = await server.request(method, path, { headers: staff.headers, body });
        expect(response.status, `${method} ${path}`).toBe(403);
        expect(await response.json()).toEqual({
          message: "Set up two-step verification to continue.",
          code: "second-factor-required",
        });
      }
      const state = await get<{ role: string; enrolled: boolean; verified: boolean }>(
        "/api/auth/2fa",
        staff.headers,
      );
      expect(state).toEqual({ role: "staff", enrolled: false, verified: false });
    });

    it("serves verified staff, keeps admin routes for admins, and /api/auth/me tells the role", async () => {
      const staff = await verifiedStaff(server);
      expect((await server.request("GET", "/api/staff/inbox", { headers: staff.headers })).status).toBe(200);
      for (const path of ["/api/staff/accounts", "/api/staff/audit"]) {
        const response = await server.request("GET", path, { headers: staff.headers });
        expect(response.status).toBe(403);
        expect(((await response.json()) as { code: string }).code).toBe("admin-only");
      }
      const admin = await verifiedStaff(server, "admin");
      expect((await server.request("GET", "/api/staff/audit", { headers: admin.headers })).status).toBe(200);
      const me = await get<{ user: { role: string } }>("/api/auth/me", staff.headers);
      expect(me.user.role).toBe("staff");
    });

    it("takes a revoked role away on the very next request, and a new grant asks for the second factor again", async () => {
      const staff = await verifiedStaff(server);
      expect((await server.request("GET", "/api/staff/inbox", { headers: staff.headers })).status).toBe(200);
      await setRole(server.database.db, staff.email, "visitor");
      const refused = await server.request("GET", "/api/staff/inbox", { headers: staff.headers });
      expect(refused.status).toBe(403);
      expect(((await refused.json()) as { code: string }).code).toBe("staff-only");
      await setRole(server.database.db, staff.email, "staff");
      const again = await server.request("GET", "/api/staff/inbox", { headers: staff.headers });
      expect(again.status).toBe(403);
      expect(((await again.json()) as { code: string }).code).toBe("second-factor-required");
    });

    it("lets an admin grant and revoke roles in the console, effective at once", async () => {
      const admin = await verifiedStaff(server, "admin");
      const staff = await verifiedStaff(server);
      const revoke = await post("/api/staff/accounts/role", admin.headers, {
        email: staff.email,
        role: "visitor",
      });
      expect(revoke.status).toBe(204);
      expect((await server.request("GET", "/api/staff/inbox", { headers: staff.headers })).status).toBe(403);
      const grant = await post("/api/staff/accounts/role", admin.headers, {
        email: staff.email,
        role: "admin",
      });
      expect(grant.status).toBe(204);
      const { accounts } = await get<{ accounts: { email: string; role: string }[] }>(
        "/api/staff/accounts",
        admin.headers,
      );
      expect(accounts).toContainEqual(expect.objectContaining({ email: staff.email, role: "admin" }));
      expect(
        (await post("/api/staff/accounts/role", admin.headers, { email: admin.email, role: "visitor" }))
          .status,
      ).toBe(409);
      expect(
        (
          await post("/api/staff/accounts/role", admin.headers, {
            email: "nobody@example.org",
            role: "staff",
          })
        ).status,
      ).toBe(404);
      const { entries } = await get<AuditPage>("/api/staff/audit", admin.headers);
      expect(entries.filter((entry) => entry.action === "role").map((entry) => entry.detail)).toEqual(
        expect.arrayContaining(["staff → visitor", "visitor → admin"]),
      );
    });

    it("never leaves the site without an admin: two admins demoting each other at once, one keeps the role", async () => {
      // Only these two are admins here (earlier tests' admins step down to staff).
      await query(server, sql`update users set role = 'staff' where role = 'admin'`);
      const first = await verifiedStaff(server, "admin");
      const second = await verifiedStaff(server, "admin");
      const answers = await Promise.all([
        post("/api/staff/accounts/role", first.headers, { email: second.email, role: "visitor" }),
        post("/api/staff/accounts/role", second.headers, { email: first.email, role: "staff" }),
      ]);
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses[0]).toBe(204);
      // The second change meets either the role check (403) or, if it passed it in time, the last-admin rule.
      expect([403, 409]).toContain(statuses[1]);
      const refused = answers.find((answer) => answer.status === 409);
      if (refused) expect(await refused.json()).toEqual({ message: staffMessages.lastAdmin });
      const admins = await query<{ n: number }>(
        server,
        sql`select count(*)::int as n from users where role = 'admin'`,
      );
      expect(admins[0]!.n).toBe(1);
      // The rule is setRole's, whoever calls it (the console, npm run staff): the one admin left keeps the role.
      const [left] = await query<{ email: string }>(
        server,
        sql`select email from users where role = 'admin'`,
      );
      expect(await setRole(server.database.db, left!.email, "visitor")).toEqual({
        changed: false,
        reason: "last-admin",
      });
    });

    it("refuses a staff or admin role to an account whose email is not verified, and shows who is verified", async () => {
      const admin = await verifiedStaff(server, "admin");
      const stranger = await accountWithRole(server, "visitor");
      for (const role of ["staff", "admin"] as const) {
        const refused = await post("/api/staff/accounts/role", admin.headers, {
          email: stranger.email,
          role,
        });
        expect(refused.status).toBe(409);
        expect(await refused.json()).toEqual({ message: staffMessages.unverifiedAccount });
      }
      const [row] = await query<{ role: string }>(
        server,
        sql`select role from users where lower(email) = ${stranger.email.toLowerCase()}`,
      );
      expect(row!.role).toBe("visitor");
      // setRole itself refuses, whoever calls it (the CLI goes through it too).
      expect(await setRole(server.database.db, stranger.email, "staff")).toEqual({
        changed: false,
        reason: "unverified",
      });

      await verifyEmail(server, stranger.email, stranger.token);
      const granted = await post("/api/staff/accounts/role", admin.headers, {
        email: stranger.email,
        role: "staff",
      });
      expect(granted.status).toBe(204);
      const { accounts } = await get<{ accounts: StaffAccount[] }>("/api/staff/accounts", admin.headers);
      expect(accounts).toContainEqual(
        expect.objectContaining({ email: stranger.email, role: "staff", emailVerified: true }),
      );
      expect(accounts).toContainEqual(expect.objectContaining({ email: admin.email, emailVerified: true }));
    });
  });

  describe("second factor", () => {
    it("enrols with a base32 secret, an otpauth URL and recovery codes, stored encrypted and hashed", async () => {
      const staff = await accountWithRole(server, "staff");
      const response = await post("/api/staff/2fa/enrol", staff.headers);
      expect(response.status).toBe(200);
      const enrolment = (await response.json()) as {
        secret: string;
        otpauthUrl: string;
        recoveryCodes: string[];
      };
      expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
      const url = new URL(enrolment.otpauthUrl);
      expect(url.protocol).toBe("otpauth:");
      expect(url.host).toBe("totp");
      expect(Object.fromEntries(url.searchParams)).toMatchObject({
        secret: enrolment.secret,
        algorithm: "SHA1",
        digits: "6",
        period: "30",
      });
      expect(enrolment.recoveryCodes).toHaveLength(10);
      expect(new Set(enrolment.recoveryCodes).size).toBe(10);
      const stored = await query<{ secret_box: string }>(
        server,
        sql`select secret_box from staff_second_factors`,
      );
      for (const row of stored) expect(row.secret_box).not.toContain(enrolment.secret);
      const codes = await query<{ code_hash: string }>(
        server,
        sql`select code_hash from staff_recovery_codes`,
      );
      const hashes = codes.map((row) => row.code_hash).join(" ");
      for (const code of enrolment.recoveryCodes) {
        expect(hashes).not.toContain(code.replace("-", ""));
        expect(hashes).not.toContain(code);
      }
    });

    it("confirms with a code, verifies later sessions once each, never takes a code twice", async () => {
      const member: StaffMember = await accountWithRole(server, "staff");
      const enrol = await post("/api/staff/2fa/enrol", member.headers);
      member.enrolment = (await enrol.json()) as StaffMember["enrolment"];
      // A wrong code, then the right one.
      const wrong = await post("/api/staff/2fa/confirm", member.headers, { code: "000000" });
      expect(wrong.status).toBe(400);
      const code = nextCode(member);
      expect((await post("/api/staff/2fa/confirm", member.headers, { code })).status).toBe(204);
      expect((await server.request("GET", "/api/staff/inbox", { headers: member.headers })).status).toBe(200);
      // Enrolling again is refused once confirmed.
      expect((await post("/api/staff/2fa/enrol", member.headers)).status).toBe(409);

      // A second session: 403 until it proves the second factor; the code already used is refused.
      const second = await newSession(server, member);
      const gated = await server.request("GET", "/api/staff/inbox", { headers: second });
      expect(gated.status).toBe(403);
      expect(await gated.json()).toEqual({
        message: "Enter the code from your authenticator app to continue.",
        code: "second-factor-required",
      });
      expect((await post("/api/auth/2fa", second, { code })).status).toBe(400);
      expect((await post("/api/auth/2fa", second, { code: nextCode(member) })).status).toBe(204);
      expect((await server.request("GET", "/api/staff/inbox", { headers: second })).status).toBe(200);

      // A third session with a recovery code, which then works no more.
      const third = await newSession(server, member);
      const recovery = member.enrolment!.recoveryCodes[0]!;
      expect((await post("/api/auth/2fa", third, { code: recovery.toUpperCase() })).status).toBe(204);
      const fourth = await newSession(server, member);
      expect((await post("/api/auth/2fa", fourth, { code: recovery })).status).toBe(400);
    });

    it("refuses a visitor's code and rate-limits code attempts with 429 and Retry-After", async () => {
      const visitor = await accountWithRole(server, "visitor");
      expect((await post("/api/auth/2fa", visitor.headers, { code: "123456" })).status).toBe(409);
      const member = await verifiedStaff(server);
      const session = await newSession(server, member);
      const statuses: number[] = [];
      for (let i = 0; i < 11; i += 1) {
        statuses.push((await post("/api/auth/2fa", session, { code: "000000" })).status);
      }
      expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
      const limited = await post("/api/auth/2fa", session, { code: currentCode(member.enrolment!.secret) });
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    });

    it("wrong codes from someone who knows the password do not lock the owner's browser out; failures, lockouts and recovery codes are audited", async () => {
      const member = await verifiedStaff(server);
      const attacker = await newSession(server, member);
      const statuses = await Promise.all(
        Array.from({ length: 40 }, () => post("/api/auth/2fa", attacker, { code: wrongCode(member) })),
      ).then((responses) => responses.map((response) => response.status));
      expect(statuses.filter((status) => status === 400)).toHaveLength(10);
      expect(statuses.filter((status) => status === 429)).toHaveLength(30);
      expect(
        (await post("/api/auth/2fa", attacker, { code: currentCode(member.enrolment!.secret) })).status,
      ).toBe(429);

      // The owner's browser, recognised by its device cookie, has a counter of its own.
      const owner = await newSession(server, member, member.deviceCookie);
      expect((await post("/api/auth/2fa", owner, { code: nextCode(member) })).status).toBe(204);
      const withRecovery = await newSession(server, member, member.deviceCookie);
      const recovery = member.enrolment!.recoveryCodes[0]!;
      expect((await post("/api/auth/2fa", withRecovery, { code: recovery })).status).toBe(204);

      const audited = await query<{ action: string; detail: string }>(
        server,
        sql`select action, detail from audit_log
            where actor_id = (select id from users where email = ${member.email}) and action like '2fa-%'
            order by at`,
      );
      const of = (action: string) => audited.filter((row) => row.action === action);
      expect(of("2fa-failed")).toHaveLength(10);
      expect(of("2fa-failed").every((row) => row.detail === "sign-in")).toBe(true);
      expect(of("2fa-locked")).toEqual([{ action: "2fa-locked", detail: "too many codes: address counter" }]);
      expect(of("2fa-recovery-code")).toEqual([
        {
          action: "2fa-recovery-code",
          detail: `${member.enrolment!.recoveryCodes.length - 1} recovery codes left`,
        },
      ]);
    });
  });

  describe("inbox", () => {
    let staff: StaffMember;
    let admin: StaffMember;
    const ids: Record<string, string> = {};

    beforeAll(async () => {
      staff = await verifiedStaff(server);
      admin = await verifiedStaff(server, "admin");
      ids.old = await contact({ subject: "An old question", category: "general", email: "old@example.org" });
      await setReceivedAt(server, "contact_messages", ids.old, "2024-01-15T10:00:00Z");
      ids.contact = await contact();
      ids.application = await application();
      ids.spam = await contact({
        website: "http://spam.example",
        subject: "Cheap pills",
        email: "bot@example.org",
      });
      const newsletter = await server.request("POST", "/api/newsletter", {
        body: { email: "reader@example.org", ...humanMeta },
      });
      expect(newsletter.status).toBe(201);
      // A confirmed subscriber and a pending one (the pending one is no subscriber: not listed).
      await server.database.db.execute(
        sql`update subscriptions set status = 'confirmed', confirmed_at = now() where email = 'reader@example.org'`,
      );
      ids.subscription = (
        await query<{ id: string }>(
          server,
          sql`select id from subscriptions where email = 'reader@example.org'`,
        )
      )[0]!.id;
      await server.request("POST", "/api/newsletter", {
        body: { email: "pending@example.org", ...humanMeta },
      });
    });

    const list = (params: Record<string, string>, headers = staff.headers) =>
      get<InboxPage>(`/api/staff/inbox?${new URLSearchParams(params)}`, headers);
    const idsOf = (page: InboxPage) => page.items.map((item) => item.id);

    it("shows each entry's reference in the list, and finds an entry by its reference", async () => {
      const { reference } = await get<InboxDetail>(`/api/staff/inbox/contact/${ids.contact}`, staff.headers);
      expect(reference).toMatch(/^VC-/);
      const item = (await list({})).items.find((candidate) => candidate.id === ids.contact)!;
      expect(item.reference).toBe(reference);
      const subscriber = (await list({ kind: "subscription" })).items[0]!;
      expect(subscriber.reference).toBeNull();
      // As quoted in an email's subject, in any case, with or without its brackets.
      for (const q of [reference!, reference!.toLowerCase(), `[${reference}]`]) {
        expect(idsOf(await list({ q })), q).toEqual([ids.contact]);
      }
    });

    it("lists messages, applications and confirmed subscribers newest first, spam aside", async () => {
      const page = await list({});
      expect(idsOf(page)).toEqual(
        expect.arrayContaining([ids.contact, ids.application, ids.subscription, ids.old]),
      );
      expect(idsOf(page)).not.toContain(ids.spam);
      expect(page.items.map((item) => item.email)).not.toContain("pending@example.org");
      const times = page.items.map((item) => item.receivedAt);
      expect([...times].sort().reverse()).toEqual(times);
      expect(page.items.at(-1)!.id).toBe(ids.old);
      const item = page.items.find((entry) => entry.id === ids.application)!;
      expect(item).toMatchObject({
        kind: "application",
        name: "Grace Hopper",
        about: "AI Researcher",
        category: "ai-researcher",
        status: "received",
        verdict: "clean",
      });
    });

    it("filters by kind, category, status, verdict, dates and words", async () => {
      expect(idsOf(await list({ kind: "application" }))).toEqual([ids.application]);
      expect(idsOf(await list({ kind: "contact", category: "general" }))).toEqual([ids.old]);
      expect(idsOf(await list({ verdict: "spam" }))).toEqual([ids.spam]);
      expect(idsOf(await list({ verdict: "any", kind: "contact" }))).toContain(ids.spam);
      expect(idsOf(await list({ to: "2024-12-31" }))).toEqual([ids.old]);
      expect(idsOf(await list({ from: "2024-01-15", to: "2024-01-15" }))).toEqual([ids.old]);
      expect(idsOf(await list({ from: "2025-01-01" }))).not.toContain(ids.old);
      expect(idsOf(await list({ q: "compil" }))).toEqual([ids.application]);
      expect(idsOf(await list({ q: "SOIL ada" }))).toEqual([ids.contact]);
      expect(idsOf(await list({ q: "reader" }))).toEqual([ids.subscription]);
      expect(idsOf(await list({ q: "nothing-like-this" }))).toEqual([]);
      expect(idsOf(await list({ q: "%' or 1=1 --" }))).toEqual([]);
      expect(idsOf(await list({ status: "done" }))).toEqual([]);
    });

    it("refuses bad filters with 400, never 500", async () => {
      for (const params of [
        "kind=letters",
        "status=closed",
        "from=2024-02-30",
        "to=yesterday",
        "limit=0",
        "limit=abc",
        "cursor=not-a-cursor",
        "kind=contact&kind=application",
        `q=${"x".repeat(201)}`,
        "category=%00",
      ]) {
        const response = await server.request("GET", `/api/staff/inbox?${params}`, {
          headers: staff.headers,
        });
        expect(response.status, params).toBe(400);
      }
    });

    it("pages by keyset, stable while new entries arrive", async () => {
      const seen: string[] = [];
      let page = await list({ limit: "2" });
      seen.push(...idsOf(page));
      const before = (await list({ limit: "100" })).items.map((item) => item.id);
      // New entries arrive between pages (and one with the very same time as the last one shown).
      await contact({ subject: "Arrived later" });
      await application({ name: "Katherine Johnson" });
      while (page.nextCursor) {
        page = await list({ limit: "2", cursor: page.nextCursor });
        seen.push(...idsOf(page));
        await contact({ subject: "Arrived meanwhile" });
      }
      expect(seen).toEqual(before);
    });

    it("shows an entry in full, records the view of an application, and tracks status and notes", async () => {
      const detail = await get<InboxDetail>(`/api/staff/inbox/application/${ids.application}`, staff.headers);
      expect(detail.item.id).toBe(ids.application);
      expect(detail.fields).toContainEqual({ name: "cover_letter", value: "Compilers and climate models." });

      const stage = await post(`/api/staff/inbox/application/${ids.application}/stage`, staff.headers, {
        id: randomUUID(),
        stage: "in-review",
        sendEmail: false,
      });
      expect(stage.status).toBe(201);
      expect(((await stage.json()) as { item: InboxItem }).item.status).toBe("in-review");
      const note = await post(`/api/staff/inbox/application/${ids.application}/notes`, staff.headers, {
        body: "Strong candidate; call back Monday.",
      });
      expect(note.status).toBe(201);
      expect(((await note.json()) as { author: string }).author).toBe("Ada Lovelace");

      const after = await get<InboxDetail>(`/api/staff/inbox/application/${ids.application}`, admin.headers);
      expect(after.item.status).toBe("in-review");
      expect(after.statusChangedBy).toBe("Ada Lovelace");
      expect(after.statusChangedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(after.notes.map((entry) => entry.body)).toEqual(["Strong candidate; call back Monday."]);
      expect(after.history.map((entry) => entry.action)).toEqual(["stage", "note"]);
      expect(idsOf(await list({ status: "in-review" }))).toEqual([ids.application]);

      const { entries } = await get<AuditPage>("/api/staff/audit", admin.headers);
      const mine = entries.filter((entry) => entry.targetId === ids.application);
      expect(mine.map((entry) => entry.action)).toEqual(["view", "note", "stage", "view"]);
      expect(mine.every((entry) => entry.actor.includes("@example.org"))).toBe(true);
      // The audit log names records by id, never by their personal fields.
      expect(JSON.stringify(entries)).not.toContain("Grace");

      expect(
        (
          await server.request("GET", `/api/staff/inbox/contact/${ids.application}`, {
            headers: staff.headers,
          })
        ).status,
      ).toBe(404);
      expect(
        (
          await server.request("GET", `/api/staff/inbox/letters/${ids.application}`, {
            headers: staff.headers,
          })
        ).status,
      ).toBe(404);
      expect(
        (await server.request("GET", "/api/staff/inbox/contact/not-an-id", { headers: staff.headers }))
          .status,
      ).toBe(404);
    });

    it("releases a kept-aside message (its staff email is queued, as the CLI does) and marks one as spam", async () => {
      const outbox = () =>
        query<{ n: number }>(
          server,
          sql`select count(*)::int as n from mail_outbox where ref_id = ${ids.spam}`,
        );
      expect((await outbox())[0]!.n).toBe(0);
      const released = await post(`/api/staff/inbox/contact/${ids.spam}/release`, staff.headers);
      expect(released.status).toBe(200);
      expect(((await released.json()) as { item: InboxItem }).item.verdict).toBe("released");
      expect((await outbox())[0]!.n).toBe(1);
      expect((await post(`/api/staff/inbox/contact/${ids.spam}/release`, staff.headers)).status).toBe(409);

      const marked = await post(`/api/staff/inbox/contact/${ids.contact}/spam`, staff.headers);
      expect(marked.status).toBe(200);
      expect(((await marked.json()) as { item: InboxItem }).item.verdict).toBe("spam");
      expect(idsOf(await list({ verdict: "spam" }))).toEqual([ids.contact]);
      expect((await post(`/api/staff/inbox/contact/${ids.contact}/spam`, staff.headers)).status).toBe(409);
    });

    it("releases a subscription request kept aside as spam: its confirmation email is queued", async () => {
      const kept = await server.request("POST", "/api/newsletter", {
        body: { ...humanMeta, email: "kept@example.org", website: "http://spam.example" },
      });
      expect(kept.status).toBe(201);
      const [entry] = (await list({ kind: "subscription", verdict: "spam" })).items;
      expect(entry).toMatchObject({ email: "kept@example.org", verdict: "spam" });
      const released = await post(`/api/staff/inbox/subscription/${entry!.id}/release`, staff.headers);
      expect(released.status).toBe(200);
      expect(((await released.json()) as { item: InboxItem }).item.verdict).toBe("released");
      const emails = await query<{ n: number }>(
        server,
        sql`select count(*)::int as n from mail_outbox where recipients = 'kept@example.org'`,
      );
      expect(emails[0]!.n).toBe(1);
    });

    it("exports the current filter as CSV, as safe as the CLI's", async () => {
      const formula = await contact({ name: '=HYPERLINK("http://evil")', subject: 'Formula, with "quotes"' });
      const response = await server.request("GET", "/api/staff/inbox/export?kind=contact&q=formula", {
        headers: staff.headers,
      });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^text\/csv/);
      expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="inbox-contact-/);
      expect(response.headers.get("cache-control")).toBe("no-store");
      const text = await response.text();
      const lines = text
        .replace(/^\uFEFF/, "")
        .trimEnd()
        .split("\r\n");
      expect(lines[0]).toBe(
        "id,reference,received_at,category,name,email,organization,subject,message,handling_status,status_changed_at,spam_verdict,spam_reason",
      );
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain(formula);
      // The reference the sender was given, the one every email and the console show.
      const { reference } = await get<InboxDetail>(`/api/staff/inbox/contact/${formula}`, staff.headers);
      expect(lines[1]!.startsWith(`${formula},${reference},`)).toBe(true);
      expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"")"`);
      expect(lines[1]).toContain(`"Formula, with ""quotes"""`);
      const missingKind = await server.request("GET", "/api/staff/inbox/export", { headers: staff.headers });
      expect(missingKind.status).toBe(400);
    });

    it("erasing an address also removes the values of a refused form kept for its redirect back, and only those", async () => {
      const flash = (email: string): FormFlash => ({
        summary: { message: "The message could not be sent.", details: [] },
        errors: { message: "Please enter a message." },
        values: { name: "Someone", email, message: "" },
      });
      await saveFlash(server.database.db, "contact", flash("ada@example.org"), false);
      await saveFlash(server.database.db, "contact", flash("Erase.Me@Example.org"), false);
      const { removed } = await eraseAddress(server.database.db, "erase.me@example.org");
      expect(removed.form_flashes).toBe(1);
      const left = await query<{ email: string }>(
        server,
        sql`select payload->'values'->>'email' as email from form_flashes order by 1`,
      );
      expect(left.map((row) => row.email)).toContain("ada@example.org");
      expect(left.map((row) => row.email)).not.toContain("Erase.Me@Example.org");
    });

    it("erasing an address also removes staff's notes on its entries (the audit log keeps ids only)", async () => {
      const notes = () =>
        query<{ n: number }>(
          server,
          sql`select count(*)::int as n from inbox_notes where ref_id = ${ids.application}`,
        );
      expect((await notes())[0]!.n).toBe(1);
      const { removed } = await eraseAddress(server.database.db, "grace@example.org");
      expect(removed.inbox_notes).toBe(1);
      expect((await notes())[0]!.n).toBe(0);
      expect(
        (
          await server.request("GET", `/api/staff/inbox/application/${ids.application}`, {
            headers: staff.headers,
          })
        ).status,
      ).toBe(404);
    });

    it("answers bad bodies with 400 once the caller is allowed", async () => {
      for (const [path, body] of [
        [`/api/staff/inbox/contact/${ids.contact}/status`, { status: "closed" }],
        [`/api/staff/inbox/contact/${ids.contact}/notes`, { body: "   " }],
        ["/api/staff/accounts/role", { email: "x@example.org", role: "owner" }],
        ["/api/auth/2fa", {}],
      ] as const) {
        const response = await post(path, path.includes("accounts") ? admin.headers : staff.headers, body);
        expect(response.status, path).toBe(400);
      }
    });
  });
});
