import { useEffect, useState } from "react";
import {
  analyticsEventLabels,
  analyticsPeriodLabels,
  analyticsPeriods,
  analyticsTexts,
  type AnalyticsDashboard,
  type AnalyticsEventName,
  type AnalyticsPeriod,
  type AnalyticsRow,
  type AnalyticsTable,
} from "../../../contract/analytics.ts";
import { FormStatus } from "../../components/forms/form-status.tsx";
import { useForm, type FormStatusState } from "../../components/forms/use-form.ts";
import { Button } from "../../components/ui/button.tsx";
import { TextField } from "../../components/ui/form-field.tsx";
import { errorMessageFor } from "../../lib/api-client.ts";
import {
  AnalyticsTableView,
  change,
  formatNumber,
  formatRate,
  TotalsList,
  type Column,
} from "./analytics-tables.tsx";
import { VisitorsChart } from "./analytics-chart.tsx";
import { RealtimePanel } from "./analytics-realtime.tsx";
import { LoadFailure } from "./load-failure.tsx";
import { useStaffData } from "./use-staff-data.ts";

type Range = { from: string; to: string; period?: AnalyticsPeriod };
const noRange = { from: "", to: "" };

// Country names in English from the browser's own data (ISO 3166-1 alpha-2 codes in the answer).
const regionNames = new Intl.DisplayNames(["en-GB"], { type: "region", fallback: "code" });
const countryName = (code: string) => {
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
};

function queryOf(range: Range, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...range, ...extra })) if (value) params.set(key, value);
  return params.size > 0 ? `?${params}` : "";
}

const breakdownColumns = (label: string, empty = "", breakAnywhere = false): Column<AnalyticsRow>[] => [
  { label, cell: (row) => row.key || empty, breakAnywhere },
  { label: "Views", cell: (row) => formatNumber(row.views), numeric: true },
  { label: "Change", cell: (row) => change(row.views, row.previousViews), numeric: true },
  { label: "Visitors", cell: (row) => formatNumber(row.visitors), numeric: true },
];

const eventLabel = (name: string) => analyticsEventLabels[name as AnalyticsEventName] ?? name;

/**
 * The analytics dashboard (staff and admins): a range of days against the period before it, the breakdowns as
 * tables with small bars, events and conversions, each table downloadable as CSV.
 */
