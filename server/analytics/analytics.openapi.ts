// The OpenAPI description of the staff analytics dashboard (analytics.routes.ts), until its routes describe
// themselves (ADR 0044); the pages' beacon (ingest.routes.ts) does already.
import { analyticsTables } from "../../contract/analytics.ts";
import { z } from "../../contract/zod.ts";
import { type Endpoint, answer, query, staffCommon, staffInvalid } from "../openapi/endpoint-kit.ts";

const range = {
  from: query("The first UTC day of the range (default: 29 days before `to`).", z.iso.date(), "2026-11-01"),
  to: query("The last UTC day of the range, included (default: today).", z.iso.date(), "2026-11-30"),
};

const exampleRow = { key: "/careers", views: 412, visitors: 230, previousViews: 377 };

export const analyticsEndpoints: Endpoint[] = [
  {
    method: "get",
    path: "/api/staff/analytics",
    operationId: "getAnalytics",
    tag: "Staff",
    summary: "The analytics dashboard for a range of days, compared with the period before",
    description:
      "Visitors, views and views per visit for the range and for as many days before it; the top 100 pages, " +
      "referrer domains (empty key: direct or unknown), campaigns (UTM source / medium / campaign), browsers, " +
      "systems and screen classes; events; conversions (each form against its page's views, each position's " +
      "applications against its views); and the distinct visitors of the last five minutes. A visit is a " +
      "visitor's day. A reversed range is read the right way round, and " +
      "a range over 366 days keeps its last 366: `range` in the answer is the range shown.",
    bearerAuth: true,
    queryParameters: range,
    answers: {
      200: answer("The dashboard.", "AnalyticsDashboard", {
        range: { from: "2026-11-01", to: "2026-11-30" },
        previousRange: { from: "2026-10-02", to: "2026-10-31" },
        totals: { visitors: 1830, views: 4620, viewsPerVisit: 2.52 },
        previousTotals: { visitors: 1610, views: 3900, viewsPerVisit: 2.42 },
        realtimeVisitors: 3,
        pages: [exampleRow],
        referrers: [{ key: "example.org", views: 120, visitors: 98, previousViews: 104 }],
        campaigns: [{ key: "newsletter / email / november", views: 80, visitors: 61, previousViews: 0 }],
        browsers: [{ key: "Firefox", views: 900, visitors: 400, previousViews: 850 }],
        systems: [{ key: "Linux", views: 700, visitors: 300, previousViews: 640 }],
        screens: [{ key: "desktop", views: 2100, visitors: 800, previousViews: 1900 }],
        events: [{ name: "form", value: "contact", count: 12, visitors: 12, previousCount: 9 }],
        conversions: [{ goal: "Contact form", views: 300, completions: 12, rate: 0.04, previousRate: 0.03 }],
      }),
      400: staffInvalid,
      ...staffCommon,
    },
  },
  {
    method: "get",
    path: "/api/staff/analytics/export",
    operationId: "exportAnalytics",
    tag: "Staff",
    summary: "One table of the analytics dashboard, as CSV",
    description:
      "RFC 4180 CSV with a UTF-8 byte order mark; cells a spreadsheet would run as a formula start with an " +
      "apostrophe. The same range and rows as GET /api/staff/analytics.",
    bearerAuth: true,
    queryParameters: {
      ...range,
      table: { ...query("The table.", z.enum(analyticsTables), "pages"), required: true },
    },
    answers: {
      200: {
        description: "The CSV file (Content-Disposition: attachment).",
        text: {
          mediaType: "text/csv",
          example: "page,views,visitors,previous views\r\n/careers,412,230,377\r\n",
        },
      },
      400: staffInvalid,
      ...staffCommon,
    },
  },
];
