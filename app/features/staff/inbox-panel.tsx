import { useRef, useState } from "react";
import {
  handlingStatuses,
  inboxKinds,
  verdictFilters,
  type InboxFilter,
  type InboxItem,
  type InboxPage,
} from "../../../contract/staff.ts";
import { FormStatus } from "../../components/forms/form-status.tsx";
import { useForm, type FormStatusState } from "../../components/forms/use-form.ts";
import { AlertBanner } from "../../components/ui/alert-banner.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { SelectField, TextField } from "../../components/ui/form-field.tsx";
import { errorMessageFor } from "../../lib/api-client.ts";
import { assignmentFilterLabels, assignmentFilters } from "../../../contract/team.ts";
import { EntryDetail } from "./entry-detail.tsx";
import { EntryWaiting } from "./entry-waiting.tsx";
import {
  choicesOf,
  kindLabels,
  statusLabels,
  statusTone,
  verdictFilterLabels,
  verdictLabels,
} from "./labels.ts";
import { formatTime } from "./staff-api.ts";
import { useStaffData } from "./use-staff-data.ts";

const PAGE_SIZE = 25;

/** The filters as the form holds them: "" is "any", left out of the query. */
type Filter = Record<keyof InboxFilter, string>;

const anyFilter: Filter = {
  q: "",
  kind: "",
  category: "",
  status: "",
  verdict: "not-spam",
  from: "",
  to: "",
  assigned: "",
};

function queryOf(filter: Filter, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...filter, ...extra })) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : "";
}

const listPath = (filter: Filter, cursor = "") =>
  `/staff/inbox${queryOf(filter, { limit: String(PAGE_SIZE), cursor })}`;

