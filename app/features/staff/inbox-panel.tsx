import Inbox from "lucide-react/icons/inbox";
import Keyboard from "lucide-react/icons/keyboard";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import {
  inboxShortcuts,
  inboxViewTexts,
  shortcutTexts,
  type InboxViewCounts,
} from "../../../contract/inbox-views.ts";
import type { InboxItem, InboxPage } from "../../../contract/staff.ts";
import { FormStatus } from "../../components/forms/form-status.tsx";
import type { FormStatusState } from "../../components/forms/use-form.ts";
import { AlertBanner } from "../../components/ui/alert-banner.tsx";
import { Button } from "../../components/ui/button.tsx";
import { errorMessageFor } from "../../lib/api-client.ts";
import { EntryDetail } from "./entry-detail.tsx";
import { activeFilters, InboxFilters, noFilter, type FilterValues } from "./inbox-filters.tsx";
import { InboxList } from "./inbox-list.tsx";
import { InboxViewsNav, viewName } from "./inbox-views-nav.tsx";
import { entryKey, useInboxLocation, type ViewChoice } from "./use-inbox-location.ts";
import { useInboxShortcuts, useShortcutsSetting } from "./use-inbox-shortcuts.ts";
import { useStaffData } from "./use-staff-data.ts";

const PAGE_SIZE = 25;

const ShortcutsDialog = lazy(() =>
  import("./shortcuts-dialog.tsx").then((module) => ({ default: module.ShortcutsDialog })),
);

/** The list's query: the view (a position is the applications view for that job), then the filters that narrow it. */
function queryOf(view: ViewChoice, filter: FilterValues, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  if (view.view !== "all") params.set("view", view.view);
  const category = view.position ?? filter.category;
  for (const [key, value] of Object.entries({ ...filter, category, ...extra }))
    if (value) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : "";
}

const listPath = (view: ViewChoice, filter: FilterValues, cursor = "") =>
  `/staff/inbox${queryOf(view, filter, { limit: String(PAGE_SIZE), cursor })}`;

/**
 * The inbox as a shared inbox reads: its views with their counts, the list of the chosen view (search and filters
 * narrow it), and the open entry, beside the list on wide screens and on a screen of its own on narrow ones. The view
 * and the open entry are in the address; j, k, r, / and ? work as listed in the shortcuts dialog.
 */
