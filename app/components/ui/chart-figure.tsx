import type { ReactNode } from "react";

/** A chart drawn at build (app/files/figures/project-chart.ts), with everything a reader needs besides the picture. */
export interface ChartFigureData {
  id: string;
  title: string;
  summary: string;
  /** The SVG for wide screens and the one for phones, each laid out for its size. */
  svg: { wide: string; narrow: string };
  legend: { name: string; kind: "result" | "target"; tone: string }[];
  /** The text alternative: the chart's values as a table. */
  table: { x: string; columns: string[]; rows: { at: string; cells: string[] }[] };
  sources: string[];
  note: string;
}

const kindWords = { result: "measured result", target: "target" } as const;

function Swatch({ kind, tone }: { kind: "result" | "target"; tone: string }) {
  // Results solid, targets a dashed outline: the same encoding as in the chart.
  return kind === "result" ? (
    <span aria-hidden="true" className={`inline-block size-3.5 shrink-0 rounded-sm bg-current ${tone}`} />
  ) : (
    <span
      aria-hidden="true"
      className={`inline-block h-3.5 w-4 shrink-0 rounded-sm border-2 border-dashed border-current ${tone}`}
    />
  );
}

/**
 * A chart as a <figure>: its title and what it shows, a legend that names results and targets in words, the picture
 * (role="img", no script), its values as a table in a disclosure, and a caption naming its sources. Both pictures
 * keep their aspect ratio from their viewBox, so nothing moves while the page loads.
 */
export function ChartFigure({ figure, headingLevel = 3 }: { figure: ChartFigureData; headingLevel?: 3 | 4 }) {
  const Heading = `h${headingLevel}` as "h3" | "h4";
  const svg = (markup: string, className: string): ReactNode => (
    <div className={className} dangerouslySetInnerHTML={{ __html: markup }} />
  );
  return (
    <figure
      id={figure.id}
      aria-labelledby={`${figure.id}-title`}
      className="flex scroll-mt-24 flex-col gap-4 rounded-(--radius-card) border border-slate-200 bg-surface p-4 shadow-(--shadow-raised) sm:p-6"
    >
      <div>
        <Heading id={`${figure.id}-title`} className="text-xl leading-snug">
          {figure.title}
        </Heading>
        <p className="mt-2 text-slate-700">{figure.summary}</p>
      </div>
      <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-700" aria-label="Legend">
        {figure.legend.map((entry) => (
          <li key={entry.name} className="flex items-center gap-2">
            <Swatch kind={entry.kind} tone={entry.tone} />
            <span>
              {entry.name} <span className="text-slate-600">({kindWords[entry.kind]})</span>
            </span>
          </li>
        ))}
      </ul>
      {/* Sized by the drawings' aspect ratios (CHART_SIZES), so the browser may skip laying them out until they
          are scrolled to (content-visibility) without anything moving then. */}
      {svg(figure.svg.wide, "hidden aspect-[460/300] [content-visibility:auto] sm:block")}
      {svg(figure.svg.narrow, "aspect-[340/280] [content-visibility:auto] sm:hidden")}
      <details className="rounded-(--radius-control) border border-slate-200 text-sm">
        <summary className="min-h-11 cursor-pointer px-3 py-2.5 font-semibold text-brand-700">
          Data table<span className="sr-only">: {figure.title}</span>
        </summary>
        <div className="overflow-x-auto px-3 pb-3">
          <table className="w-full border-collapse text-left">
            <thead>
              <tr className="border-b border-slate-300">
                <th scope="col" className="py-2 pr-4 font-semibold">
                  {figure.table.x}
                </th>
                {figure.table.columns.map((column) => (
                  <th key={column} scope="col" className="py-2 pr-4 font-semibold">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {figure.table.rows.map((row) => (
                <tr key={row.at} className="border-b border-slate-200 last:border-0">
                  <th scope="row" className="py-2 pr-4 font-medium">
                    {row.at}
                  </th>
                  {row.cells.map((cell, index) => (
                    <td key={figure.table.columns[index]} className="py-2 pr-4 tabular-nums">
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
      <figcaption className="text-sm text-slate-600">
        <span className="font-semibold text-slate-700">Source{figure.sources.length > 1 ? "s" : ""}:</span>{" "}
        {figure.sources.join("; ")}. {figure.note}
      </figcaption>
    </figure>
  );
}
