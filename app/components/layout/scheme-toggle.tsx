import { Moon, Sun } from "lucide-react";
import { useSyncExternalStore } from "react";
import { currentScheme, subscribeToScheme, toggleScheme } from "../../lib/color-scheme.ts";

/** Light/dark colour schemes: shown in both, the classes the static-page script relies on (ADR 0010). */
export const schemeToggleClasses =
  "hidden min-h-11 min-w-11 items-center justify-center rounded-(--radius-control) border border-slate-300 text-slate-900 hover:bg-slate-100 in-data-scheme:inline-flex";

/**
 * The header's colour-scheme toggle: a toggle button ("Dark mode", pressed when dark). The prerendered button is
 * hidden until the head script has written <html data-scheme> (without JavaScript it could do nothing); the moon or
 * sun shows through CSS, so the right icon is painted before hydration. Static pages get the same behaviour from
 * scripts/static-page-script.ts on this markup (`data-scheme-toggle`).
 */
export function SchemeToggle() {
  const scheme = useSyncExternalStore(subscribeToScheme, currentScheme, () => "light");
  return (
    <button
      type="button"
      data-scheme-toggle=""
      aria-pressed={scheme === "dark"}
      onClick={() => toggleScheme()}
      className={schemeToggleClasses}
    >
      <Moon aria-hidden="true" className="size-5 dark:hidden" />
      <Sun aria-hidden="true" className="hidden size-5 dark:block" />
      <span className="sr-only">Dark mode</span>
    </button>
  );
}
