import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import {
  handlingStatuses,
  inboxKinds,
  verdictFilters,
  type InboxFilter,
  type InboxItem,
  type InboxPage,
} from "../../../contract/staff.ts";
import { AlertBanner } from "../../components/ui/alert-banner.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { SelectField, TextField } from "../../components/ui/form-field.tsx";
import { errorMessageFor } from "../../lib/api-client.ts";
import { EntryDetail } from "./entry-detail.tsx";
import { kindLabels, statusLabels, statusTone, verdictFilterLabels, verdictLabels } from "./labels.ts";
import { downloadCsv, formatTime, staffRequest } from "./staff-api.ts";

const PAGE_SIZE = 25;

function queryOf(filter: InboxFilter, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value) params.set(key, String(value));
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : "";
}

const emptyFilter: InboxFilter = { verdict: "not-spam" };

/** The inbox: filters, the list newest first with "Load more" (keyset pages), CSV export, and one entry's detail. */
export function InboxPanel({ token }: { token: string }) {
  const [draft, setDraft] = useState<InboxFilter>(emptyFilter);
  const [filter, setFilter] = useState<InboxFilter>(emptyFilter);
  const [items, setItems] = useState<InboxItem[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | undefined>();
  const [notice, setNotice] = useState<string | undefined>();
  const [open, setOpen] = useState<InboxItem | undefined>();
  const listHeading = useRef<HTMLHeadingElement>(null);

  const load = useCallback(
    async (next: InboxFilter, after: string | null) => {
      setLoading(true);
      setError(undefined);
      try {
        const page = await staffRequest<InboxPage>(
          token,
          "GET",
          `/staff/inbox${queryOf(next, { limit: String(PAGE_SIZE), ...(after ? { cursor: after } : {}) })}`,
        );
        setItems((current) => (after ? [...current, ...page.items] : page.items));
        setCursor(page.nextCursor);
      } catch (failure) {
        setError(errorMessageFor(failure, "The inbox could not be loaded. Please try again."));
      } finally {
        setLoading(false);
      }
    },
    [token],
  );

  useEffect(() => {
    // Loading on mount and on each applied filter is the point of this effect.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load(filter, null);
  }, [filter, load]);

  function apply(event: FormEvent) {
    event.preventDefault();
    setOpen(undefined);
    setFilter({ ...draft });
  }

  function reset() {
    setDraft(emptyFilter);
    setOpen(undefined);
    setFilter(emptyFilter);
  }

  async function exportCsv() {
    if (!filter.kind) return;
    setNotice(undefined);
    try {
      await downloadCsv(token, `/staff/inbox/export${queryOf(filter)}`);
      setNotice("The CSV file was downloaded.");
    } catch (failure) {
      setError(errorMessageFor(failure, "The export failed. Please try again."));
    }
  }

  const update = (patch: Partial<InboxFilter>) => setDraft((current) => ({ ...current, ...patch }));

  if (open) {
    return (
      <EntryDetail
        token={token}
        entry={open}
        onBack={(changed) => {
          setOpen(undefined);
          if (changed)
            setItems((current) => current.map((item) => (item.id === changed.id ? changed : item)));
          requestAnimationFrame(() => listHeading.current?.focus());
        }}
      />
    );
  }

  return (
    <div>
      <form
        onSubmit={apply}
        aria-label="Filter the inbox"
        className="rounded-(--radius-card) border border-slate-200 bg-surface p-4 shadow-sm"
      >
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <TextField
            label="Search"
            name="q"
            type="search"
            hint="Names, addresses, subjects and texts."
            value={draft.q ?? ""}
            onChange={(event) => update({ q: event.target.value })}
          />
          <SelectField
            label="Kind"
            name="kind"
            value={draft.kind ?? ""}
            onChange={(event) => update({ kind: (event.target.value || undefined) as InboxFilter["kind"] })}
            options={[
              { value: "", label: "All kinds" },
              ...inboxKinds.map((kind) => ({ value: kind, label: kindLabels[kind] })),
            ]}
          />
          <TextField
            label="Category or position"
            name="category"
            hint="e.g. general, ai-researcher, newsletter."
            value={draft.category ?? ""}
            onChange={(event) => update({ category: event.target.value.trim().toLowerCase() || undefined })}
          />
          <SelectField
            label="Status"
            name="status"
            value={draft.status ?? ""}
            onChange={(event) =>
              update({ status: (event.target.value || undefined) as InboxFilter["status"] })
            }
            options={[
              { value: "", label: "Any status" },
              ...handlingStatuses.map((status) => ({ value: status, label: statusLabels[status] })),
            ]}
          />
          <SelectField
            label="Spam"
            name="verdict"
            value={draft.verdict ?? "not-spam"}
            onChange={(event) => update({ verdict: event.target.value as InboxFilter["verdict"] })}
            options={verdictFilters.map((verdict) => ({
              value: verdict,
              label: verdictFilterLabels[verdict],
            }))}
          />
          <TextField
            label="Received from"
            name="from"
            type="date"
            value={draft.from ?? ""}
            onChange={(event) => update({ from: event.target.value || undefined })}
          />
          <TextField
            label="Received until"
            name="to"
            type="date"
            value={draft.to ?? ""}
            onChange={(event) => update({ to: event.target.value || undefined })}
          />
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
            disabled={!filter.kind}
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
        {error ? <AlertBanner tone="error">{error}</AlertBanner> : null}
        {notice ? <AlertBanner tone="success">{notice}</AlertBanner> : null}
      </div>

      <h2 ref={listHeading} tabIndex={-1} className="mt-8 text-xl focus:outline-none">
        Entries <span className="sr-only">{loading ? "(loading)" : `(${items.length} shown)`}</span>
      </h2>
      {!loading && items.length === 0 && !error ? (
        <p className="mt-4 text-slate-700">Nothing matches these filters.</p>
      ) : null}
      <ul
        className="mt-4 divide-y divide-slate-200 rounded-(--radius-card) border border-slate-200 bg-surface"
        aria-busy={loading || undefined}
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
            </button>
          </li>
        ))}
      </ul>
      {cursor ? (
        <Button
          variant="secondary"
          className="mt-4"
          disabled={loading}
          onClick={() => void load(filter, cursor)}
        >
          {loading ? "Loading..." : "Load more"}
        </Button>
      ) : null}
    </div>
  );
}
