// The results charts of a project page (ADR 0038): Observable Plot lays each chart out at build, in a DOM made by
// linkedom, and the page carries the SVG inline; no JavaScript reaches the browser. Measured results are solid
// (filled bars, solid lines and dots), targets dashed and hollow, and every legend entry and table column says which
// it is. Colours are Tailwind classes over `currentColor`, so the light and dark schemes both keep their contrast.
import * as Plot from "@observablehq/plot";
import { parseHTML } from "linkedom";
import type { ProjectChart, ProjectSeries } from "../../content/schema.ts";

export interface ChartSize {
  width: number;
  height: number;
  fontSize: number;
}

/** A chart on a wide screen (two a row from lg, one up to 34rem wide below) and on a phone, each laid out for its size. */
export const CHART_SIZES = {
  wide: { width: 460, height: 300, fontSize: 12 },
  narrow: { width: 340, height: 280, fontSize: 12 },
} as const satisfies Record<string, ChartSize>;

/** The colour of each result series, in order (a target is always slate, dashed and hollow). */
const RESULT_TONES = ["text-brand-600", "text-slate-500", "text-accent-700"] as const;
const TARGET_TONE = "text-slate-900";

/** The tone class of each series of a chart: results by their order among the results, targets all alike. */
export function seriesTones(chart: ProjectChart): string[] {
  let results = 0;
  return chart.series.map((series) =>
    series.kind === "target" ? TARGET_TONE : RESULT_TONES[results++ % RESULT_TONES.length]!,
  );
}

const numberFormat = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 2 });

/** "1.62 %", "610 farms", "−0.4 percentage points", "51.2 °C". */
export function formatValue(value: number, unit: string): string {
  const figure = numberFormat.format(value).replace("-", "−");
  return unit === "%" ? `${figure} %` : `${figure} ${unit}`;
}

const atText = (at: string | number) => String(at);

/** The chart's data as a table: one row per place on the horizontal axis, one column per series. */
export function chartTable(chart: ProjectChart): {
  columns: { name: string; kind: ProjectSeries["kind"] }[];
  rows: { at: string; values: (number | undefined)[] }[];
} {
  const ats: (string | number)[] = [];
  for (const series of chart.series)
    for (const point of series.values) if (!ats.includes(point.at)) ats.push(point.at);
  if (chart.type === "line") (ats as number[]).sort((a, b) => a - b);
  return {
    columns: chart.series.map((series) => ({ name: series.name, kind: series.kind })),
    rows: ats.map((at) => ({
      at: atText(at),
      values: chart.series.map((series) => series.values.find((point) => point.at === at)?.value),
    })),
  };
}

/** Every source the chart's series name, each once, in order. */
export const chartSources = (chart: ProjectChart) => [
  ...new Set(chart.series.map((series) => series.source)),
];

let dom: Document | undefined;
const documentForPlot = () => (dom ??= parseHTML("<!doctype html><html><body></body></html>").document);

interface Row {
  series: string;
  at: string | number;
  value: number;
  label: string;
}

const rowsOf = (chart: ProjectChart, series: ProjectSeries): Row[] =>
  series.values.map((point) => ({
    series: series.name,
    at: chart.type === "bar" ? atText(point.at) : point.at,
    value: point.value,
    label: numberFormat.format(point.value).replace("-", "−"),
  }));

/** Bars side by side in groups only where a category has values of several series. */
const isGrouped = (chart: ProjectChart) =>
  chartTable(chart).rows.some((row) => row.values.filter((value) => value !== undefined).length > 1);

function barMarks(chart: ProjectChart, size: ChartSize, tones: string[]): Plot.Markish[] {
  const grouped = isGrouped(chart);
  const categories = chartTable(chart).rows.map((row) => row.at);
  const slots = categories.length * (grouped ? chart.series.length : 1);
  // Category names wrap to their slot (Plot counts the width in ems, estimating its characters' widths).
  const lineWidth = ((size.width - 64) / categories.length / size.fontSize) * 0.8;
  // Value labels only where a bar is wide enough to carry one.
  const longest = Math.max(
    ...chart.series.flatMap((series) => rowsOf(chart, series).map((row) => row.label.length)),
  );
  const labelled = (size.width - 60) / slots > longest * size.fontSize * 0.62 + 4;
  const position = grouped ? { fx: "at", x: "series" } : { x: "at" };
  return [
    ...chart.series.flatMap((series, index) => {
      const rows = rowsOf(chart, series);
      const target = series.kind === "target";
      return [
        Plot.barY(rows, {
          ...position,
          y: "value",
          className: tones[index],
          ...(target
            ? { fill: "none", stroke: "currentColor", strokeWidth: 1.75, strokeDasharray: "5 3", inset: 2 }
            : { fill: "currentColor", inset: 1 }),
        }),
        ...(labelled
          ? [
              Plot.text(rows, {
                ...position,
                y: "value",
                text: "label",
                dy: -7,
                fill: "currentColor",
                className: `${tones[index]} font-semibold`,
              }),
            ]
          : []),
      ];
    }),
    Plot.ruleY([0], { stroke: "currentColor", className: "text-slate-500" }),
    grouped
      ? Plot.axisFx({ anchor: "bottom", label: null, tickSize: 0, lineWidth })
      : Plot.axisX({ anchor: "bottom", label: null, tickSize: 0, lineWidth }),
  ];
}

