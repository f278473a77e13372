import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  analyticsDashboardSchema,
  analyticsExportQuerySchema,
  analyticsQuerySchema,
  analyticsRealtimeSchema,
  type AnalyticsDashboard,
  type AnalyticsPeriod,
  type AnalyticsTable,
} from "../../contract/analytics-schemas.ts";
import { z } from "../../contract/zod.ts";
import { jobTitles } from "../careers/job-ids.ts";
import { access } from "../http/access.ts";
import { answer, component, routeSchema, textAnswer } from "../http/route-schema.ts";
import { toCsv } from "../inbox/csv.ts";
import type { AppServices } from "../services.ts";
import { staffCommon, staffInvalid } from "../staff/staff-answers.ts";
import { described } from "../staff/staff-query.ts";
import { addDays, dashboard, defaultRange, periodRange, realtime } from "./dashboard.ts";

/** The longest range the dashboard sums. */
const MAX_DAYS = 366;

const rangeQuery = {
  from: described(
    analyticsQuerySchema.shape.from,
    "The first UTC day of the range (default: 29 days before `to`).",
    "2026-11-01",
    "date",
  ),
  to: described(
    analyticsQuerySchema.shape.to,
    "The last UTC day of the range, included (default: today).",
    "2026-11-30",
    "date",
  ),
  period: described(
    analyticsQuerySchema.shape.period,
    "A preset range in UTC days ending today by the server's clock, used instead of `from` and `to`: " +
      "`today`, `7d` (the last 7 days), `30d`, `month` (from the 1st of this month) or `12mo` (from the 1st " +
      "of the month 11 months ago).",
    "7d",
  ),
};

const exampleRow = { key: "/careers", views: 412, visitors: 230, previousViews: 377 };

const dashboardSchema = routeSchema({
  operationId: "getAnalytics",
  tags: ["Staff"],
  summary: "The analytics dashboard for a range of days, compared with the period before",
  description:
    "Visitors, views and views per visit for the range and for as many days before it (the previous period); " +
    "the visitors and views of each day of both, for the chart (`series`, `previousSeries`: day i of one set " +
    "against day i of the other); the top 100 pages, referrer domains (empty key: direct or unknown), " +
    "campaigns (UTM source / medium / campaign), browsers, systems, screen classes and countries (ISO 3166-1 " +
    "alpha-2, empty key: unknown; looked up from the address when the hit arrived, which is never stored); " +
    "events; conversions (each form against its page's views, each position's applications against its " +
    "views, and every job application the server accepted against the careers page's views); and the distinct " +
    "visitors of the last five minutes. Days are UTC days. A visit is a " +
    "visitor's day. A reversed range is read the right way round, and " +
    "a range over 366 days keeps its last 366: `range` in the answer is the range shown.",
  querystring: z.object(rangeQuery),
  response: {
    200: answer("The dashboard.", component("AnalyticsDashboard", analyticsDashboardSchema), {
      range: { from: "2026-11-01", to: "2026-11-30" },
      previousRange: { from: "2026-10-02", to: "2026-10-31" },
      totals: { visitors: 1830, views: 4620, viewsPerVisit: 2.52 },
      previousTotals: { visitors: 1610, views: 3900, viewsPerVisit: 2.42 },
      realtimeVisitors: 3,
      series: [{ day: "2026-11-01", visitors: 61, views: 150 }],
      previousSeries: [{ day: "2026-10-02", visitors: 55, views: 131 }],
      pages: [exampleRow],
      referrers: [{ key: "example.org", views: 120, visitors: 98, previousViews: 104 }],
      campaigns: [{ key: "newsletter / email / november", views: 80, visitors: 61, previousViews: 0 }],
      browsers: [{ key: "Firefox", views: 900, visitors: 400, previousViews: 850 }],
      systems: [{ key: "Linux", views: 700, visitors: 300, previousViews: 640 }],
      screens: [{ key: "desktop", views: 2100, visitors: 800, previousViews: 1900 }],
      countries: [{ key: "DE", views: 640, visitors: 290, previousViews: 600 }],
      events: [{ name: "form", value: "contact", count: 12, visitors: 12, previousCount: 9 }],
      conversions: [
        { goal: "Contact form", views: 300, completions: 12, rate: 0.04, previousRate: 0.03 },
        { goal: "Job applications", views: 412, completions: 9, rate: 0.0218, previousRate: 0.0159 },
      ],
    }),
    400: staffInvalid,
    ...staffCommon,
  },
});