/** The inbox: filters, the list newest first with "Load more" (keyset pages), CSV export, and one entry's detail. */
export function InboxPanel({ token }: { token: string }) {
  const [filter, setFilter] = useState(anyFilter);
  const [exported, setExported] = useState<FormStatusState>({ kind: "idle" });
  const [open, setOpen] = useState<InboxItem | undefined>();
  const listHeading = useRef<HTMLHeadingElement>(null);
  const list = useStaffData<InboxPage>(
    token,
    listPath(filter),
    "The inbox could not be loaded. Please try again.",
  );
  const items = list.pages.flatMap((page) => page.items);
  const cursor = list.pages.at(-1)?.nextCursor;

  /** Shows the list for `next`; the same filter again loads it afresh. */
  function show(next: Filter) {
    setOpen(undefined);
    setExported({ kind: "idle" });
    if (listPath(next) === listPath(filter)) void list.reload();
    else setFilter(next);
  }

  const form = useForm({
    initialValues: anyFilter,
    resetOnSuccess: false,
    // The category as the server spells it.
    validate: (values) => ({ ok: true, data: { ...values, category: values.category.trim().toLowerCase() } }),
    submit: async (next) => {
      show(next);
      return undefined;
    },
  });

  function reset() {
    form.clear(anyFilter);
    show(anyFilter);
  }

  async function exportCsv() {
    if (!filter.kind) return;
    setExported({ kind: "submitting" });
    try {
      const csv = await import("./csv-download.ts");
      await csv.downloadCsv(token, `/staff/inbox/export${queryOf(filter)}`);
      setExported({ kind: "success", message: "The CSV file was downloaded." });
    } catch (failure) {
      setExported({
        kind: "error",
        message: errorMessageFor(failure, "The export failed. Please try again."),
      });
    }
  }

  if (open) {
    return (
      <EntryDetail
        token={token}
        entry={open}
        onBack={(changed) => {
          setOpen(undefined);
          if (changed)
            list.update((pages) =>
              pages.map((page) => ({
                ...page,
                items: page.items.map((item) =>
                  item.kind === changed.kind && item.id === changed.id ? changed : item,
                ),
              })),
            );
          requestAnimationFrame(() => listHeading.current?.focus());
        }}
      />
    );
  }

  return (
    <div>
      <form
        {...form.formProps}
        aria-label="Filter the inbox"
        className="rounded-(--radius-card) border border-slate-200 bg-surface p-4 shadow-sm"
      >
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <TextField
            label="Search"
            type="search"
            hint="Names, addresses, subjects and texts."
            {...form.field("q")}
          />
          <SelectField
            label="Kind"
            {...form.field("kind")}
            options={choicesOf(inboxKinds, kindLabels, "All kinds")}
          />
          <TextField
            label="Category or position"
            hint="e.g. general, ai-researcher, newsletter."
            {...form.field("category")}
          />
          <SelectField
            label="Status"
            {...form.field("status")}
            options={choicesOf(handlingStatuses, statusLabels, "Any status")}
          />
          <SelectField
            label="Spam"
            {...form.field("verdict")}
            options={choicesOf(verdictFilters, verdictFilterLabels)}
          />
          <SelectField
            label="Assigned"
            {...form.field("assigned")}
            options={choicesOf(assignmentFilters, assignmentFilterLabels, "Anyone or nobody")}
          />
          <TextField label="Received from" type="date" {...form.field("from")} />
          <TextField label="Received until" type="date" {...form.field("to")} />
        </div>
        <div className="mt-4 flex flex-wrap gap-3">
          <Button type="submit">Apply filters</Button>
          <Button type="button" variant="secondary" onClick={reset}>
            Clear
          </Button>
          <Button
            type="button"
            variant="secondary"
            onClick={() => void exportCsv()}
            disabled={!filter.kind || exported.kind === "submitting"}
            aria-describedby="export-hint"
          >
            Export CSV
          </Button>
          <p id="export-hint" className="self-center text-sm text-slate-600">
            {filter.kind ? "Exports every entry that matches the filters." : "Choose one kind to export."}
          </p>
        </div>
      </form>

      <div className="mt-4 space-y-3" aria-live="polite">
        {list.error ? <AlertBanner tone="error">{list.error}</AlertBanner> : null}
        <FormStatus status={exported} />
      </div>

      <h2 ref={listHeading} tabIndex={-1} className="mt-8 text-xl focus:outline-none">
        Entries <span className="sr-only">{list.loading ? "(loading)" : `(${items.length} shown)`}</span>
      </h2>
      {!list.loading && items.length === 0 && !list.error ? (
        <p className="mt-4 text-slate-700">Nothing matches these filters.</p>
      ) : null}
      <ul
        className="mt-4 divide-y divide-slate-200 rounded-(--radius-card) border border-slate-200 bg-surface"
        aria-busy={list.loading || undefined}
      >
        {items.map((item) => (
          <li key={`${item.kind}-${item.id}`}>
            <button
              type="button"
              onClick={() => setOpen(item)}
              className="flex min-h-11 w-full flex-col gap-1 px-4 py-3 text-left hover:bg-brand-50 sm:flex-row sm:items-center sm:gap-4"
            >
              <span className="w-40 shrink-0 text-sm text-slate-600">{formatTime(item.receivedAt)}</span>
              <span className="flex shrink-0 gap-2">
                <Badge>{kindLabels[item.kind]}</Badge>
                <Badge className={statusTone[item.status]}>{statusLabels[item.status]}</Badge>
                {item.verdict !== "clean" ? (
                  <Badge className="bg-red-100 text-red-900">{verdictLabels[item.verdict]}</Badge>
                ) : null}
              </span>
              <span className="min-w-0 flex-1">
                <span className="block truncate font-semibold text-slate-900">{item.about}</span>
                <span className="block truncate text-sm text-slate-700">
                  {item.name ? `${item.name} · ${item.email}` : item.email}
                </span>
              </span>
              <EntryWaiting item={item} />
            </button>
          </li>
        ))}
      </ul>
      {cursor ? (
        <Button
          variant="secondary"
          className="mt-4"
          disabled={list.loading}
          onClick={() => void list.loadMore(listPath(filter, cursor))}
        >
          {list.loading ? "Loading..." : "Load more"}
        </Button>
      ) : null}
    </div>
  );
}
