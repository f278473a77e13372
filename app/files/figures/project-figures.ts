// Everything a project page draws at build: its map and its charts, as the figures the page shows (ADR 0038).
import type { ChartFigureData } from "../../components/ui/chart-figure.tsx";
import type { Project, ProjectChart } from "../../content/schema.ts";
import {
  CHART_SIZES,
  chartSources,
  chartTable,
  formatValue,
  projectChart,
  seriesTones,
} from "./project-chart.ts";
import { MAP_SIZES, projectMap } from "./project-map.ts";

const kindWords = { result: "measured result", target: "target" } as const;

/** "Soil organic carbon on pilot plots" -> "soil-organic-carbon-on-pilot-plots": the figure's anchor. */
export const figureId = (title: string) =>
  title
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** The map's text alternative: the places in order. */
export const mapLabel = (project: Project) =>
  `Map of ${project.title}: ${project.places.map((place) => `${place.name}, ${place.country}`).join("; ")}.`;

export function chartFigure(chart: ProjectChart): ChartFigureData {
  const tones = seriesTones(chart);
  const table = chartTable(chart);
  return {
    id: figureId(chart.title),
    title: chart.title,
    summary: chart.summary,
    svg: { wide: projectChart(chart, CHART_SIZES.wide), narrow: projectChart(chart, CHART_SIZES.narrow) },
    legend: chart.series.map((series, index) => ({
      name: series.name,
      kind: series.kind,
      tone: tones[index]!,
    })),
    table: {
      x: chart.x,
      columns: table.columns.map((column) => `${column.name} (${kindWords[column.kind]})`),
      rows: table.rows.map((row) => ({
        at: row.at,
        cells: row.values.map((value) => (value === undefined ? "—" : formatValue(value, chart.unit))),
      })),
    },
    sources: chartSources(chart),
    note: chart.note,
  };
}

export function projectFigures(project: Project, charts: readonly ProjectChart[]) {
  const label = mapLabel(project);
  return {
    map: {
      wide: projectMap(project.places, MAP_SIZES.wide, label).svg,
      narrow: projectMap(project.places, MAP_SIZES.narrow, label).svg,
    },
    charts: charts.map(chartFigure),
  };
}
