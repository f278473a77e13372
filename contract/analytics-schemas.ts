import { z } from "./zod.ts";
import { analyticsPeriods, analyticsTables } from "./analytics.ts";

export * from "./analytics.ts";

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (name: string) =>
  z.string().check(
    z.regex(DAY, `${name} must be a date like 2026-01-31`),
    z.refine((value) => {
      const date = new Date(`${value}T00:00:00.000Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
    }, `${name} must be a date like 2026-01-31`),
  );

const rangeShape = {
  from: z.optional(day("from")),
  to: z.optional(day("to")),
  period: z.optional(
    z.enum(analyticsPeriods, { error: `period must be one of ${analyticsPeriods.join(", ")}` }),
  ),
};

/**
 * GET /api/staff/analytics: an inclusive range of UTC days, by default the last 30 days up to today (the server
 * swaps a reversed range and keeps at most the last 366 days of a longer one; the answer says which range it is).
 */
export const analyticsQuerySchema = z.object(rangeShape);

export const analyticsExportQuerySchema = z.object({
  ...rangeShape,
  table: z.enum(analyticsTables, { error: `table must be one of ${analyticsTables.join(", ")}` }),
});

/**
 * What the beacon sends (as text/plain JSON, as navigator.sendBeacon posts a string). Short names keep it small:
 * k kind (v view, e event), n event name, v event value, u path and query, r document.referrer, w window width.
 */
export const beaconSchema = z.object({
  k: z.enum(["v", "e"]),
  n: z.optional(z.string().check(z.maxLength(40))),
  v: z.optional(z.string().check(z.maxLength(500))),
  u: z.string().check(z.minLength(1), z.maxLength(1000)),
  r: z.optional(z.string().check(z.maxLength(1000))),
  w: z.optional(z.number().check(z.nonnegative(), z.maximum(100_000))),
});
export type Beacon = z.output<typeof beaconSchema>;

const count = z.int().check(z.nonnegative());
const row = z.object({ key: z.string(), views: count, visitors: count, previousViews: count });
const totals = z.object({ visitors: count, views: count, viewsPerVisit: z.number().check(z.nonnegative()) });
const range = z.object({ from: z.string(), to: z.string() });
const dayRow = z.object({ day: z.string(), visitors: count, views: count });

export const analyticsRealtimeSchema = z.object({
  visitors: count,
  pages: z.array(z.object({ page: z.string(), visitors: count, views: count })),
});

export const analyticsDashboardSchema = z.object({
  range,
  previousRange: range,
  totals,
  previousTotals: totals,
  realtimeVisitors: count,
  series: z.array(dayRow),
  previousSeries: z.array(dayRow),
  pages: z.array(row),
  referrers: z.array(row),
  campaigns: z.array(row),
  browsers: z.array(row),
  systems: z.array(row),
  screens: z.array(row),
  countries: z.array(row),
  events: z.array(
    z.object({ name: z.string(), value: z.string(), count, visitors: count, previousCount: count }),
  ),
  conversions: z.array(
    z.object({
      goal: z.string(),
      views: count,
      completions: count,
      rate: z.number().check(z.nonnegative()),
      previousRate: z.number().check(z.nonnegative()),
    }),
  ),
});
