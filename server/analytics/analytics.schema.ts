import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

// Privacy-first analytics (docs/privacy.md, ADR 0028). No table here has a column for an address or a user agent:
// a visitor is a hash made with a salt that changes daily and is deleted the next day.

/**
 * Raw page views and events, kept about 30 days. On PostgreSQL and PGlite alike the table is partitioned by month
 * (the migration creates it with PARTITION BY RANGE, which Drizzle cannot express), so retention drops a partition.
 * Written only by server/analytics/ingest.ts.
 */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
    /** First 8 bytes of SHA-256(daily salt, site, address, user agent): the same person is another visitor tomorrow. */
    visitor: bigint("visitor", { mode: "bigint" }).notNull(),
    /** "view" or "event". */
    kind: text("kind").notNull(),
    /** The event's name (outbound, download, form, search-empty, not-found, position-view); null for a view. */
    name: text("name"),
    /** What the event concerns: the link, the file, the form, the query, the referring page. */
    value: text("value"),
    /** Path only: the query is never kept (it may hold tokens). */
    page: text("page").notNull(),
    /** Domain of another site the visitor came from; null for direct visits and the site's own pages. */
    referrer: text("referrer"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    browser: text("browser"),
    os: text("os"),
    /** mobile, tablet, laptop, desktop (from the window's width). */
    screen: text("screen"),
    /**
     * ISO 3166-1 alpha-2 code of the country the address belongs to, looked up in memory when the hit arrives
     * (server/analytics/country.ts); null when unknown. The address itself is never stored.
     */
    country: text("country"),
  },
  (table) => [index("analytics_events_occurred_at_idx").on(table.occurredAt)],
);

/** One random salt per UTC day; the previous days' salts are deleted, so old hashes cannot be recomputed. */
export const analyticsSalts = pgTable("analytics_salts", {
  day: date("day").primaryKey(),
  salt: text("salt").notNull(),
});

/**
 * Daily aggregates kept for good, one row per day, dimension and key (page, referrer, campaign, browser, os, screen,
 * country, event, and "total" with an empty key). Visitors are distinct within the day, which is exact to sum: a visitor's
 * hash changes daily anyway.
 */
export const analyticsDaily = pgTable(
  "analytics_daily",
  {
    day: date("day").notNull(),
    dimension: text("dimension").notNull(),
    key: text("key").notNull(),
    views: integer("views").notNull(),
    visitors: integer("visitors").notNull(),
    events: integer("events").notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.dimension, table.key] })],
);

/** The days whose raw events were rolled up into analytics_daily (then read from there, never from raw). */
export const analyticsRollups = pgTable("analytics_rollups", {
  day: date("day").primaryKey(),
  /** Version of the roll-up's shape, so a later change can redo old days if it must. */
  version: smallint("version").notNull().default(1),
  rolledAt: timestamp("rolled_at", { withTimezone: true }).notNull().defaultNow(),
});
