import ChevronDown from "lucide-react/icons/chevron-down";
import { useId, type ReactNode } from "react";

/**
 * A button that shows or hides a panel. The panel stays in the prerendered HTML (only hidden), so search engines
 * read it. Controlled, so a list can keep at most one panel open.
 */
export function Disclosure({
  summary,
  children,
  open,
  onToggle,
  headingLevel,
  buttonClassName = "flex w-full min-h-11 items-center justify-between gap-4 py-3 text-left font-semibold text-slate-900",
}: {
  summary: ReactNode;
  children: ReactNode;
  open: boolean;
  onToggle: () => void;
  headingLevel?: 2 | 3 | 4;
  buttonClassName?: string;
}) {
  const panelId = useId();
  const button = (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={panelId}
      onClick={onToggle}
      className={buttonClassName}
    >
      <span>{summary}</span>
      <ChevronDown
        aria-hidden="true"
        className={`size-5 shrink-0 transition-transform duration-200 ${open ? "rotate-180" : ""}`}
      />
    </button>
  );
  const Heading = headingLevel ? (`h${headingLevel}` as const) : null;
  return (
    <div>
      {Heading ? <Heading className="text-base">{button}</Heading> : button}
      <div id={panelId} hidden={!open} data-disclosure-panel="" className="pb-4 text-slate-700">
        {children}
      </div>
    </div>
  );
}
