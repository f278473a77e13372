import type { FastifyInstance } from "fastify";
import {
  analyticsExportQuerySchema,
  analyticsQuerySchema,
  type AnalyticsDashboard,
  type AnalyticsTable,
} from "../../contract/analytics-schemas.ts";
import { jobTitles } from "../careers/job-ids.ts";
import { parseBody } from "../http/validate.ts";
import { toCsv } from "../inbox/csv.ts";
import type { AppServices } from "../services.ts";
import { addDays, dashboard, defaultRange } from "./dashboard.ts";
import { access } from "../http/access.ts";

/** The longest range the dashboard sums. */
const MAX_DAYS = 366;

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
          name === "systems" ? "system" : name.replace(/s$/, ""),
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
export function analyticsStaffRoutes(staff: FastifyInstance, services: AppServices) {
  const { database, analytics } = services;
  const db = database.db;
  const rangeOf = (query: { from?: string; to?: string }) => {
    // By default the last 30 days up to today; a lone `from` runs to today (or itself), a lone `to` 30 days back.
    // A reversed range is swapped, and a longer one than MAX_DAYS keeps its last days.
    const today = defaultRange(analytics.ingestor.now()).to;
    let to = query.to ?? (query.from && query.from > today ? query.from : today);
    let from = query.from ?? addDays(to, -29);
    if (from > to) [from, to] = [to, from];
    if (from < addDays(to, 1 - MAX_DAYS)) from = addDays(to, 1 - MAX_DAYS);
    return { from, to };
  };

  staff.get("/staff/analytics", access("staff"), async (request, reply) => {
    const query = parseBody(analyticsQuerySchema, request.query);
    await analytics.ingestor.flush();
    return reply.send(
      await dashboard(db, rangeOf(query), analytics.ingestor.now(), jobTitles, analytics.rawCache),
    );
  });

  staff.get("/staff/analytics/export", access("staff"), async (request, reply) => {
    const { table: name, ...query } = parseBody(analyticsExportQuerySchema, request.query);
    await analytics.ingestor.flush();
    const range = rangeOf(query);
    const { header, rows } = table(
      await dashboard(db, range, analytics.ingestor.now(), jobTitles, analytics.rawCache),
      name,
    );
    return reply
      .header("content-type", "text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="analytics-${name}-${range.from}-${range.to}.csv"`)
      .send("\uFEFF" + toCsv(header, rows));
  });
}