export function InboxPanel({ token }: { token: string }) {
  const address = useInboxLocation();
  const { view, entry } = address;
  const [filter, setFilter] = useState(noFilter);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [exported, setExported] = useState<FormStatusState>({ kind: "idle" });
  const [helpOpen, setHelpOpen] = useState(false);
  const [helpLoaded, setHelpLoaded] = useState(false);
  const [shortcutsOn, setShortcutsOn] = useShortcutsSetting();
  const [helpReturn, setHelpReturn] = useState<HTMLElement | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const replyRef = useRef<HTMLTextAreaElement>(null);
  const rowRefs = useRef(new Map<string, HTMLButtonElement>());

  const counts = useStaffData<InboxViewCounts>(token, "/staff/inbox/views", inboxViewTexts.countsFailed);
  const list = useStaffData<InboxPage>(token, listPath(view, filter), inboxViewTexts.listFailed);
  const items = list.pages.flatMap((page) => page.items);
  const cursor = list.pages.at(-1)?.nextCursor;
  const openKey = entry ? entryKey(entry) : null;
  const summary = items.find((item) => entryKey(item) === openKey);
  const filtersInUse = activeFilters(filter) > 0 || filter.q !== "";

  // Closing an entry (its Back button, the browser's Back) puts the focus back on its row.
  const lastOpen = useRef(openKey);
  useEffect(() => {
    const closed = lastOpen.current;
    lastOpen.current = openKey;
    if (!closed || openKey) return;
    const row = rowRefs.current.get(closed);
    if (row) row.focus();
    else listHeading.current?.focus();
  }, [openKey]);

  /** Shows a view afresh: its list with no filter, and its count again. */
  function show(next: ViewChoice) {
    setExported({ kind: "idle" });
    setFilter(noFilter);
    address.show(next);
    void counts.reload();
  }

  /** Applies the filters; the same ones again load the list afresh. */
  function apply(next: FilterValues) {
    setExported({ kind: "idle" });
    if (listPath(view, next) === listPath(view, filter)) void list.reload();
    else setFilter(next);
  }

  /** An entry changed in its pane: its row shows it at once, and the counts follow. */
  function onChanged(changed: InboxItem) {
    list.update((pages) =>
      pages.map((page) => ({
        ...page,
        items: page.items.map((item) => (entryKey(item) === entryKey(changed) ? changed : item)),
      })),
    );
    void counts.reload();
  }

  /** Opens the entry `step` rows from the open one (the first when none is open). */
  function step(by: 1 | -1) {
    if (items.length === 0) return;
    const index = items.findIndex((item) => entryKey(item) === openKey);
    const next = index === -1 ? items[0] : items[index + by];
    if (!next) return;
    address.open({ kind: next.kind, id: next.id });
    rowRefs.current.get(entryKey(next))?.scrollIntoView({ block: "nearest" });
  }

  function openHelp() {
    setHelpReturn(document.activeElement instanceof HTMLElement ? document.activeElement : null);
    setHelpLoaded(true);
    setHelpOpen(true);
  }

  useInboxShortcuts(shortcutsOn, root, {
    next: () => step(1),
    previous: () => step(-1),
    reply: () => replyRef.current?.focus(),
    search: () => searchRef.current?.focus(),
    help: openHelp,
  });

  async function exportCsv() {
    if (!filter.kind) return;
    setExported({ kind: "submitting" });
    try {
      const csv = await import("./csv-download.ts");
      await csv.downloadCsv(token, `/staff/inbox/export${queryOf(view, filter)}`);
      setExported({ kind: "success", message: inboxViewTexts.exported });
    } catch (failure) {
      setExported({
        kind: "error",
        message: errorMessageFor(failure, inboxViewTexts.exportFailed),
      });
    }
  }

  const name = viewName(view, counts.data);
  const viewKey = `${view.view}.${view.position ?? ""}`;

  return (
    <div
      ref={root}
      className="grid gap-x-6 gap-y-4 lg:grid-cols-[minmax(18rem,22rem)_minmax(0,1fr)] xl:grid-cols-[14rem_minmax(18rem,21rem)_minmax(0,1fr)]"
    >
      <div className={`min-w-0 lg:col-span-2 xl:col-span-1 ${entry ? "max-lg:hidden" : ""}`}>
        <InboxViewsNav counts={counts.data} selected={view} onSelect={show} />
        {counts.error ? <p className="mt-2 text-sm text-red-800">{counts.error}</p> : null}
      </div>

      <section aria-labelledby="inbox-list-heading" className={`min-w-0 ${entry ? "max-lg:hidden" : ""}`}>
        <div className="mb-3 flex items-center justify-between gap-3">
          <h2
            id="inbox-list-heading"
            ref={listHeading}
            tabIndex={-1}
            className="min-w-0 truncate text-xl focus:outline-none"
          >
            {name}
            <span className="sr-only">
              {" "}
              {list.loading ? "(loading)" : `(${items.length} shown${cursor ? ", more to load" : ""})`}
            </span>
          </h2>
          <button
            type="button"
            onClick={openHelp}
            className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-(--radius-control) px-2 text-sm text-slate-700 hover:bg-slate-100 hover:text-slate-900"
          >
            <Keyboard aria-hidden="true" className="size-5" />
            <span className="max-sm:sr-only">{shortcutTexts.open}</span>
          </button>
        </div>
        <InboxFilters
          key={viewKey}
          applied={filter}
          onApply={apply}
          open={filtersOpen}
          onToggle={() => setFiltersOpen((open) => !open)}
          showVerdict={view.view === "all"}
          positions={counts.data?.positions ?? []}
          searchRef={searchRef}
          actions={
            <div className="mt-4 flex flex-wrap items-center gap-3 border-t border-slate-200 pt-4">
              <Button
                type="button"
                variant="secondary"
                onClick={() => void exportCsv()}
                disabled={!filter.kind || exported.kind === "submitting"}
                aria-describedby="export-hint"
              >
                {inboxViewTexts.exportCsv}
              </Button>
              <p id="export-hint" className="text-sm text-slate-600">
                {filter.kind ? inboxViewTexts.exportHint : inboxViewTexts.exportNeedsKind}
              </p>
            </div>
          }
        />
        <div className="*:mt-3" aria-live="polite">
          {list.error ? <AlertBanner tone="error">{list.error}</AlertBanner> : null}
          <FormStatus status={exported} />
        </div>
        {!list.loading && items.length === 0 && !list.error ? (
          <p className="mt-4 rounded-(--radius-card) border border-dashed border-slate-300 px-4 py-8 text-center text-slate-700">
            {filtersInUse ? inboxViewTexts.emptyFiltered : inboxViewTexts.empty}
          </p>
        ) : null}
        <div className="mt-3">
          <InboxList
            items={items}
            selectedKey={openKey}
            onOpen={(item) => address.open({ kind: item.kind, id: item.id })}
            rowRefs={rowRefs}
            busy={list.loading}
            overdueAfterDays={counts.data?.waitingAfterDays}
          />
        </div>
        {cursor ? (
          <Button
            variant="secondary"
            className="mt-4"
            disabled={list.loading}
            onClick={() => void list.loadMore(listPath(view, filter, cursor))}
          >
            {list.loading ? inboxViewTexts.loading : inboxViewTexts.loadMore}
          </Button>
        ) : null}
      </section>

      <div
        className={`@container min-w-0 lg:sticky lg:top-24 lg:max-h-[calc(100dvh-7rem)] lg:self-start lg:overflow-y-auto lg:rounded-(--radius-card) lg:border lg:border-slate-200 lg:bg-surface lg:p-6 ${
          entry ? "" : "max-lg:hidden"
        }`}
      >
        {entry ? (
          <div
            key={openKey}
            className="motion-safe:transition-transform motion-safe:duration-200 motion-safe:starting:translate-y-2"
          >
            <EntryDetail
              token={token}
              entry={entry}
              summary={summary}
              onClose={address.close}
              onOpen={address.open}
              onChanged={onChanged}
              replyRef={replyRef}
            />
          </div>
        ) : (
          <div className="flex flex-col items-center gap-3 py-24 text-center text-slate-600">
            <Inbox aria-hidden="true" className="size-10 text-slate-400" strokeWidth={1.5} />
            <p>{inboxViewTexts.noEntry}</p>
          </div>
        )}
      </div>

      {helpLoaded ? (
        <Suspense fallback={null}>
          <ShortcutsDialog
            open={helpOpen}
            onClose={() => setHelpOpen(false)}
            returnFocusTo={helpReturn}
            on={shortcutsOn}
            onChange={setShortcutsOn}
            shortcuts={inboxShortcuts.map(({ key, action }) => ({
              key,
              action: shortcutTexts.actions[action],
            }))}
            texts={shortcutTexts}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
