// Privacy-first analytics: the events the site records and what the staff console's dashboard receives. Types and
// texts only (no zod), so the console's bundle takes nothing else; the schemas are in analytics-schemas.ts.

/** Events recorded with the page they happened on (docs/privacy.md). */
export const analyticsEventNames = [
  "outbound",
  "download",
  "form",
  "search-empty",
  "not-found",
  "position-view",
] as const;
export type AnalyticsEventName = (typeof analyticsEventNames)[number];

/** The dashboard's tables, each exported as CSV under this name. */
export const analyticsTables = [
  "pages",
  "referrers",
  "campaigns",
  "browsers",
  "systems",
  "screens",
  "countries",
  "events",
  "conversions",
] as const;
export type AnalyticsTable = (typeof analyticsTables)[number];

/** Presets of the range, each computed by the server from its clock in UTC days, ending today. */
export const analyticsPeriods = ["today", "7d", "30d", "month", "12mo"] as const;
export type AnalyticsPeriod = (typeof analyticsPeriods)[number];

/** Labels of the presets, as the dashboard shows them. */
export const analyticsPeriodLabels: Record<AnalyticsPeriod, string> = {
  today: "Today",
  "7d": "7 days",
  "30d": "30 days",
  month: "This month",
  "12mo": "12 months",
};

/**
 * A row of a breakdown: a page, a referrer domain, a campaign, a browser, a system, a screen class or a country (its
 * ISO 3166-1 alpha-2 code, "" unknown).
 */
export interface AnalyticsRow {
  key: string;
  views: number;
  visitors: number;
  /** The same key's views in the previous period (0 when it had none). */
  previousViews: number;
}

export interface AnalyticsEventRow {
  name: AnalyticsEventName | string;
  value: string;
  count: number;
  visitors: number;
  /** The same event's count in the previous period. */
  previousCount: number;
}

/** A goal: how many views led to how many completions (a position's views and its applications, a form's page). */
export interface AnalyticsConversion {
  goal: string;
  views: number;
  completions: number;
  /** completions / views, 0 when there were no views. */
  rate: number;
  /** The same goal's rate in the previous period. */
  previousRate: number;
}

export interface AnalyticsTotals {
  visitors: number;
  views: number;
  /** Views per visit: a visit is a visitor's day, as the visitor hash changes daily. */
  viewsPerVisit: number;
}

/** One UTC day of the chart. */
export interface AnalyticsDay {
  day: string;
  visitors: number;
  views: number;
}

/** The pages being read now: views of the last five minutes. */
export interface AnalyticsRealtime {
  /** Distinct visitors in the last five minutes. */
  visitors: number;
  /** Pages viewed in the last five minutes, most read first (at most 10). */
  pages: { page: string; visitors: number; views: number }[];
}

export interface AnalyticsDashboard {
  /** Inclusive UTC days. */
  range: { from: string; to: string };
  previousRange: { from: string; to: string };
  totals: AnalyticsTotals;
  previousTotals: AnalyticsTotals;
  /** Distinct visitors in the last five minutes. */
  realtimeVisitors: number;
  /** Every day of the range, then of the previous period (as many days, day i set against day i). */
  series: AnalyticsDay[];
  previousSeries: AnalyticsDay[];
  pages: AnalyticsRow[];
  referrers: AnalyticsRow[];
  campaigns: AnalyticsRow[];
  browsers: AnalyticsRow[];
  systems: AnalyticsRow[];
  screens: AnalyticsRow[];
  countries: AnalyticsRow[];
  events: AnalyticsEventRow[];
  conversions: AnalyticsConversion[];
}

/** What the console and the API say about analytics. */
export const analyticsTexts = {
  tab: "Analytics",
  heading: "Site analytics",
  intro:
    "Counted without cookies or personal data: a visitor is a hash that changes every day. Visits from bots and " +
    "from browsers that ask not to be tracked are not counted.",
  loadFailed: "The analytics could not be loaded.",
  direct: "Direct or unknown",
  unknown: "Unknown",
  noData: "Nothing recorded in this range.",
  realtime: "Visitors in the last 5 minutes",
  realtimeHeading: "Being read now",
  realtimeEmpty: "No page was read in the last 5 minutes.",
  chartHeading: "Visitors per day",
  applicationsGoal: "Job applications",
  countriesNote:
    "From the visitor's address when the visit arrived; the address is not kept. Country data: " +
    "ip-location-db (geo-whois-asn-country), from the NRO's statistics, CC BY 4.0.",
} as const;

/** Labels of the event names, as the dashboard shows them. */
export const analyticsEventLabels: Record<AnalyticsEventName, string> = {
  outbound: "Outbound link",
  download: "Download",
  form: "Form sent",
  "search-empty": "Search without results",
  "not-found": "Page not found",
  "position-view": "Position viewed",
};
