import Search from "lucide-react/icons/search";
import { useEffect, useState, type ComponentType } from "react";
import { useLocation } from "../../lib/navigation.tsx";
import { searchControlTexts } from "../../content/search-control.ts";
import type { SearchDialogProps } from "./search-dialog.tsx";
import { FOCUS_AFTER_LOAD_KEY } from "./search-document.ts";

type Loaded = { Dialog: ComponentType<SearchDialogProps> };

/**
 * The header's Search button (an island the layout, app/layouts/site-layout.astro, puts in the header). Nothing else of the search is in the page's
 * JavaScript: the first click imports the dialog, which brings MiniSearch and fetches the index built at build time
 * (tooling/search-index.ts). Escape or the close button put focus back on this button; choosing a result
 * puts it on the section the result names, once its page is shown (on another page, by that page's header script).
 */
export function SiteSearch() {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [status, setStatus] = useState<"idle" | "loading" | "failed">("idle");
  const [open, setOpen] = useState(false);
  // The location a result was chosen from: once the location changes, focus goes to the place the result names
  // instead of back to the button.
  const [chosenFrom, setChosenFrom] = useState<string | null>(null);
  const [button, setButton] = useState<HTMLButtonElement | null>(null);
  const location = useLocation();

  const openSearch = () => {
    setChosenFrom(null);
    if (loaded) {
      setOpen(true);
      return;
    }
    if (status === "loading") return;
    setStatus("loading");
    import("./search-dialog.tsx").then(
      (module) => {
        setLoaded({ Dialog: module.default });
        setStatus("idle");
        setOpen(true);
      },
      // Offline or a deployment replaced the chunk: say so; the next click tries again.
      () => setStatus("failed"),
    );
  };

  // After a chosen result's page is shown (its location is the new one), move focus to the section it names (or to
  // the main content), so keyboard and screen reader users continue from there.
  useEffect(() => {
    if (chosenFrom === null || chosenFrom === location.key) return;
    const frame = requestAnimationFrame(() => {
      const id = decodeURIComponent(location.hash.slice(1));
      const element = (id && document.getElementById(id)) || document.getElementById("main");
      if (!element) return;
      if (!element.hasAttribute("tabindex")) element.setAttribute("tabindex", "-1");
      element.focus();
      setChosenFrom(null);
    });
    return () => cancelAnimationFrame(frame);
  }, [location, chosenFrom]);

  const Dialog = loaded?.Dialog;
  return (
    <>
      <button
        ref={setButton}
        type="button"
        aria-haspopup="dialog"
        data-site-search=""
        aria-busy={status === "loading" || undefined}
        onClick={openSearch}
        className="inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-(--radius-control) border border-slate-300 text-slate-900 hover:bg-slate-100 aria-busy:cursor-progress"
      >
        <Search aria-hidden="true" className="size-5" />
        <span className="sr-only">{searchControlTexts.button}</span>
      </button>
      {status === "failed" ? (
        <p
          role="alert"
          className="absolute top-full right-4 mt-2 max-w-xs rounded-(--radius-control) border border-red-300 bg-surface px-3 py-2 text-sm text-red-800 shadow-(--shadow-raised)"
        >
          {searchControlTexts.failed}
        </p>
      ) : null}
      {Dialog ? (
        <Dialog
          open={open}
          onClose={() => setOpen(false)}
          onChoose={() => {
            setChosenFrom(location.key);
            setOpen(false);
            // A result on another page is a page load: the header script there moves focus to the section.
            try {
              sessionStorage.setItem(FOCUS_AFTER_LOAD_KEY, "1");
            } catch {
              // Storage blocked: the page opens at the section without moving focus there.
            }
          }}
          returnFocusTo={chosenFrom === null ? button : null}
        />
      ) : null}
    </>
  );
}
