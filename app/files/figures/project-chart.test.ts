import { parse } from "parse5";
import { describe, expect, it } from "vitest";
import { content } from "../../content/load.ts";
import type { ProjectChart } from "../../content/schema.ts";
import { CHART_SIZES, chartSources, chartTable, formatValue, projectChart } from "./project-chart.ts";
import { chartFigure, figureId } from "./project-figures.ts";

interface Node {
  nodeName: string;
  tagName?: string;
  value?: string;
  attrs?: { name: string; value: string }[];
  childNodes?: Node[];
}

function all(svg: string) {
  const found: { tag: string; attrs: Record<string, string>; text: string }[] = [];
  const walk = (node: Node) => {
    if (node.tagName)
      found.push({
        tag: node.tagName,
        attrs: Object.fromEntries((node.attrs ?? []).map((attr) => [attr.name, attr.value])),
        text: (node.childNodes ?? []).map((child) => child.value ?? "").join(""),
      });
    for (const child of node.childNodes ?? []) walk(child);
  };
  walk(parse(`<!doctype html><body>${svg}</body>`) as Node);
  return found;
}

const charts = content().projectResults.flatMap((results) =>
  results.charts.map((chart) => ({ project: results.slug, chart })),
);

const sample: ProjectChart = {
  title: "Sample",
  type: "bar",
  x: "Country",
  measure: "Farms",
  unit: "farms",
  summary: "A sample.",
  note: "Made up for the test.",
  series: [
    { name: "Enrolled", kind: "result", source: "Register", values: [{ at: "Kenya", value: 610 }] },
    {
      name: "Target",
      kind: "target",
      source: "Plan",
      values: [
        { at: "Kenya", value: 800 },
        { at: "India", value: 600 },
      ],
    },
  ],
};

describe("project charts (Observable Plot at build)", () => {
  it("every project has at least one chart, and every chart at least one measured result", () => {
    const { projects, projectResults } = content();
    for (const project of projects)
      expect(projectResults.map((results) => results.slug)).toContain(project.slug);
    for (const { chart } of charts)
      expect(chart.series.some((series) => series.kind === "result")).toBe(true);
  });

  for (const { project, chart } of charts)
    it(`${project}: "${chart.title}": the table holds exactly the data, and the SVG is plain and labelled`, () => {
      const table = chartTable(chart);
      // Every value of every series is in its row and column, and nothing else is.
      for (const [column, series] of chart.series.entries())
        for (const point of series.values) {
          const row = table.rows.find((each) => each.at === String(point.at));
          expect(row?.values[column], `${series.name} at ${point.at}`).toBe(point.value);
        }
      const filled = table.rows.flatMap((row) => row.values).filter((value) => value !== undefined);
      expect(filled).toHaveLength(chart.series.reduce((sum, series) => sum + series.values.length, 0));

      const figure = chartFigure(chart);
      expect(figure.table.columns).toEqual(
        chart.series.map(
          (series) => `${series.name} (${series.kind === "target" ? "target" : "measured result"})`,
        ),
      );
      expect(figure.sources).toEqual([...new Set(chart.series.map((series) => series.source))]);

      for (const size of Object.values(CHART_SIZES)) {
        const svg = projectChart(chart, size);
        const root = all(svg).find((element) => element.tag === "svg")!;
        expect(root.tag).toBe("svg");
        expect(root.attrs.role).toBe("img");
        expect(root.attrs["aria-label"]).toContain(chart.title);
        // One named image: no part of it carries a label of its own (ARIA forbids aria-label on a plain <g>).
        expect(svg.match(/aria-label=/g)).toHaveLength(1);
        expect(root.attrs.viewBox).toBe(`0 0 ${size.width} ${size.height}`);
        // No stylesheet or style attribute: the page's CSP allows none it has not hashed, and colours are classes.
        expect(svg).not.toMatch(/<style|\sstyle=/);
        expect(svg).not.toContain("plot-");
      }
    });

  it("draws targets dashed and hollow, results filled, and labels a lone target as a target", () => {
    const svg = projectChart(sample, CHART_SIZES.wide);
    // Plot writes a mark's constant styles on its group (one per facet): the target's dashed and unfilled, the
    // result's without a dash, filled with its tone's colour.
    const groups = all(svg).filter((element) => element.tag === "g" && element.attrs.class);
    const targets = groups.filter((group) => group.attrs["stroke-dasharray"]);
    expect(targets.length).toBeGreaterThan(0);
    for (const target of targets) {
      expect(target.attrs.fill).toBe("none");
      expect(target.attrs.class).toContain("text-slate-900");
    }
    const results = groups.filter((group) => group.attrs.class === "text-brand-600");
    expect(results.length).toBeGreaterThan(0);
    for (const result of results) {
      expect(result.attrs["stroke-dasharray"]).toBeUndefined();
      expect(result.attrs.fill ?? "currentColor").toBe("currentColor");
    }

    const line: ProjectChart = {
      ...sample,
      type: "line",
      series: [
        {
          name: "Measured",
          kind: "result",
          source: "Cores",
          values: [
            { at: 2023, value: 1.6 },
            { at: 2025, value: 2 },
          ],
        },
        { name: "Goal", kind: "target", source: "Plan", values: [{ at: 2027, value: 2.2 }] },
      ],
    };
    const texts = all(projectChart(line, CHART_SIZES.narrow)).filter((element) => element.tag === "text");
    expect(texts.map((text) => text.text)).toContain("Target 2.2");
  });

  it("writes values with their units, and the table's empty cells as a dash", () => {
    expect(formatValue(1.62, "%")).toBe("1.62 %");
    expect(formatValue(18000, "tonnes")).toBe("18,000 tonnes");
    expect(formatValue(-0.4, "percentage points")).toBe("−0.4 percentage points");
    const figure = chartFigure(sample);
    expect(figure.table.rows).toEqual([
      { at: "Kenya", cells: ["610 farms", "800 farms"] },
      { at: "India", cells: ["—", "600 farms"] },
    ]);
    expect(chartSources(sample)).toEqual(["Register", "Plan"]);
    expect(figureId("Peak surface temperature, Córdoba")).toBe("peak-surface-temperature-cordoba");
  });
});

describe("the pages' boxes for the drawings", () => {
  it("reserve each drawing's own aspect ratio (chart-figure.tsx, project.tsx)", async () => {
    const fs = await import("node:fs");
    const { MAP_SIZES } = await import("./project-map.ts");
    const figure = fs.readFileSync("app/components/ui/chart-figure.tsx", "utf8");
    const page = fs.readFileSync("app/views/project.tsx", "utf8");
    for (const size of Object.values(CHART_SIZES))
      expect(figure).toContain(`aspect-[${size.width}/${size.height}]`);
    for (const size of Object.values(MAP_SIZES))
      expect(page).toContain(`aspect-[${size.width}/${size.height}]`);
  });
});