export function AnalyticsPanel({ token }: { token: string }) {
  const [range, setRange] = useState<Range>(noRange);
  const [exported, setExported] = useState<FormStatusState>({ kind: "idle" });
  const board = useStaffData<AnalyticsDashboard>(
    token,
    `/staff/analytics${queryOf(range)}`,
    analyticsTexts.loadFailed,
  );
  const data = board.data;

  const form = useForm({
    initialValues: noRange,
    resetOnSuccess: false,
    focusStatusOnResult: false,
    validate: (values) => ({ ok: true, data: values }),
    submit: async (next) => {
      setExported({ kind: "idle" });
      if (queryOf(next) === queryOf(range)) await board.reload();
      else setRange(next);
      return undefined;
    },
  });

  async function exportTable(table: AnalyticsTable) {
    setExported({ kind: "submitting" });
    try {
      const csv = await import("./csv-download.ts");
      await csv.downloadCsv(token, `/staff/analytics/export${queryOf(range, { table })}`);
      setExported({ kind: "success", message: "The CSV file was downloaded." });
    } catch (failure) {
      setExported({
        kind: "error",
        message: errorMessageFor(failure, "The export failed. Please try again."),
      });
    }
  }

  // A preset fills From and Until with the range the server worked out for it.
  const shown = data?.range;
  const { clear } = form;
  useEffect(() => {
    if (range.period && shown) clear({ from: shown.from, to: shown.to });
  }, [range.period, shown, clear]);

  const choosePreset = (period: AnalyticsPeriod) => {
    setExported({ kind: "idle" });
    if (range.period === period) void board.reload();
    else setRange({ ...noRange, period });
  };

  const table = {
    onExport: (name: AnalyticsTable) => void exportTable(name),
    exporting: exported.kind === "submitting",
  };
  return (
    <section aria-labelledby="analytics-heading">
      <h2 id="analytics-heading" className="text-xl">
        {analyticsTexts.heading}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-slate-700">{analyticsTexts.intro}</p>

      <form
        {...form.formProps}
        aria-label="Range of days"
        className="mt-4 flex flex-wrap items-end gap-4 rounded-(--radius-card) border border-slate-200 bg-surface p-4 shadow-sm"
      >
        <fieldset className="w-full">
          <legend className="text-sm font-semibold text-slate-900">Period</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {analyticsPeriods.map((period) => (
              <Button
                key={period}
                variant="secondary"
                className="min-h-11 px-3"
                aria-pressed={range.period === period}
                onClick={() => choosePreset(period)}
              >
                {analyticsPeriodLabels[period]}
              </Button>
            ))}
          </div>
        </fieldset>
        <TextField label="From" type="date" hint="Default: 30 days ago." {...form.field("from")} />
        <TextField label="Until" type="date" hint="Default: today." {...form.field("to")} />
        <Button type="submit">Show</Button>
      </form>

      <div className="mt-4 space-y-3" aria-live="polite">
        <LoadFailure error={board.error} className="" />
        <FormStatus status={exported} />
      </div>

      {!data ? (
        board.error ? null : (
          <p className="mt-6 text-slate-700">Loading...</p>
        )
      ) : (
        <div className="mt-6 space-y-8" aria-busy={board.loading || undefined}>
          <div>
            <p className="mb-3 text-sm text-slate-700">
              {data.range.from} to {data.range.to}, compared with {data.previousRange.from} to{" "}
              {data.previousRange.to} (UTC days).
            </p>
            <TotalsList totals={data.totals} previous={data.previousTotals} />
          </div>
          <div className="grid gap-8 lg:grid-cols-3">
            <div className="min-w-0 lg:col-span-2">
              <VisitorsChart series={data.series} previous={data.previousSeries} />
            </div>
            <RealtimePanel token={token} />
          </div>
          <div className="grid gap-8 lg:grid-cols-2">
            <AnalyticsTableView
              id="pages"
              title="Top pages"
              rows={data.pages}
              columns={breakdownColumns("Page", "", true)}
              bar={(row) => row.views}
              empty={analyticsTexts.noData}
              {...table}
            />
            <AnalyticsTableView
              id="referrers"
              title="Referrers"
              rows={data.referrers}
              columns={breakdownColumns("Site", analyticsTexts.direct, true)}
              bar={(row) => row.views}
              empty={analyticsTexts.noData}
              {...table}
            />
            <AnalyticsTableView
              id="campaigns"
              title="Campaigns"
              rows={data.campaigns}
              columns={breakdownColumns("Source / medium / campaign")}
              bar={(row) => row.views}
              empty={analyticsTexts.noData}
              {...table}
            />
            <AnalyticsTableView
              id="events"
              title="Events"
              rows={data.events}
              columns={[
                { label: "Event", cell: (row) => eventLabel(row.name) },
                { label: "Detail", cell: (row) => row.value, breakAnywhere: true },
                { label: "Count", cell: (row) => formatNumber(row.count), numeric: true },
                { label: "Change", cell: (row) => change(row.count, row.previousCount), numeric: true },
                { label: "Visitors", cell: (row) => formatNumber(row.visitors), numeric: true },
              ]}
              bar={(row) => row.count}
              empty={analyticsTexts.noData}
              {...table}
            />
            <AnalyticsTableView
              id="conversions"
              title="Conversions"
              rows={data.conversions}
              columns={[
                { label: "Goal", cell: (row) => row.goal },
                { label: "Views", cell: (row) => formatNumber(row.views), numeric: true },
                { label: "Completed", cell: (row) => formatNumber(row.completions), numeric: true },
                { label: "Rate", cell: (row) => formatRate(row.rate), numeric: true },
                { label: "Before", cell: (row) => formatRate(row.previousRate), numeric: true },
              ]}
              bar={(row) => row.rate}
              empty={analyticsTexts.noData}
              {...table}
            />
            <AnalyticsTableView
              id="browsers"
              title="Browsers"
              rows={data.browsers}
              columns={breakdownColumns("Browser", analyticsTexts.unknown)}
              bar={(row) => row.visitors}
              empty={analyticsTexts.noData}
              {...table}
            />
            <AnalyticsTableView
              id="systems"
              title="Systems"
              rows={data.systems}
              columns={breakdownColumns("System", analyticsTexts.unknown)}
              bar={(row) => row.visitors}
              empty={analyticsTexts.noData}
              {...table}
            />
            <AnalyticsTableView
              id="countries"
              title="Countries"
              rows={data.countries}
              columns={[
                {
                  label: "Country",
                  cell: (row) => (row.key ? countryName(row.key) : analyticsTexts.unknown),
                },
                ...breakdownColumns("").slice(1),
              ]}
              bar={(row) => row.visitors}
              empty={analyticsTexts.noData}
              note={analyticsTexts.countriesNote}
              {...table}
            />
            <AnalyticsTableView
              id="screens"
              title="Screens"
              rows={data.screens}
              columns={breakdownColumns("Screen", analyticsTexts.unknown)}
              bar={(row) => row.visitors}
              empty={analyticsTexts.noData}
              {...table}
            />
          </div>
        </div>
      )}
    </section>
  );
}
