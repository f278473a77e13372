import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pino from "pino";
import type { AnalyticsDashboard, AnalyticsRealtime } from "../../contract/analytics.ts";
import { addDays } from "../../server/analytics/dashboard.ts";
import { Ingestor, type Hit } from "../../server/analytics/ingest.ts";
import { ensurePartitions, rollUp } from "../../server/analytics/maintenance.ts";
import { utcDay } from "../../server/analytics/visitor-hash.ts";
import { formsTestEnv, humanMeta, rows } from "../support/forms.ts";
import { verifiedStaff, type StaffMember } from "../support/staff-helpers.ts";
import { databaseLabel } from "../support/test-database.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0";
const silent = pino({ level: "silent" });
// Addresses whose country the database knows (checked against the pinned version; see country.test.ts).
const IN_GB = "81.2.69.142";
const IN_IE_V6 = "2a00:1450:4001:82a::200e";
const IN_US = "8.8.8.8";

// The dashboard over time: countries, the chart's days, presets, the applications goal, the realtime panel.
describe(`analytics over time on ${databaseLabel()}`, () => {
  let server: TestServer;
  let staff: StaffMember;
  beforeAll(async () => {
    // Behind a proxy on this machine: the client address comes from X-Forwarded-For, as in production.
    server = await startTestServer({ ...formsTestEnv, TRUST_PROXY: "127.0.0.1" });
    staff = await verifiedStaff(server);
  });
  afterAll(async () => {
    await server.close();
  });

  const beacon = (body: unknown, address: string) =>
    server.request("POST", "/api/event", {
      body: JSON.stringify(body),
      headers: { "content-type": "text/plain", "user-agent": FIREFOX, "x-forwarded-for": address },
    });
  const get = async <T>(path: string): Promise<T> => {
    const response = await server.request("GET", path, { headers: staff.headers });
    expect(response.status).toBe(200);
    return (await response.json()) as T;
  };
  const board = (query = "") => get<AnalyticsDashboard>(`/api/staff/analytics${query}`);
  const clearEvents = () => rows(server, "truncate analytics_events, analytics_daily, analytics_rollups");

  it("stores each view's country code, never its address, and breaks the views down by country", async () => {
    await clearEvents();
    for (const address of [IN_GB, IN_GB, IN_IE_V6, "192.168.1.20", "10.1.2.3"]) {
      expect((await beacon({ k: "v", u: "/vision", w: 1280 }, address)).status).toBe(204);
    }
    const dashboard = await board();
    expect(dashboard.countries).toEqual([
      // Private addresses belong to no country (the data itself places 192.168.0.0/16 in Australia).
      { key: "", views: 2, visitors: 2, previousViews: 0 },
      { key: "GB", views: 2, visitors: 1, previousViews: 0 },
      { key: "IE", views: 1, visitors: 1, previousViews: 0 },
    ]);
    const stored = await rows<{ country: string | null }>(
      server,
      "select country from analytics_events order by country nulls first",
    );
    expect(stored.map((row) => row.country)).toEqual([null, null, "GB", "GB", "IE"]);
    const dump = JSON.stringify(
      await rows(server, "select *, visitor::text as visitor from analytics_events"),
    );
    for (const address of [IN_GB, IN_IE_V6, "192.168.1.20", "2a00:1450"]) expect(dump).not.toContain(address);

    const csv = await server.request("GET", "/api/staff/analytics/export?table=countries", {
      headers: staff.headers,
    });
    expect((await csv.text()).split("\r\n").slice(0, 3)).toEqual([
      "country,views,visitors,previous views",
      ",2,2,0",
      "GB,2,1,0",
    ]);
  });

  it("gives every day of the range and of the previous period, from raw events and from the roll-up alike", async () => {
    await clearEvents();
    const db = server.database.db;
    let now = new Date("2026-03-01T12:00:00Z");
    await ensurePartitions(db, now, new Date("2026-04-01T00:00:00Z"));
    const ingestor = new Ingestor(db, silent, { now: () => now });
    const view = (address: string): Hit => ({
      kind: "view",
      page: "/",
      address,
      userAgent: FIREFOX,
      site: "site",
    });
    // Previous period: March 1 and 2 (one view, then none); the range: March 3 and 4 (two visitors, then three
    // views of one visitor).
    await ingestor.record(view(IN_US));
    now = new Date("2026-03-03T09:00:00Z");
    await ingestor.record(view(IN_GB));
    await ingestor.record(view(IN_US));
    now = new Date("2026-03-04T23:59:00Z");
    for (let i = 0; i < 3; i++) await ingestor.record(view(IN_GB));
    await ingestor.flush();

    const expected = {
      range: { from: "2026-03-03", to: "2026-03-04" },
      previousRange: { from: "2026-03-01", to: "2026-03-02" },
      series: [
        { day: "2026-03-03", visitors: 2, views: 2 },
        { day: "2026-03-04", visitors: 1, views: 3 },
      ],
      previousSeries: [
        { day: "2026-03-01", visitors: 1, views: 1 },
        { day: "2026-03-02", visitors: 0, views: 0 },
      ],
      totals: { visitors: 3, views: 5, viewsPerVisit: 1.67 },
      previousTotals: { visitors: 1, views: 1, viewsPerVisit: 1 },
    };
    const fromRaw = await board("?from=2026-03-03&to=2026-03-04");
    expect(fromRaw).toMatchObject(expected);
    expect(fromRaw.countries).toEqual([
      { key: "GB", views: 4, visitors: 2, previousViews: 0 },
      { key: "US", views: 1, visitors: 1, previousViews: 1 },
    ]);
    await rollUp(db, new Date("2026-03-10T00:00:00Z"));
    const fromRollUp = await board("?from=2026-03-03&to=2026-03-04");
    expect({ ...fromRollUp, realtimeVisitors: 0 }).toEqual({ ...fromRaw, realtimeVisitors: 0 });
  });

  it("fills a preset's range in UTC days ending today, against as many days before it", async () => {
    const today = utcDay(new Date());
    const cases = [
      ["today", today, 1],
      ["7d", addDays(today, -6), 7],
      ["30d", addDays(today, -29), 30],
      ["month", `${today.slice(0, 7)}-01`, undefined],
      ["12mo", undefined, undefined],
    ] as const;
    for (const [period, from, days] of cases) {
      const dashboard = await board(`?period=${period}&from=2020-01-01&to=2020-01-02`);
      // The preset wins over From and Until.
      expect(dashboard.range.to).toBe(today);
      if (from) expect(dashboard.range.from).toBe(from);
      const length = dashboard.series.length;
      if (days) expect(length).toBe(days);
      expect(dashboard.previousSeries).toHaveLength(length);
      expect(dashboard.previousRange.to).toBe(addDays(dashboard.range.from, -1));
      expect(dashboard.previousRange.from).toBe(addDays(dashboard.range.from, -length));
    }
    const year = await board("?period=12mo");
    expect(year.range.from.slice(8)).toBe("01");
    expect(year.series.length).toBeGreaterThan(334);
    expect(year.series.length).toBeLessThanOrEqual(366);
    const refused = await server.request("GET", "/api/staff/analytics?period=week", {
      headers: staff.headers,
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain(
      "period must be one of today, 7d, 30d, month, 12mo",
    );
  });

  it("counts every job application the server accepted as a goal; a beacon cannot fake one", async () => {
    await clearEvents();
    const careers = { "user-agent": FIREFOX, referer: `${server.url}/careers`, "x-forwarded-for": IN_GB };
    await beacon({ k: "v", u: "/careers", w: 1280 }, IN_GB);
    await beacon({ k: "v", u: "/careers", w: 1280 }, IN_US);
    // Forged: a form event is the server's own; this one is dropped.
    await beacon({ k: "e", n: "form", v: "application:ai-researcher", u: "/careers", w: 1280 }, IN_US);
    for (const [name, email, position] of [
      ["Grace Hopper", "grace@example.org", "ai-researcher"],
      ["Katherine Johnson", "katherine@example.org", "climate-scientist"],
    ] as const) {
      const applied = await server.request("POST", "/api/careers/apply", {
        body: { name, email, position, experience: "senior", coverLetter: "Numbers.", ...humanMeta },
        headers: careers,
      });
      expect(applied.status).toBe(201);
    }
    const goal = (await board()).conversions.find((row) => row.goal === "Job applications");
    expect(goal).toEqual({
      goal: "Job applications",
      views: 2,
      completions: 2,
      rate: 1,
      previousRate: 0,
    });
  });

  it("lists the pages being read in the last five minutes, for staff only", async () => {
    await clearEvents();
    await beacon({ k: "v", u: "/careers", w: 400 }, IN_GB);
    await beacon({ k: "v", u: "/careers", w: 400 }, IN_US);
    await beacon({ k: "v", u: "/vision", w: 400 }, IN_GB);
    await beacon({ k: "e", n: "outbound", v: "https://example.org", u: "/vision", w: 400 }, IN_GB);
    const now = await get<AnalyticsRealtime>("/api/staff/analytics/realtime");
    expect(now).toEqual({
      visitors: 2,
      pages: [
        { page: "/careers", visitors: 2, views: 2 },
        { page: "/vision", visitors: 1, views: 1 },
      ],
    });
    expect((await board()).realtimeVisitors).toBe(2);
    const anonymous = await server.request("GET", "/api/staff/analytics/realtime");
    expect(anonymous.status).toBe(401);
  });
});
