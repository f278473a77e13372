import { useHydrated } from "../../lib/use-hydrated.ts";

export interface FilterOption {
  value: string;
  label: string;
  count: number;
}

/**
 * A group of toggle buttons (aria-pressed) that filter a list, each with its number of results, followed by a
 * live "Showing n of m" line. On a phone the buttons stay on one row that scrolls sideways (a shade at the edge says
 * more wait beyond it); from sm they wrap. `data-hydrated` tells tests the buttons are interactive.
 */
export function FilterBar({
  label,
  options,
  value,
  onChange,
  shown,
  total,
  noun,
}: {
  label: string;
  options: readonly FilterOption[];
  value: string;
  onChange: (value: string) => void;
  shown: number;
  total: number;
  /** Plural noun for the status line, e.g. "projects". */
  noun: string;
}) {
  const hydrated = useHydrated();
  return (
    <div className="mb-6 flex flex-col gap-3 sm:mb-8 sm:gap-4">
      <div
        role="group"
        aria-label={label}
        data-hydrated={hydrated || undefined}
        className="scroll-hint relative -mx-4 -my-1.5 flex gap-2 overflow-x-auto px-4 py-1.5 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0"
      >
        {options.map((option) => {
          const pressed = option.value === value;
          return (
            <button
              key={option.value}
              type="button"
              aria-pressed={pressed}
              onClick={() => onChange(option.value)}
              className={`inline-flex min-h-11 shrink-0 items-center gap-2 rounded-full border px-4 py-2 text-sm font-semibold whitespace-nowrap transition-colors duration-150 ${
                pressed
                  ? "border-brand-800 bg-brand-800 text-white"
                  : "border-slate-300 bg-surface text-slate-800 hover:border-brand-700 hover:bg-brand-50"
              }`}
            >
              {option.label}
              <span
                className={`rounded-full px-2 py-0.5 text-xs ${pressed ? "bg-white/20 text-white" : "bg-slate-100 text-slate-700"}`}
              >
                <span className="sr-only">(</span>
                {option.count}
                <span className="sr-only">)</span>
              </span>
            </button>
          );
        })}
      </div>
      <p role="status" className="text-sm text-slate-700">
        Showing {shown} of {total} {noun}
      </p>
    </div>
  );
}