function lineMarks(chart: ProjectChart, tones: string[]): Plot.Markish[] {
  return chart.series.flatMap((series, index) => {
    const rows = rowsOf(chart, series);
    const tone = tones[index];
    if (series.kind === "result") {
      return [
        Plot.line(rows, { x: "at", y: "value", stroke: "currentColor", strokeWidth: 2.5, className: tone }),
        Plot.dot(rows, { x: "at", y: "value", fill: "currentColor", r: 4, className: tone }),
      ];
    }
    // A target: a dashed level (or a dashed path between several), a hollow marker and the word.
    return [
      rows.length === 1
        ? Plot.ruleY(rows, {
            y: "value",
            stroke: "currentColor",
            strokeDasharray: "6 4",
            strokeWidth: 1.5,
            className: tone,
          })
        : Plot.line(rows, {
            x: "at",
            y: "value",
            stroke: "currentColor",
            strokeDasharray: "6 4",
            strokeWidth: 1.75,
            className: tone,
          }),
      Plot.dot(rows, {
        x: "at",
        y: "value",
        r: 6,
        fill: "none",
        stroke: "currentColor",
        strokeWidth: 2,
        className: tone,
      }),
      Plot.text(rows, {
        x: "at",
        y: "value",
        text: (row: Row) => `Target ${row.label}`,
        dy: -13,
        textAnchor: "end",
        dx: 6,
        fill: "currentColor",
        className: `${tone} font-semibold`,
      }),
    ];
  });
}

/** One chart as an SVG string, for the page to carry inline. */
export function projectChart(chart: ProjectChart, size: ChartSize): string {
  const tones = seriesTones(chart);
  const values = chart.series.flatMap((series) => series.values.map((point) => point.value));
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values);
  const headroom = (high - low) * 0.12;
  const line = chart.type === "line";
  const ats = chartTable(chart).rows.map((row) => row.at);
  const plot = Plot.plot({
    document: documentForPlot(),
    width: size.width,
    height: size.height,
    marginTop: 34,
    marginLeft: 56,
    marginRight: line ? 28 : 8,
    marginBottom: line ? 40 : 44,
    y: {
      label: `${chart.measure} (${chart.unit})`,
      domain: [low < 0 ? low - headroom : 0, high > 0 ? high + headroom : 0],
      nice: true,
      grid: true,
      tickFormat: (value: number) => numberFormat.format(value).replace("-", "−"),
    },
    ...(line
      ? {
          x: {
            label: chart.x,
            labelAnchor: "center" as const,
            labelArrow: "none" as const,
            ticks: ats.map(Number),
            tickFormat: (value: number) => String(value),
            inset: 16,
          },
        }
      : isGrouped(chart)
        ? {
            x: { axis: null, domain: chart.series.map((series) => series.name), padding: 0.12 },
            fx: { domain: ats, padding: 0.18, axis: null },
          }
        : { x: { domain: ats, padding: 0.3, axis: null } }),
    marks: line
      ? [Plot.ruleY([0], { stroke: "currentColor", className: "text-slate-300" }), ...lineMarks(chart, tones)]
      : barMarks(chart, size, tones),
  }) as unknown as Element;
  return tidy(plot.outerHTML, chart, size);
}

/**
 * Plot's SVG made fit for the page: its own stylesheet and class removed (the page's CSP allows no unhashed style,
 * and its colours come from our classes), its groups' labels removed, the site's font inherited, coordinates rounded
 * to a tenth.
 */
function tidy(svg: string, chart: ProjectChart, size: ChartSize): string {
  const label = `${chart.title}. ${chart.summary}`
    .replace(/&/g, "&amp;")
    .replace(/"/g, "&quot;")
    .replace(/</g, "&lt;");
  return (
    svg
      .replace(/<style>[\s\S]*?<\/style>/, "")
      // Plot names its groups with aria-label, which ARIA forbids on an element without a role; the picture is one
      // image (role="img") named below, its parts presentational.
      .replace(/\saria-label="[^"]*"/g, "")
      // SVG's font-variant attribute takes only CSS 2's values (the Nu checker refuses "tabular-nums"); a class
      // (Tailwind's tabular-nums) says the same thing validly, without a style attribute for the CSP to allow.
      .replace(/\sfont-variant="tabular-nums"/g, ' class="tabular-nums"')
      .replace(/^<svg([^>]*)>/, (_, attributes: string) => {
        const kept = attributes.replace(/\s(class|font-family|font-size|width|height)="[^"]*"/g, "").trim();
        return `<svg ${kept} width="${size.width}" height="${size.height}" font-size="${size.fontSize}" role="img" aria-label="${label}" class="block h-auto w-full text-slate-700">`;
      })
      .replace(
        /\s(d|transform|x|y|x1|x2|y1|y2|cx|cy|width|height)="([^"]*)"/g,
        (_, name: string, value: string) => ` ${name}="${value.replace(/(\d+\.\d)\d+/g, "$1")}"`,
      )
  );
}
