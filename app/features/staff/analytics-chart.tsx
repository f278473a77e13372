import { useEffect, useRef, useState } from "react";
import { analyticsTexts, type AnalyticsDay } from "../../../contract/analytics.ts";
import { formatNumber } from "./analytics-tables.tsx";

// Visitors per day against the previous period, drawn as plain SVG in the island: Observable Plot (the site's chart
// library at build) would bring d3's modules into the console's bundle for two lines (ADR 0053). Its text
// alternative is a summary the image is labelled with, and every figure in a table under it.

const HEIGHT = 220;
const MARGIN = { top: 12, right: 12, bottom: 28, left: 44 };

const dayLabel = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });
const formatDay = (day: string) => dayLabel.format(new Date(`${day}T00:00:00Z`));

/** A round top for the y axis: 1, 2 or 5 times a power of ten, at least the largest value. */
function niceMax(value: number): number {
  if (value <= 4) return 4;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 5, 10]) if (step * power >= value) return step * power;
  return 10 * power;
}

/** The container's width, followed as it changes (the chart is drawn in pixels so its text never scales). */
function useWidth(fallback: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.max(240, Math.floor(entry.contentRect.width)));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

export function VisitorsChart({
  series,
  previous,
}: {
  series: readonly AnalyticsDay[];
  previous: readonly AnalyticsDay[];
}) {
  const { ref, width } = useWidth(640);
  const plotWidth = width - MARGIN.left - MARGIN.right;
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const top = niceMax(Math.max(0, ...series.map((d) => d.visitors), ...previous.map((d) => d.visitors)));
  const x = (index: number) =>
    MARGIN.left + (series.length <= 1 ? plotWidth / 2 : (index / (series.length - 1)) * plotWidth);
  const y = (value: number) => MARGIN.top + plotHeight - (value / top) * plotHeight;
  const path = (days: readonly AnalyticsDay[]) =>
    days
      .map((d, index) => `${index === 0 ? "M" : "L"}${x(index).toFixed(1)},${y(d.visitors).toFixed(1)}`)
      .join("");
  const dots = series.length <= 31;
  const total = series.reduce((sum, d) => sum + d.visitors, 0);
  const previousTotal = previous.reduce((sum, d) => sum + d.visitors, 0);
  const busiest = series.reduce<AnalyticsDay | undefined>(
    (best, d) => (!best || d.visitors > best.visitors ? d : best),
    undefined,
  );
  const first = series[0]?.day ?? "";
  const last = series.at(-1)?.day ?? "";
  const summary =
    `${analyticsTexts.chartHeading}, ${formatDay(first)} to ${formatDay(last)}: ${formatNumber(total)} in all ` +
    `against ${formatNumber(previousTotal)} in the previous period` +
    (busiest && busiest.visitors > 0
      ? `; the busiest day was ${formatDay(busiest.day)} with ${formatNumber(busiest.visitors)}.`
      : ".");
  const labelled = [0, Math.floor((series.length - 1) / 2), series.length - 1].filter(
    (index, at, all) => index >= 0 && all.indexOf(index) === at,
  );

  return (
    <section aria-labelledby="analytics-chart-heading" className="min-w-0">
      <h3 id="analytics-chart-heading" className="text-lg">
        {analyticsTexts.chartHeading}
      </h3>
      <ul className="mt-1 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-700">
        <li className="flex items-center gap-2">
          <svg aria-hidden="true" focusable="false" width="24" height="8">
            <line x1="0" y1="4" x2="24" y2="4" strokeWidth="3" className="stroke-brand-600" />
          </svg>
          This period
        </li>
        <li className="flex items-center gap-2">
          <svg aria-hidden="true" focusable="false" width="24" height="8">
            <line
              x1="0"
              y1="4"
              x2="24"
              y2="4"
              strokeWidth="2"
              strokeDasharray="4 3"
              className="stroke-slate-600"
            />
          </svg>
          Previous period ({previous[0] ? formatDay(previous[0].day) : ""} to{" "}
          {previous.at(-1) ? formatDay(previous.at(-1)!.day) : ""})
        </li>
      </ul>
      <div ref={ref} className="mt-2 w-full">
        <svg
          role="img"
          aria-labelledby="analytics-chart-summary"
          width={width}
          height={HEIGHT}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          className="block max-w-full"
        >
          {[0, top / 2, top].map((tick) => (
            <g key={tick}>
              <line
                x1={MARGIN.left}
                x2={width - MARGIN.right}
                y1={y(tick)}
                y2={y(tick)}
                className="stroke-slate-200"
              />
              <text
                x={MARGIN.left - 6}
                y={y(tick)}
                textAnchor="end"
                dominantBaseline="middle"
                className="fill-slate-700 text-xs"
              >
                {formatNumber(tick)}
              </text>
            </g>
          ))}
          {labelled.map((index) => (
            <text
              key={index}
              x={x(index)}
              y={HEIGHT - 8}
              textAnchor={
                series.length > 1 && index === 0
                  ? "start"
                  : series.length > 1 && index === series.length - 1
                    ? "end"
                    : "middle"
              }
              className="fill-slate-700 text-xs"
            >
              {formatDay(series[index]!.day)}
            </text>
          ))}
          <path
            d={path(previous)}
            fill="none"
            strokeWidth="2"
            strokeDasharray="5 4"
            strokeLinejoin="round"
            className="stroke-slate-600"
          />
          <path
            d={path(series)}
            fill="none"
            strokeWidth="3"
            strokeLinejoin="round"
            strokeLinecap="round"
            className="stroke-brand-600"
          />
          {series.length === 1 && previous[0] ? (
            // One day (Today): the previous day as a ring, as a line needs two points.
            <circle
              cx={x(0)}
              cy={y(previous[0].visitors)}
              r="5"
              fill="none"
              strokeWidth="2"
              className="stroke-slate-600"
            />
          ) : null}
          {dots
            ? series.map((d, index) => (
                <circle key={d.day} cx={x(index)} cy={y(d.visitors)} r="3.5" className="fill-brand-600" />
              ))
            : null}
        </svg>
      </div>
      <p id="analytics-chart-summary" className="mt-1 text-sm text-slate-700">
        {summary}
      </p>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-semibold text-brand-700">Show the figures as a table</summary>
        {/* Scrolls on its own when long (a year's days): focusable, so a keyboard can scroll it. */}
        <div
          className="mt-2 max-h-80 overflow-auto"
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          role="region"
          aria-label={`${analyticsTexts.chartHeading}: the figures`}
        >
          <table className="w-full border-collapse text-left">
            <caption className="sr-only">{analyticsTexts.chartHeading}, with the previous period</caption>
            <thead>
              <tr className="border-b border-slate-300">
                <th scope="col" className="py-1.5 pr-3">
                  Day
                </th>
                <th scope="col" className="py-1.5 pr-3 text-right">
                  Visitors
                </th>
                <th scope="col" className="py-1.5 pr-3 text-right">
                  Views
                </th>
                <th scope="col" className="py-1.5 pr-3">
                  Previous day
                </th>
                <th scope="col" className="py-1.5 text-right">
                  Its visitors
                </th>
              </tr>
            </thead>
            <tbody>
              {series.map((d, index) => (
                <tr key={d.day} className="border-b border-slate-200">
                  <th scope="row" className="py-1 pr-3 font-normal">
                    {d.day}
                  </th>
                  <td className="py-1 pr-3 text-right tabular-nums">{formatNumber(d.visitors)}</td>
                  <td className="py-1 pr-3 text-right tabular-nums">{formatNumber(d.views)}</td>
                  <td className="py-1 pr-3">{previous[index]?.day ?? ""}</td>
                  <td className="py-1 text-right tabular-nums">
                    {formatNumber(previous[index]?.visitors ?? 0)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
