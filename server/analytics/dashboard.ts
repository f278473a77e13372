import { and, asc, between, count, countDistinct, desc, eq, gt, lte, sql } from "drizzle-orm";
import {
  analyticsTexts,
  type AnalyticsConversion,
  type AnalyticsDashboard,
  type AnalyticsDay,
  type AnalyticsEventRow,
  type AnalyticsPeriod,
  type AnalyticsRealtime,
  type AnalyticsRow,
  type AnalyticsTotals,
} from "../../contract/analytics.ts";
import type { Db } from "../db/client.ts";
import { computed, selectRows } from "../db/typed-rows.ts";
import { analyticsDaily, analyticsEvents, analyticsRollups } from "./analytics.schema.ts";
import { dailyFromRaw, EVENT_KEY_SEPARATOR, type Span } from "./daily-sql.ts";
import { RawCache } from "./raw-cache.ts";
import { utcDay } from "./visitor-hash.ts";

const DAY_MS = 86_400_000;
/** Rows of each breakdown the dashboard shows and exports. */
const TOP = 100;
/** The page each form is sent from, whose views its completions are set against. */
const FORM_PAGES: Record<string, { goal: string; page: string }> = {
  contact: { goal: "Contact form", page: "/contact" },
  newsletter: { goal: "Newsletter sign-up", page: "/insights" },
  events: { goal: "Event announcements sign-up", page: "/events" },
};

/** The page job applications are sent from. */
const CAREERS_PAGE = "/careers";

export const addDays = (day: string, days: number) =>
  utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));

/** How a dimension's key is told apart from the same key in another dimension. */
const sumKey = (dimension: string, key: string) => `${dimension}\n${key}`;

export interface Summed {
  dimension: string;
  key: string;
  /** The UTC day of a "total" row (the chart's), "" for the other dimensions' rows, summed over the days. */
  day: string;
  views: number;
  visitors: number;
  events: number;
}

const summedShape = {
  dimension: computed.text,
  key: computed.text,
  day: computed.text,
  views: computed.number,
  visitors: computed.number,
  events: computed.number,
};

/**
 * The sums per dimension and key over the inclusive days [from, to], and the "total" rows per day: days rolled up
 * are read from analytics_daily, the others (today, and yesterday for a few minutes) from raw events through the
 * same statement as the roll-up.
 */
async function summed(db: Db, from: string, to: string, cache: RawCache<Summed[]>): Promise<Summed[]> {
  const rolledDays = new Set(
    (
      await db
        .select({ day: analyticsRollups.day })
        .from(analyticsRollups)
        .where(between(analyticsRollups.day, from, to))
    ).map((row) => row.day),
  );
  const spans: Span[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    if (rolledDays.has(day)) continue;
    const last = spans.at(-1);
    if (last && last.to === day) last.to = addDays(day, 1);
    else spans.push({ from: day, to: addDays(day, 1) });
  }
  // Totals keep their day (the chart's points); every other dimension is summed over the range.
  const dayOfTotal = sql`case when dimension = 'total' then day::text else '' end`;
  const [rolled, raw] = await Promise.all([
    selectRows(
      db,
      summedShape,
      sql`
        select ${analyticsDaily.dimension} as dimension, ${analyticsDaily.key} as key, ${dayOfTotal} as day,
          sum(${analyticsDaily.views})::int as views, sum(${analyticsDaily.visitors})::int as visitors,
          sum(${analyticsDaily.events})::int as events
        from ${analyticsDaily}
        where ${between(analyticsDaily.day, from, to)}
        group by 1, 2, 3`,
    ),
    spans.length === 0
      ? []
      : cache.get(JSON.stringify({ spans }), () =>
          // The roll-up's own statement (daily-sql.ts), summed over the days read raw.
          selectRows(
            db,
            summedShape,
            sql`
              select dimension, key, ${dayOfTotal} as day, sum(views)::int as views,
                sum(visitors)::int as visitors, sum(events)::int as events
              from (${dailyFromRaw(spans)}) raw group by 1, 2, 3`,
          ),
        ),
  ]);
  const sums = new Map<string, Summed>();
  for (const row of [...rolled, ...raw]) {
    const id = sumKey(row.dimension, row.key) + (row.dimension === "total" ? `\n${row.day}` : "");
    const sum = sums.get(id) ?? { ...row, views: 0, visitors: 0, events: 0 };
    sum.views += row.views;
    sum.visitors += row.visitors;
    sum.events += row.events;
    sums.set(id, sum);
  }
  return [...sums.values()];
}

