import Moon from "lucide-react/icons/moon";
import Sun from "lucide-react/icons/sun";

// Hidden until the head script has written <html data-scheme> (without JavaScript the button could do nothing).
// "bar": an icon button in the header from `sm` up; "menu": a labelled row in the mobile menu on phones, where the
// bar has no room for a fourth control. `!` because both variants set display.
const placementClasses = {
  bar: "min-w-11 justify-center border border-slate-300 max-sm:hidden!",
  menu: "w-full gap-3 px-3 text-[0.95rem] font-medium sm:hidden!",
};

/**
 * The header's colour-scheme toggle: a toggle button ("Dark mode", pressed when dark). The moon or the sun shows
 * through CSS, so the right icon is painted at once; the header script (header-script.ts) flips the scheme and keeps
 * aria-pressed in step (`data-scheme-toggle`).
 */
export function SchemeToggle({ placement }: { placement: "bar" | "menu" }) {
  return (
    <button
      type="button"
      data-scheme-toggle=""
      aria-pressed="false"
      className={`group hidden min-h-11 items-center rounded-(--radius-control) text-slate-900 hover:bg-slate-100 in-data-scheme:inline-flex ${placementClasses[placement]}`}
    >
      <Moon aria-hidden="true" className="size-5 dark:hidden" />
      <Sun aria-hidden="true" className="hidden size-5 dark:block" />
      <span className={placement === "bar" ? "sr-only" : undefined}>Dark mode</span>
      {placement === "menu" ? (
        // A switch drawn from aria-pressed, so the row shows its state before and without hydration.
        <span
          aria-hidden="true"
          className="relative ms-auto h-6 w-10 rounded-full bg-slate-500 transition-colors group-aria-pressed:bg-brand-600"
        >
          <span className="absolute start-0.5 top-0.5 size-5 rounded-full bg-white shadow transition-transform group-aria-pressed:translate-x-4" />
        </span>
      ) : null}
    </button>
  );
}
