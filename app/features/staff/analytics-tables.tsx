import type { ReactNode } from "react";
import type { AnalyticsTable, AnalyticsTotals } from "../../../contract/analytics.ts";
import { Button } from "../../components/ui/button.tsx";

const number = new Intl.NumberFormat("en-GB");
const percent = new Intl.NumberFormat("en-GB", { style: "percent", maximumFractionDigits: 1 });

/** "+12 %", "−5 %", or "new" when the previous period had none. */
export function change(current: number, previous: number): string {
  if (previous === 0) return current === 0 ? "no change" : "new";
  const ratio = (current - previous) / previous;
  return ratio === 0 ? "no change" : `${ratio > 0 ? "+" : "−"}${percent.format(Math.abs(ratio))}`;
}

/** The three headline figures, each with the previous period's and the change. */
export function TotalsList({ totals, previous }: { totals: AnalyticsTotals; previous: AnalyticsTotals }) {
  const figures: [string, number, number][] = [
    ["Visitors", totals.visitors, previous.visitors],
    ["Views", totals.views, previous.views],
    ["Views per visit", totals.viewsPerVisit, previous.viewsPerVisit],
  ];
  return (
    <dl className="grid gap-3 sm:grid-cols-3">
      {figures.map(([label, current, before]) => (
        <div key={label} className="rounded-(--radius-card) border border-slate-200 bg-surface p-4">
          <dt className="text-sm font-semibold text-slate-700">{label}</dt>
          <dd className="mt-1 text-2xl font-semibold text-slate-900 tabular-nums">
            {number.format(current)}
          </dd>
          <dd className="text-sm text-slate-700">
            {change(current, before)}{" "}
            <span className="text-slate-600">(before: {number.format(before)})</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

export interface Column<Row> {
  label: string;
  cell: (row: Row) => ReactNode;
  numeric?: boolean;
  /** Paths, addresses and domains: broken anywhere on a narrow screen (words are not). */
  breakAnywhere?: boolean;
}

/**
 * One table of the dashboard: the rows with a small bar of the first numeric column (decorative: the figure is in
 * the cell beside it), and a button that downloads the same rows as CSV.
 */
export function AnalyticsTableView<Row>({
  id,
  title,
  rows,
  columns,
  bar,
  empty,
  onExport,
  exporting,
  note,
}: {
  id: AnalyticsTable;
  title: string;
  rows: readonly Row[];
  columns: readonly Column<Row>[];
  bar: (row: Row) => number;
  empty: string;
  onExport: (table: AnalyticsTable) => void;
  exporting: boolean;
  /** A line under the table (where its data comes from). */
  note?: string;
}) {
  const largest = Math.max(1, ...rows.map(bar));
  const headingId = `analytics-${id}`;
  return (
    <section aria-labelledby={headingId} className="min-w-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-lg">
          {title}
        </h3>
        <Button
          type="button"
          variant="secondary"
          onClick={() => onExport(id)}
          disabled={exporting || rows.length === 0}
          aria-label={`Download ${title.toLowerCase()} as CSV`}
        >
          CSV
        </Button>
      </div>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">{empty}</p>
      ) : (
        <div className="mt-2 overflow-x-auto">
          <table className="w-full border-collapse text-left text-sm" aria-labelledby={headingId}>
            <thead>
              <tr className="border-b border-slate-300">
                {columns.map((column) => (
                  <th
                    key={column.label}
                    scope="col"
                    className={`py-2 pr-3 last:pr-0 ${column.numeric ? "text-right" : ""}`}
                  >
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr key={index} className="border-b border-slate-200 align-top">
                  {columns.map((column, at) => (
                    <td
                      key={column.label}
                      className={`py-1.5 pr-3 last:pr-0 ${column.numeric ? "text-right tabular-nums" : column.breakAnywhere ? "break-all" : "break-words"}`}
                    >
                      {column.cell(row)}
                      {at === 0 ? (
                        // An SVG bar: its width is an attribute, not a style the CSP would have to allow.
                        <svg aria-hidden="true" className="mt-1 block h-1.5 w-full" focusable="false">
                          <rect width="100%" height="100%" rx="3" className="fill-brand-100" />
                          <rect
                            width={`${bar(row) > 0 ? Math.max(1, Math.round((bar(row) / largest) * 100)) : 0}%`}
                            height="100%"
                            rx="3"
                            className="fill-brand-600"
                          />
                        </svg>
                      ) : null}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {note ? <p className="mt-2 text-xs text-slate-700">{note}</p> : null}
    </section>
  );
}

export const formatNumber = (value: number) => number.format(value);
export const formatRate = (value: number) => percent.format(value);
