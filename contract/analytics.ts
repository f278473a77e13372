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
  "events",
  "conversions",
] as const;
export type AnalyticsTable = (typeof analyticsTables)[number];

/** A row of a breakdown: a page, a referrer domain, a campaign, a browser, a system or a screen class. */
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

export interface AnalyticsDashboard {
  /** Inclusive UTC days. */
  range: { from: string; to: string };
  previousRange: { from: string; to: string };
  totals: AnalyticsTotals;
  previousTotals: AnalyticsTotals;
  /** Distinct visitors in the last five minutes. */
  realtimeVisitors: number;
  pages: AnalyticsRow[];
  referrers: AnalyticsRow[];
  campaigns: AnalyticsRow[];
  browsers: AnalyticsRow[];
  systems: AnalyticsRow[];
  screens: AnalyticsRow[];
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
