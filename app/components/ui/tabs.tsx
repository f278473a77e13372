import { useId, useRef, type KeyboardEvent, type ReactNode } from "react";
import { useHydrated } from "../../lib/use-hydrated.ts";

export interface TabItem {
  id: string;
  label: ReactNode;
  panel: ReactNode;
}

/**
 * Tabs following the WAI-ARIA tabs pattern: a tablist with roving tabindex, Left/Right/Home/End move and select
 * (automatic activation), every panel stays in the HTML (hidden when not selected) so search engines read it.
 */
export function Tabs({
  label,
  tabs,
  selected,
  onSelect,
}: {
  label: string;
  tabs: readonly TabItem[];
  selected: string;
  onSelect: (id: string) => void;
}) {
  const baseId = useId();
  const hydrated = useHydrated();
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = tabs.findIndex((tab) => tab.id === selected);
    let next: number | undefined;
    if (event.key === "ArrowRight") next = (index + 1) % tabs.length;
    else if (event.key === "ArrowLeft") next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === "Home") next = 0;
    else if (event.key === "End") next = tabs.length - 1;
    if (next === undefined) return;
    event.preventDefault();
    const target = tabs[next]!;
    onSelect(target.id);
    refs.current.get(target.id)?.focus();
  }

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        data-hydrated={hydrated || undefined}
        className="scroll-hint flex gap-1 overflow-x-auto border-b border-slate-300"
      >
        {tabs.map((tab) => {
          const active = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) refs.current.set(tab.id, element);
                else refs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={active}
              aria-controls={panelId(tab.id)}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              onKeyDown={onKeyDown}
              className={`-mb-px min-h-11 shrink-0 border-b-4 px-4 py-2 text-sm font-semibold whitespace-nowrap transition-colors duration-150 ${
                active
                  ? "border-brand-700 text-brand-900"
                  : "border-transparent text-slate-700 hover:border-slate-400 hover:text-slate-900"
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={panelId(tab.id)}
          aria-labelledby={tabId(tab.id)}
          hidden={tab.id !== selected}
          tabIndex={0}
          className="pt-6"
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