/** Each day of [from, to] with its visitors and views (0 for a day without any). */
function seriesOf(rows: readonly Summed[], from: string, to: string): AnalyticsDay[] {
  const byDay = new Map(rows.filter((row) => row.dimension === "total").map((row) => [row.day, row]));
  const series: AnalyticsDay[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const row = byDay.get(day);
    series.push({ day, visitors: row?.visitors ?? 0, views: row?.views ?? 0 });
  }
  return series;
}

function totalsOf(rows: readonly Summed[]): AnalyticsTotals {
  const totals = rows.filter((row) => row.dimension === "total");
  const views = totals.reduce((sum, row) => sum + row.views, 0);
  // Visitors are distinct within a day and the hash changes daily, so the days' visitors add up exactly.
  const visitors = totals.reduce((sum, row) => sum + row.visitors, 0);
  return { views, visitors, viewsPerVisit: visitors === 0 ? 0 : Math.round((views / visitors) * 100) / 100 };
}

/** The previous period's sums by dimension and key. */
const byKey = (rows: readonly Summed[]) => new Map(rows.map((row) => [sumKey(row.dimension, row.key), row]));

function breakdown(
  rows: readonly Summed[],
  previous: ReadonlyMap<string, Summed>,
  dimension: string,
  keepEmpty: boolean,
): AnalyticsRow[] {
  return rows
    .filter((row) => row.dimension === dimension && (keepEmpty || row.key !== ""))
    .sort((a, b) => b.views - a.views || b.visitors - a.visitors || a.key.localeCompare(b.key))
    .slice(0, TOP)
    .map(({ key, views, visitors }) => ({
      key,
      views,
      visitors,
      previousViews: previous.get(sumKey(dimension, key))?.views ?? 0,
    }));
}

type EventSum = Omit<AnalyticsEventRow, "previousCount">;

/** Every event of a period, most frequent first. */
function allEvents(rows: readonly Summed[]): EventSum[] {
  return rows
    .filter((row) => row.dimension === "event")
    .map((row) => {
      const at = row.key.indexOf(EVENT_KEY_SEPARATOR);
      return {
        name: row.key.slice(0, at),
        value: row.key.slice(at + 1),
        count: row.events,
        visitors: row.visitors,
      };
    })
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name) || a.value.localeCompare(b.value));
}

/** The events table: the most frequent events, each with its count in the previous period. */
function eventsOf(events: readonly EventSum[], previous: ReadonlyMap<string, Summed>): AnalyticsEventRow[] {
  return events.slice(0, TOP).map((event) => ({
    ...event,
    previousCount:
      previous.get(sumKey("event", `${event.name}${EVENT_KEY_SEPARATOR}${event.value}`))?.events ?? 0,
  }));
}

const rate = (completions: number, views: number) =>
  views === 0 ? 0 : Math.round((completions / views) * 10_000) / 10_000;

/** Each form set against its page's views; each position's applications against the position's views. */
function conversionsOf(
  events: readonly EventSum[],
  pages: readonly Summed[],
  positionTitles: ReadonlyMap<string, string>,
): Omit<AnalyticsConversion, "previousRate">[] {
  const countOf = (name: string, value: string) =>
    events
      .filter((event) => event.name === name && event.value === value)
      .reduce((sum, event) => sum + event.count, 0);
  const pageViews = (page: string) =>
    pages.find((row) => row.dimension === "page" && row.key === page)?.views ?? 0;
  const conversions: Omit<AnalyticsConversion, "previousRate">[] = [];
  for (const [form, { goal, page }] of Object.entries(FORM_PAGES)) {
    const completions = countOf("form", form);
    const views = pageViews(page);
    if (completions > 0 || views > 0)
      conversions.push({ goal, views, completions, rate: rate(completions, views) });
  }
  // Every application the server accepted (the "form" event only the server records: a beacon cannot make one),
  // whatever the position, even one no longer open, against the careers page's views.
  const applications = events
    .filter((event) => event.name === "form" && event.value.startsWith("application:"))
    .reduce((sum, event) => sum + event.count, 0);
  const careersViews = pageViews(CAREERS_PAGE);
  if (applications > 0 || careersViews > 0) {
    conversions.push({
      goal: analyticsTexts.applicationsGoal,
      views: careersViews,
      completions: applications,
      rate: rate(applications, careersViews),
    });
  }
  const positions = new Set(
    events
      .filter((event) => event.name === "position-view" || event.value.startsWith("application:"))
      .map((event) =>
        event.name === "position-view" ? event.value : event.value.slice("application:".length),
      ),
  );
  for (const position of [...positions].sort()) {
    if (!positionTitles.has(position)) continue;
    const views = countOf("position-view", position);
    const completions = countOf("form", `application:${position}`);
    conversions.push({
      goal: `Application: ${positionTitles.get(position)}`,
      views,
      completions,
      rate: rate(completions, views),
    });
  }
  return conversions;
}

