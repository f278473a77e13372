import Search from "lucide-react/icons/search";
import { useEffect, useId, useState, type ComponentType, type FormEvent } from "react";
import { searchControlTexts } from "../../content/search-control.ts";
import type { SearchDialogProps } from "./search-dialog.tsx";
import { FOCUS_AFTER_LOAD_KEY } from "./search-document.ts";

const loadDialog = () => import("./search-dialog.tsx").then((module) => module.default);

/**
 * A search box in the page (the not-found page's): the site search of the header, started from a field. Submitting
 * opens the search dialog (loaded then, with its index) on the words typed; each submission starts it afresh. A
 * submission before the island has started reloads the page with ?q=, which opens the search on those words.
 */
export function PageSearch({ label }: { label: string }) {
  const [Dialog, setDialog] = useState<ComponentType<SearchDialogProps> | null>(null);
  const [failed, setFailed] = useState(false);
  const [query, setQuery] = useState("");
  const [opened, setOpened] = useState<{ query: string; session: number } | null>(null);
  const [open, setOpen] = useState(false);
  const [field, setField] = useState<HTMLInputElement | null>(null);
  const id = useId();

  const show = (words: string, Loaded: ComponentType<SearchDialogProps>) => {
    setFailed(false);
    setQuery(words);
    setDialog(() => Loaded);
    setOpened((last) => ({ query: words, session: (last?.session ?? 0) + 1 }));
    setOpen(true);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (Dialog) return show(query, Dialog);
    loadDialog().then(
      (Loaded) => show(query, Loaded),
      () => setFailed(true),
    );
  };
  // Sent before the island had started, the form came back as ?q=: the search opens on those words.
  useEffect(() => {
    const words = new URLSearchParams(window.location.search).get("q")?.trim();
    if (!words) return;
    let live = true;
    loadDialog().then(
      (Loaded) => {
        if (live) show(words, Loaded);
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, []);

  return (
    <>
      <form role="search" onSubmit={submit} className="w-full max-w-xl">
        <label htmlFor={id} className="block text-sm font-semibold text-brand-50">
          {label}
        </label>
        <div className="mt-2 flex gap-2">
          <input
            ref={setField}
            id={id}
            type="search"
            name="q"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            autoComplete="off"
            className="min-h-11 w-full min-w-0 flex-1 rounded-(--radius-control) border border-white/60 bg-field px-3 py-2 text-base text-field-ink"
          />
          <button
            type="submit"
            className="inline-flex min-h-11 shrink-0 cursor-pointer items-center gap-2 rounded-(--radius-control) bg-accent-400 px-4 text-sm font-semibold text-ink hover:bg-accent-300"
          >
            <Search aria-hidden="true" className="size-4" />
            {searchControlTexts.button}
          </button>
        </div>
        {failed ? (
          <p role="alert" className="mt-2 text-sm font-semibold text-white">
            {searchControlTexts.failed}
          </p>
        ) : null}
      </form>
      {Dialog && opened ? (
        <Dialog
          key={opened.session}
          initialQuery={opened.query}
          open={open}
          onClose={() => setOpen(false)}
          onChoose={() => {
            setOpen(false);
            try {
              sessionStorage.setItem(FOCUS_AFTER_LOAD_KEY, "1");
            } catch {
              // Storage blocked: the page opens at the section without moving focus there.
            }
          }}
          returnFocusTo={field}
        />
      ) : null}
    </>
  );
}
