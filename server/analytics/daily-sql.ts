import { sql, type SQL } from "drizzle-orm";

// One statement makes the daily aggregates from raw events, for the roll-up and for the days the dashboard reads
// raw (today's, until it is rolled up), so both give the same figures by construction.

/** A half-open interval of time, [from, to), in whole UTC days. */
export interface Span {
  from: string;
  to: string;
}

/** Keys of an event row: its name and its value, split by a tab (neither may hold one). */
export const EVENT_KEY_SEPARATOR = "\t";

const inSpans = (spans: readonly Span[]) =>
  sql.join(
    spans.map(
      (span) =>
        sql`(occurred_at >= ${span.from}::date::timestamp at time zone 'UTC' and occurred_at < ${span.to}::date::timestamp at time zone 'UTC')`,
    ),
    sql` or `,
  );

/**
 * Rows (day, dimension, key, views, visitors, events) of the raw events within `spans`: "total" (key ""), page,
 * referrer ("" direct), campaign ("source / medium / campaign", "" none), browser, os, screen, country ("" unknown)
 * for views; "event"
 * (name, tab, value) for events. With `totalOnly`, the "total" rows only.
 */
export function dailyFromRaw(spans: readonly Span[], totalOnly = false): SQL {
  if (totalOnly) {
    return sql`
      select (occurred_at at time zone 'UTC')::date as day, 'total' as dimension, '' as key,
        count(*)::int as views, count(distinct visitor)::int as visitors, 0 as events
      from analytics_events where kind = 'view' and (${inSpans(spans)})
      group by 1`;
  }
  return sql`
    select day,
      case when grouping(page) = 0 then 'page' when grouping(referrer) = 0 then 'referrer'
        when grouping(campaign) = 0 then 'campaign' when grouping(browser) = 0 then 'browser'
        when grouping(os) = 0 then 'os' when grouping(screen) = 0 then 'screen'
        when grouping(country) = 0 then 'country' else 'total' end as dimension,
      coalesce(page, referrer, campaign, browser, os, screen, country, '') as key,
      count(*)::int as views, count(distinct visitor)::int as visitors, 0 as events
    from (
      select (occurred_at at time zone 'UTC')::date as day, visitor, page,
        coalesce(referrer, '') as referrer,
        case when utm_source is null then ''
          else concat_ws(' / ', utm_source, coalesce(utm_medium, '-'), coalesce(utm_campaign, '-')) end as campaign,
        coalesce(browser, '') as browser, coalesce(os, '') as os, coalesce(screen, '') as screen,
        coalesce(country, '') as country
      from analytics_events where kind = 'view' and (${inSpans(spans)})
    ) views
    group by grouping sets ((day), (day, page), (day, referrer), (day, campaign), (day, browser), (day, os),
      (day, screen), (day, country))
    union all
    select (occurred_at at time zone 'UTC')::date, 'event', name || ${EVENT_KEY_SEPARATOR} || coalesce(value, ''),
      0, count(distinct visitor)::int, count(*)::int
    from analytics_events where kind = 'event' and (${inSpans(spans)})
    group by 1, name, value`;
}