/** How far back "now" reaches: Plausible's realtime window. */
const REALTIME_MS = 5 * 60_000;
/** Pages the realtime panel lists at most. */
const REALTIME_PAGES = 10;

/** The pages being read now: views of the last five minutes by page, from raw events (the time index). */
export async function realtime(db: Db, now: Date): Promise<AnalyticsRealtime> {
  const window = and(
    gt(analyticsEvents.occurredAt, new Date(now.getTime() - REALTIME_MS)),
    lte(analyticsEvents.occurredAt, now),
  );
  const [[all], pages] = await Promise.all([
    db
      .select({ visitors: countDistinct(analyticsEvents.visitor) })
      .from(analyticsEvents)
      .where(window),
    db
      .select({
        page: analyticsEvents.page,
        visitors: countDistinct(analyticsEvents.visitor),
        views: count(),
      })
      .from(analyticsEvents)
      .where(and(window, eq(analyticsEvents.kind, "view")))
      .groupBy(analyticsEvents.page)
      .orderBy(desc(countDistinct(analyticsEvents.visitor)), desc(count()), asc(analyticsEvents.page))
      .limit(REALTIME_PAGES),
  ]);
  return { visitors: all?.visitors ?? 0, pages };
}

/** The dashboard for the inclusive UTC days [from, to], with the same number of days before it for comparison. */
export async function dashboard(
  db: Db,
  range: { from: string; to: string },
  now: Date,
  positionTitles: ReadonlyMap<string, string>,
  cache: RawCache<Summed[]> = rawCache(),
): Promise<AnalyticsDashboard> {
  const days = Math.round((Date.parse(range.to) - Date.parse(range.from)) / DAY_MS) + 1;
  const previousRange = { from: addDays(range.from, -days), to: addDays(range.from, -1) };
  const [rows, previous, [current]] = await Promise.all([
    summed(db, range.from, range.to, cache),
    summed(db, previousRange.from, previousRange.to, cache),
    db
      .select({ visitors: countDistinct(analyticsEvents.visitor) })
      .from(analyticsEvents)
      .where(
        and(
          gt(analyticsEvents.occurredAt, new Date(now.getTime() - REALTIME_MS)),
          lte(analyticsEvents.occurredAt, now),
        ),
      ),
  ]);
  const before = byKey(previous);
  const events = allEvents(rows);
  // Goals are worked out from every event of the period, not only the table's first rows.
  const previousRates = new Map(
    conversionsOf(allEvents(previous), previous, positionTitles).map((goal) => [goal.goal, goal.rate]),
  );
  return {
    range,
    previousRange,
    totals: totalsOf(rows),
    previousTotals: totalsOf(previous),
    realtimeVisitors: current?.visitors ?? 0,
    series: seriesOf(rows, range.from, range.to),
    previousSeries: seriesOf(previous, previousRange.from, previousRange.to),
    pages: breakdown(rows, before, "page", false),
    referrers: breakdown(rows, before, "referrer", true),
    campaigns: breakdown(rows, before, "campaign", false),
    browsers: breakdown(rows, before, "browser", true),
    systems: breakdown(rows, before, "os", true),
    screens: breakdown(rows, before, "screen", true),
    countries: breakdown(rows, before, "country", true),
    events: eventsOf(events, before),
    conversions: conversionsOf(events, rows, positionTitles).map((goal) => ({
      ...goal,
      previousRate: previousRates.get(goal.goal) ?? 0,
    })),
  };
}

/** The cache of raw aggregates, sized by their events (views in "total", events in "event" rows). */
export const rawCache = () =>
  new RawCache<Summed[]>((rows) =>
    rows.reduce(
      (sum, row) =>
        sum + (row.dimension === "total" ? row.views : row.dimension === "event" ? row.events : 0),
      0,
    ),
  );

/**
 * The range of a preset, in UTC days up to today (the server's clock): today; the last 7 or 30 days; this month
 * from its first day; the last 12 months, this one included, from the first day of the month 11 months ago.
 */
export function periodRange(period: AnalyticsPeriod, now: Date): { from: string; to: string } {
  const to = utcDay(now);
  switch (period) {
    case "today":
      return { from: to, to };
    case "7d":
      return { from: addDays(to, -6), to };
    case "30d":
      return { from: addDays(to, -29), to };
    case "month":
      return { from: `${to.slice(0, 7)}-01`, to };
    case "12mo": {
      const first = new Date(`${to.slice(0, 7)}-01T00:00:00Z`);
      first.setUTCMonth(first.getUTCMonth() - 11);
      return { from: utcDay(first), to };
    }
  }
}

/** The default range: the last 30 days up to today. */
export function defaultRange(now: Date): { from: string; to: string } {
  const to = utcDay(now);
  return { from: addDays(to, -29), to };
}
