import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from "react";
import { trackEvent } from "../../lib/track.ts";
import { Link } from "../../lib/navigation.tsx";
import { ModalDialog } from "../../components/ui/modal-dialog.tsx";
import { searchTexts } from "../../content/search.ts";
import { SEARCH_INDEX_URL, type SearchDocument } from "./search-document.ts";
import { createSiteSearch, highlightParts, type SiteSearch } from "./search-engine.ts";

type IndexState = { status: "loading" } | { status: "ready"; engine: SiteSearch } | { status: "failed" };

export interface SearchDialogProps {
  open: boolean;
  /** Escape or the close button. */
  onClose: () => void;
  /** A result was followed in this tab (its page is about to be shown). */
  onChoose: () => void;
  /** Where focus goes back when the dialog closes (null: the owner moves it). */
  returnFocusTo: HTMLElement | null;
  /** What to search for at first (typed into a search box on the page). */
  initialQuery?: string;
}

// A click that opens the link elsewhere (new tab or window) leaves this page and the dialog as they are.
const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/** `text` with the words that matched the query marked. */
function Highlighted({ text, terms }: { text: string; terms: readonly string[] }) {
  return highlightParts(text, terms).map((part, index) =>
    part.match ? (
      <mark key={index} className="rounded-sm bg-accent-100 text-inherit">
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  );
}

/**
 * The site search, in a modal dialog: loaded (with MiniSearch and the index) only when the visitor first opens it
 * from the header (site-search.tsx). The input has focus on opening; ArrowDown moves into the results and
 * ArrowUp/ArrowDown between them; Escape or the close button close it and focus returns to the header's Search
 * button. A status line tells screen readers how many results there are.
 */
export default function SearchDialog({
  open,
  onClose,
  onChoose,
  returnFocusTo,
  initialQuery = "",
}: SearchDialogProps) {
  const [query, setQuery] = useState(initialQuery);
  const [index, setIndex] = useState<IndexState>({ status: "loading" });
  const inputId = useId();
  const statusId = useId();
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    let live = true;
    // Revalidated on each load (ETag), so a new deployment's index is used at once.
    fetch(SEARCH_INDEX_URL, { cache: "no-cache" })
      .then(async (response) => {
        if (!response.ok) throw new Error(`search index: HTTP ${response.status}`);
        const documents = (await response.json()) as SearchDocument[];
        if (live) setIndex({ status: "ready", engine: createSiteSearch(documents) });
      })
      .catch(() => {
        if (live) setIndex({ status: "failed" });
      });
    return () => {
      live = false;
    };
  }, []);

  const trimmed = query.trim();
  const results = useMemo(
    () => (index.status === "ready" && trimmed ? index.engine.search(trimmed) : []),
    [index, trimmed],
  );

  let status: string;
  if (index.status === "failed") status = searchTexts.failed;
  else if (index.status === "loading") status = searchTexts.loading;
  else if (!trimmed) status = searchTexts.prompt;
  else if (results.length === 0) status = searchTexts.noResults(trimmed);
  else status = searchTexts.results(results.length, trimmed);

  // A search that found nothing is worth knowing (what the site lacks): recorded once, as the dialog closes on it.
  const close = () => {
    if (index.status === "ready" && trimmed && results.length === 0) trackEvent("search-empty", trimmed);
    onClose();
  };

  const moveFocus = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    const links = [...(listRef.current?.querySelectorAll<HTMLAnchorElement>("a") ?? [])];
    if (links.length === 0) return;
    const input = document.getElementById(inputId);
    const current = links.indexOf(document.activeElement as HTMLAnchorElement);
    event.preventDefault();
    if (event.key === "ArrowDown") links[Math.min(current + 1, links.length - 1)]?.focus();
    else if (current <= 0) input?.focus();
    else links[current - 1]?.focus();
  };

  return (
    <ModalDialog
      open={open}
      onClose={close}
      title={searchTexts.title}
      description={searchTexts.description}
      initialFocus="input[type=search]"
      placement="top"
      returnFocusTo={returnFocusTo}
    >
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- arrow keys between input and results */}
      <div onKeyDown={moveFocus}>
        <form role="search" onSubmit={(event) => event.preventDefault()}>
          <label htmlFor={inputId} className="block text-sm font-semibold text-slate-900">
            {searchTexts.label}
          </label>
          <input
            id={inputId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={(event) => {
              // In a search field, Chromium's first Escape only empties it: here Escape always closes the dialog.
              if (event.key === "Escape") {
                event.preventDefault();
                close();
              }
            }}
            placeholder={searchTexts.placeholder}
            autoComplete="off"
            spellCheck={false}
            aria-describedby={statusId}
            className="mt-1 block min-h-11 w-full rounded-(--radius-control) border border-slate-400 px-3 py-2 text-base text-slate-900 placeholder:text-slate-500"
          />
        </form>
        <div>
          <p id={statusId} role="status" className="mt-3 text-sm text-slate-700">
            {status}
          </p>
          {results.length > 0 ? (
            <ul ref={listRef} aria-label={searchTexts.resultsLabel} className="mt-3 flex flex-col gap-2">
              {results.map((result) => (
                <li key={result.id}>
                  <Link
                    to={result.url}
                    onClick={(event) => {
                      if (!opensElsewhere(event)) onChoose();
                    }}
                    className="block rounded-(--radius-control) border border-slate-200 p-3 hover:border-brand-600 hover:bg-brand-50"
                  >
                    <span className="block font-semibold text-brand-800">
                      <Highlighted text={result.section} terms={result.terms} />
                    </span>
                    {result.section !== result.page ? (
                      <span className="block text-xs font-semibold tracking-wide text-slate-600 uppercase">
                        {result.page}
                      </span>
                    ) : null}
                    <span className="mt-1 block text-sm text-slate-700">
                      <Highlighted text={result.snippet} terms={result.terms} />
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
    </ModalDialog>
  );
}
