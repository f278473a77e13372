import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import pino from "pino";
import type { AnalyticsDashboard } from "../../contract/analytics.ts";
import { Ingestor, type Hit } from "../../server/analytics/ingest.ts";
import { dropExpiredRaw, ensurePartitions, rollUp } from "../../server/analytics/maintenance.ts";
import { BEACON_RATE } from "../../server/analytics/ingest.routes.ts";
import { bearer, registerAccount } from "../support/auth-helpers.ts";
import { countRows, formsTestEnv, humanMeta, rows } from "../support/forms.ts";
import { verifiedStaff, type StaffMember } from "../support/staff-helpers.ts";
import { databaseLabel } from "../support/test-database.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0";
const SAFARI_PHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const silent = pino({ level: "silent" });

describe(`privacy-first analytics on ${databaseLabel()}`, () => {
  let server: TestServer;
  let staff: StaffMember;
  beforeAll(async () => {
    server = await startTestServer(formsTestEnv);
    staff = await verifiedStaff(server);
  });
  afterAll(async () => {
    await server.close();
  });

  const beacon = (body: unknown, headers: Record<string, string> = {}) =>
    server.request("POST", "/api/event", {
      body: typeof body === "string" ? body : JSON.stringify(body),
      headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": FIREFOX, ...headers },
    });
  const board = async (query = ""): Promise<AnalyticsDashboard> => {
    const response = await server.request("GET", `/api/staff/analytics${query}`, { headers: staff.headers });
    expect(response.status).toBe(200);
    return (await response.json()) as AnalyticsDashboard;
  };
  const clearEvents = () => rows(server, "truncate analytics_events, analytics_daily, analytics_rollups");

  it("counts a browser's view, with its coarse facts only, and answers every beacon 204", async () => {
    await clearEvents();
    const view = {
      k: "v",
      u: "/insights?utm_source=Newsletter&utm_medium=email&utm_campaign=nov&token=secret",
      r: "https://www.example.com/some/page?q=1",
      w: 1280,
    };
    expect((await beacon(view)).status).toBe(204);
    const dashboard = await board();
    expect(dashboard.totals).toEqual({ visitors: 1, views: 1, viewsPerVisit: 1 });
    expect(dashboard.realtimeVisitors).toBe(1);
    expect(dashboard.pages).toEqual([{ key: "/insights", views: 1, visitors: 1, previousViews: 0 }]);
    expect(dashboard.referrers).toEqual([{ key: "example.com", views: 1, visitors: 1, previousViews: 0 }]);
    expect(dashboard.campaigns).toEqual([
      { key: "newsletter / email / nov", views: 1, visitors: 1, previousViews: 0 },
    ]);
    expect(dashboard.browsers).toEqual([{ key: "Firefox", views: 1, visitors: 1, previousViews: 0 }]);
    expect(dashboard.systems).toEqual([{ key: "Linux", views: 1, visitors: 1, previousViews: 0 }]);
    expect(dashboard.screens).toEqual([{ key: "laptop", views: 1, visitors: 1, previousViews: 0 }]);
  });

  it("records events with their page: a page not found with the page that linked to it, other names refused", async () => {
    await clearEvents();
    const sent = await Promise.all([
      // The not-found page's view: not a page of the site, so a page not found.
      beacon({ k: "v", u: "/old-page?x=1", r: `${server.url}/vision`, w: 800 }),
      beacon({ k: "e", n: "search-empty", v: "carbon\tcredits", u: "/", w: 800 }),
      beacon({ k: "e", n: "outbound", v: "https://github.com/verdant", u: "/projects", w: 800 }),
      beacon({ k: "e", n: "made-up", v: "x", u: "/", w: 800 }),
    ]);
    expect(sent.map((answer) => answer.status)).toEqual([204, 204, 204, 204]);
    const events = (await board()).events;
    expect(events).toHaveLength(3);
    expect(events).toContainEqual({
      name: "not-found",
      value: "/vision",
      count: 1,
      visitors: 1,
      previousCount: 0,
    });
    expect(events).toContainEqual({
      name: "search-empty",
      value: "carbon credits",
      count: 1,
      visitors: 1,
      previousCount: 0,
    });
    expect(events).toContainEqual({
      name: "outbound",
      value: "https://github.com/verdant",
      count: 1,
      visitors: 1,
      previousCount: 0,
    });
    const pages = await rows<{ page: string }>(
      server,
      "select page from analytics_events where name = 'not-found'",
    );
    expect(pages).toEqual([{ page: "/old-page" }]);
  });

  it("records only the site's own pages: a view of any other path is a not-found event, its path cut to 200 characters", async () => {
    await clearEvents();
    const spam = "/BUY-CHEAP-PILLS-at-evil.example";
    const long = `/${"a".repeat(400)}`;
    const sent = await Promise.all([
      ...Array.from({ length: 5 }, () => beacon({ k: "v", u: spam, w: 800 })),
      beacon({ k: "v", u: `${long}?x=1`, r: `${server.url}/vision`, w: 800 }),
      // Events on a page the site does not serve, and the not-found event a client names itself, are not kept: the
      // server decides what was not found, once per view.
      beacon({ k: "e", n: "outbound", v: "https://evil.example/", u: spam, w: 800 }),
      beacon({ k: "e", n: "not-found", u: spam, r: `${server.url}/vision`, w: 800 }),
      // A view of a page the site serves, and its referrer within the site only when that is a page too.
      beacon({ k: "v", u: "/vision/", r: `${server.url}${spam}`, w: 800 }),
    ]);
    expect(new Set(sent.map((answer) => answer.status))).toEqual(new Set([204]));
    const dashboard = await board();
    expect(dashboard.pages).toEqual([{ key: "/vision", views: 1, visitors: 1, previousViews: 0 }]);
    expect(dashboard.events).toEqual([
      { name: "not-found", value: "", count: 5, visitors: 1, previousCount: 0 },
      { name: "not-found", value: "/vision", count: 1, visitors: 1, previousCount: 0 },
    ]);
    const pages = await rows<{ page: string; kind: string }>(
      server,
      "select page, kind from analytics_events",
    );
    expect(pages.map(({ page, kind }) => `${kind} ${page}`).sort()).toEqual([
      ...Array.from({ length: 5 }, () => `event ${spam}`),
      `event ${long.slice(0, 200)}`,
      "view /vision",
    ]);
  });

  it("does not count bots, Global Privacy Control, Do Not Track, nor malformed or oversized beacons", async () => {
    await clearEvents();
    const view = { k: "v", u: "/", w: 400 };
    const answers = await Promise.all([
      beacon(view, { "user-agent": GOOGLEBOT }),
      beacon(view, { "user-agent": "curl/8.5.0" }),
      beacon(view, { "sec-gpc": "1" }),
      beacon(view, { dnt: "1" }),
      beacon("{not json"),
      beacon({ k: "v", u: "/", r: "x".repeat(3000) }),
      beacon({ k: "e", n: "form", v: "contact", u: "/contact" }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([204, 204, 204, 204, 204, 204, 204]);
    expect((await board()).totals.views).toBe(0);
    expect(await countRows(server, "analytics_events")).toBe(0);
  });

  it("counts the same visitor once a day, and again the next day (salts rotate, old ones are deleted)", async () => {
    await clearEvents();
    await rows(server, "truncate analytics_salts");
    let now = new Date("2026-03-10T08:00:00Z");
    const ingestor = new Ingestor(server.database.db, silent, { now: () => now });
    await ensurePartitions(server.database.db, now, now);
    const hit: Hit = { kind: "view", page: "/", address: "203.0.113.7", userAgent: FIREFOX, site: "site" };
    await ingestor.record(hit);
    now = new Date("2026-03-10T20:00:00Z");
    await ingestor.record({ ...hit, page: "/vision" });
    await ingestor.record({ ...hit, address: "203.0.113.8" });
    now = new Date("2026-03-11T09:00:00Z");
    await ingestor.record(hit);
    await ingestor.flush();
    expect(await rows(server, "select day::text as day from analytics_salts")).toEqual([
      { day: "2026-03-11" },
    ]);
    const dashboard = await board("?from=2026-03-10&to=2026-03-11");
    // Day one: two visitors (one with two views); day two: the first person again, a new visitor.
    expect(dashboard.totals).toEqual({ visitors: 3, views: 4, viewsPerVisit: 1.33 });
    expect((await board("?from=2026-03-10&to=2026-03-10")).totals.visitors).toBe(2);
  });

  it("sets every table against the period before it: views, events and each goal's rate", async () => {
    await clearEvents();
    let now = new Date("2026-04-01T10:00:00Z");
    const ingestor = new Ingestor(server.database.db, silent, { now: () => now });
    await ensurePartitions(server.database.db, now, now);
    const view = (page: string, address: string): Hit => ({
      kind: "view",
      page,
      address,
      userAgent: FIREFOX,
      site: "site",
      browser: "Firefox",
    });
    const sent = (address: string): Hit => ({
      ...view("/contact", address),
      kind: "event",
      name: "form",
      value: "contact",
    });
    // The day before: four views of /contact, one message. The day itself: two views, two messages, and a new page.
    for (const address of ["198.51.100.1", "198.51.100.2", "198.51.100.3", "198.51.100.4"])
      await ingestor.record(view("/contact", address));
    await ingestor.record(sent("198.51.100.1"));
    now = new Date("2026-04-02T10:00:00Z");
    for (const address of ["198.51.100.5", "198.51.100.6"]) {
      await ingestor.record(view("/contact", address));
      await ingestor.record(sent(address));
    }
    await ingestor.record(view("/vision", "198.51.100.5"));
    await ingestor.flush();

    const dashboard = await board("?from=2026-04-02&to=2026-04-02");
    expect(dashboard.previousRange).toEqual({ from: "2026-04-01", to: "2026-04-01" });
    expect(dashboard.pages).toEqual([
      { key: "/contact", views: 2, visitors: 2, previousViews: 4 },
      { key: "/vision", views: 1, visitors: 1, previousViews: 0 },
    ]);
    expect(dashboard.browsers).toEqual([{ key: "Firefox", views: 3, visitors: 2, previousViews: 4 }]);
    expect(dashboard.events).toEqual([
      { name: "form", value: "contact", count: 2, visitors: 2, previousCount: 1 },
    ]);
    expect(dashboard.conversions).toEqual([
      { goal: "Contact form", views: 2, completions: 2, rate: 1, previousRate: 0.25 },
    ]);
    const csv = await server.request(
      "GET",
      "/api/staff/analytics/export?table=conversions&from=2026-04-02&to=2026-04-02",
      {
        headers: staff.headers,
      },
    );
    expect((await csv.text()).split("\r\n").slice(0, 2)).toEqual([
      "goal,views,completions,rate,previous rate",
      "Contact form,2,2,1,0.25",
    ]);
  });

  it("keeps no address nor user agent in any analytics table", async () => {
    const columns = await rows<{ table_name: string; column_name: string }>(
      server,
      `select table_name, column_name from information_schema.columns
       where table_schema = 'public' and table_name like 'analytics%'`,
    );
    expect(columns.length).toBeGreaterThan(10);
    const names = columns.map((column) => column.column_name);
    for (const name of names) expect(name).not.toMatch(/ip|addr|agent|^ua$|user/i);
    // Nor are they hidden in a value.
    await beacon({ k: "v", u: "/", w: 800 }, { "user-agent": SAFARI_PHONE });
    await server.request("GET", "/api/staff/analytics", { headers: staff.headers });
    const dump = JSON.stringify(
      await rows(server, "select *, visitor::text as visitor from analytics_events"),
    );
    expect(dump).toContain("Safari");
    expect(dump).not.toContain("iPhone OS");
    expect(dump).not.toContain("127.0.0.1");
  });

  it("records a form the server accepted, once, and sets it against its page's views", async () => {
    await clearEvents();
    const browser = { "user-agent": FIREFOX, referer: `${server.url}/contact` };
    await beacon({ k: "v", u: "/contact", w: 1280 });
    const message = {
      name: "Ada Lovelace",
      email: "ada@example.org",
      subject: "Genome data partnership",
      message: "Hello,\nwe would like to talk.",
      category: "genomics",
      ...humanMeta,
    };
    const sent = await server.request("POST", "/api/contact", {
      body: message,
      headers: { ...browser, "idempotency-key": "analytics-contact-1" },
    });
    expect(sent.status).toBe(201);
    // The same request again (a retry) is answered from the key and not counted twice.
    const again = await server.request("POST", "/api/contact", {
      body: message,
      headers: { ...browser, "idempotency-key": "analytics-contact-1" },
    });
    expect(again.status).toBe(201);
    const dashboard = await board();
    expect(dashboard.events).toEqual([
      { name: "form", value: "contact", count: 1, visitors: 1, previousCount: 0 },
    ]);
    expect(dashboard.conversions).toContainEqual({
      goal: "Contact form",
      views: 1,
      completions: 1,
      rate: 1,
      previousRate: 0,
    });
  });

  it("sets each position's applications against its views", async () => {
    await clearEvents();
    await beacon({ k: "e", n: "position-view", v: "ai-researcher", u: "/careers", w: 1280 });
    await beacon({ k: "e", n: "position-view", v: "ai-researcher", u: "/careers", w: 1280 });
    const applied = await server.request("POST", "/api/careers/apply", {
      body: {
        name: "Grace Hopper",
        email: "grace@example.org",
        position: "ai-researcher",
        experience: "executive",
        coverLetter: "Compilers, mostly.",
        ...humanMeta,
      },
      headers: { "user-agent": FIREFOX, referer: `${server.url}/careers` },
    });
    expect(applied.status).toBe(201);
    const conversion = (await board()).conversions.find((row) => row.goal.startsWith("Application:"));
    expect(conversion).toMatchObject({ views: 2, completions: 1, rate: 0.5 });
  });

  it("rolls complete days up with the same totals as the raw events, then drops the raw month", async () => {
    await clearEvents();
    let now = new Date("2026-01-05T10:00:00Z");
    const db = server.database.db;
    await ensurePartitions(db, now, new Date("2026-02-01T00:00:00Z"));
    const ingestor = new Ingestor(db, silent, { now: () => now });
    const pages = ["/", "/vision", "/careers", "/contact"];
    for (let day = 0; day < 4; day++) {
      for (let i = 0; i < 12; i++) {
        now = new Date(Date.parse("2026-01-05T10:00:00Z") + day * 86_400_000 + i * 60_000);
        await ingestor.record({
          kind: i % 5 === 4 ? "event" : "view",
          name: i % 5 === 4 ? "download" : null,
          value: i % 5 === 4 ? "/downloads/brochure.pdf" : null,
          page: pages[i % pages.length]!,
          referrer: i % 3 === 0 ? "example.com" : null,
          utmSource: i % 4 === 0 ? "newsletter" : null,
          browser: i % 2 ? "Firefox" : "Chrome",
          os: "Linux",
          screen: i % 2 ? "mobile" : "desktop",
          address: `198.51.100.${i % 7}`,
          userAgent: FIREFOX,
          site: "site",
        });
      }
    }
    await ingestor.flush();
    const range = "?from=2026-01-05&to=2026-01-08";
    const fromRaw = await board(range);
    expect(fromRaw.totals.views).toBeGreaterThan(0);
    expect(await rollUp(db, new Date("2026-01-20T00:00:00Z"))).toEqual([
      "2026-01-05",
      "2026-01-06",
      "2026-01-07",
      "2026-01-08",
      // Up to the last day complete ten minutes ago.
      ...Array.from({ length: 10 }, (_, i) => `2026-01-${String(9 + i).padStart(2, "0")}`),
    ]);
    const fromRollUp = await board(range);
    expect({ ...fromRollUp, realtimeVisitors: 0 }).toEqual({ ...fromRaw, realtimeVisitors: 0 });
    // Retention: once January's last day is 30 days old, its partition goes and the aggregates stay.
    // (The job rolls up before it drops, as here.)
    for (const [at, dropped] of [
      ["2026-02-20T00:00:00Z", []],
      ["2026-03-05T00:00:00Z", ["analytics_events_2026_01"]],
    ] as const) {
      await rollUp(db, new Date(at));
      expect(await dropExpiredRaw(db, new Date(at))).toEqual(dropped);
    }
    const afterDrop = await board(range);
    expect({ ...afterDrop, realtimeVisitors: 0 }).toEqual({ ...fromRaw, realtimeVisitors: 0 });
  });

  it("exports each table as CSV", async () => {
    const response = await server.request("GET", "/api/staff/analytics/export?table=pages", {
      headers: staff.headers,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/csv/);
    // A byte-order mark first (for spreadsheets), which text() removes.
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes).split("\r\n")[0]).toBe("page,views,visitors,previous views");
  });

  it("is for staff only: 401 without a session, 403 for a visitor; reads a reversed range the right way", async () => {
    expect((await server.request("GET", "/api/staff/analytics")).status).toBe(401);
    const visitor = await registerAccount(server);
    const refused = await server.request("GET", "/api/staff/analytics", { headers: bearer(visitor.token) });
    expect(refused.status).toBe(403);
    const reversed = await server.request("GET", "/api/staff/analytics?from=2026-02-02&to=2026-02-01", {
      headers: staff.headers,
    });
    expect(((await reversed.json()) as AnalyticsDashboard).range).toEqual({
      from: "2026-02-01",
      to: "2026-02-02",
    });
    const invalid = await server.request("GET", "/api/staff/analytics?from=2026-02-30", {
      headers: staff.headers,
    });
    expect(invalid.status).toBe(400);
  });
});

describe(`the beacon's rate limit on ${databaseLabel()}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it("counts at most its limit of parallel hits from one address in a minute, answering all 204", async () => {
    const answers = await Promise.all(
      Array.from({ length: BEACON_RATE.limit + 30 }, () =>
        server.request("POST", "/api/event", {
          body: JSON.stringify({ k: "v", u: "/", w: 1000 }),
          headers: { "content-type": "text/plain", "user-agent": FIREFOX },
        }),
      ),
    );
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([204]));
    // Hits are written in batches within a second.
    await vi.waitFor(
      async () => expect(await countRows(server, "analytics_events")).toBe(BEACON_RATE.limit),
      {
        timeout: 10_000,
        interval: 200,
      },
    );
  });
});