const realtimeSchema = routeSchema({
  operationId: "getAnalyticsRealtime",
  tags: ["Staff"],
  summary: "The pages being read now",
  description:
    "The distinct visitors of the last five minutes, and the pages they viewed (at most 10, most visitors " +
    "first), from the raw events. Small and cheap, for a panel that refreshes itself every 30 seconds.",
  response: {
    200: answer("Now.", component("AnalyticsRealtime", analyticsRealtimeSchema), {
      visitors: 3,
      pages: [
        { page: "/careers", visitors: 2, views: 3 },
        { page: "/", visitors: 1, views: 1 },
      ],
    }),
    ...staffCommon,
  },
});

const exportSchema = routeSchema({
  operationId: "exportAnalytics",
  tags: ["Staff"],
  summary: "One table of the analytics dashboard, as CSV",
  description:
    "RFC 4180 CSV with a UTF-8 byte order mark; cells a spreadsheet would run as a formula start with an " +
    "apostrophe. The same range and rows as GET /api/staff/analytics.",
  querystring: z.object({
    ...rangeQuery,
    table: described(analyticsExportQuerySchema.shape.table, "The table.", "pages"),
  }),
  response: {
    200: textAnswer(
      "The CSV file (Content-Disposition: attachment).",
      "text/csv",
      "page,views,visitors,previous views\r\n/careers,412,230,377\r\n",
    ),
    400: staffInvalid,
    ...staffCommon,
  },
});

/** What each table exports: its header and its rows. */
function table(board: AnalyticsDashboard, name: AnalyticsTable): { header: string[]; rows: unknown[][] } {
  switch (name) {
    case "events":
      return {
        header: ["event", "value", "count", "visitors", "previous count"],
        rows: board.events.map((row) => [row.name, row.value, row.count, row.visitors, row.previousCount]),
      };
    case "conversions":
      return {
        header: ["goal", "views", "completions", "rate", "previous rate"],
        rows: board.conversions.map((row) => [
          row.goal,
          row.views,
          row.completions,
          row.rate,
          row.previousRate,
        ]),
      };
    default:
      return {
        header: [
          name === "systems" ? "system" : name === "countries" ? "country" : name.replace(/s$/, ""),
          "views",
          "visitors",
          "previous views",
        ],
        rows: board[name].map((row) => [row.key, row.views, row.visitors, row.previousViews]),
      };
  }
}

/**
 * GET /api/staff/analytics and /api/staff/analytics/export, inside the staff routes (their hook has checked the
 * session, the role and the second factor). Hits still waiting in this process are written first, so the
 * dashboard shows everything received.
 */
export function analyticsStaffRoutes(app: FastifyInstance, services: AppServices) {
  const staff = app.withTypeProvider<ZodTypeProvider>();
  const { database, analytics } = services;
  const db = database.db;
  const rangeOf = (query: { from?: string; to?: string; period?: AnalyticsPeriod }) => {
    if (query.period) return periodRange(query.period, analytics.ingestor.now());
    // By default the last 30 days up to today; a lone `from` runs to today (or itself), a lone `to` 30 days back.
    // A reversed range is swapped, and a longer one than MAX_DAYS keeps its last days.
    const today = defaultRange(analytics.ingestor.now()).to;
    let to = query.to ?? (query.from && query.from > today ? query.from : today);
    let from = query.from ?? addDays(to, -29);
    if (from > to) [from, to] = [to, from];
    if (from < addDays(to, 1 - MAX_DAYS)) from = addDays(to, 1 - MAX_DAYS);
    return { from, to };
  };

  staff.get("/staff/analytics", { ...access("staff"), schema: dashboardSchema }, async (request, reply) => {
    await analytics.ingestor.flush();
    return reply.send(
      await dashboard(db, rangeOf(request.query), analytics.ingestor.now(), jobTitles, analytics.rawCache),
    );
  });

  staff.get(
    "/staff/analytics/realtime",
    { ...access("staff"), schema: realtimeSchema },
    async (_request, reply) => {
      await analytics.ingestor.flush();
      return reply.header("cache-control", "no-store").send(await realtime(db, analytics.ingestor.now()));
    },
  );

  staff.get(
    "/staff/analytics/export",
    { ...access("staff"), schema: exportSchema },
    async (request, reply) => {
      const { table: name, ...query } = request.query;
      await analytics.ingestor.flush();
      const range = rangeOf(query);
      const { header, rows } = table(
        await dashboard(db, range, analytics.ingestor.now(), jobTitles, analytics.rawCache),
        name,
      );
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header(
          "content-disposition",
          `attachment; filename="analytics-${name}-${range.from}-${range.to}.csv"`,
        )
        .send("\uFEFF" + toCsv(header, rows));
    },
  );
}
