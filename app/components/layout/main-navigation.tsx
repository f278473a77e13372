import ChevronDown from "lucide-react/icons/chevron-down";
import type { ReactNode } from "react";
import { Link } from "../../lib/navigation.tsx";
import { isGroup, mainNavigation, type NavGroup, type NavLink } from "../../content/navigation.ts";
import { groupIsActive, isActivePath, isCurrentPath } from "./nav-active.ts";

const linkBase =
  "flex min-h-11 items-center rounded-(--radius-control) px-3 lg:px-2 text-[0.95rem] font-medium transition-colors duration-150";
const linkIdle = "text-slate-800 hover:bg-brand-50 hover:text-brand-800";
// The active marker: a bar at the left in the stacked mobile list, an underline in the desktop bar.
const linkActive =
  "bg-brand-50 text-brand-800 font-semibold shadow-[inset_3px_0_0_var(--color-brand-700)] lg:shadow-[inset_0_-2px_0_var(--color-brand-700)]";

/**
 * The main navigation's markup, following the WAI-ARIA disclosure navigation pattern: group buttons carry
 * aria-expanded and aria-controls (no role="menu"). Its behaviour is the header script's (header-script.ts): on wide
 * screens a group opens on hover or click, Escape closes it and returns focus to its button, and focus leaving the
 * navigation closes it. Below `lg` the list collapses behind the Menu toggle and works as an accordion: at most one
 * group open at a time.
 */
export function MainNavigation({
  pathname,
  toggle,
  menuExtra,
}: {
  /** The page's path: its link gets aria-current, its group the active marker. */
  pathname: string;
  toggle: ReactNode;
  /** Items for the end of the collapsed (mobile) menu only, e.g. the staff console's link; each renders its own li. */
  menuExtra?: ReactNode;
}) {
  const renderLink = (link: NavLink, nested: boolean) => {
    const current = isCurrentPath(link.to, pathname);
    const active = isActivePath(link.to, pathname);
    return (
      <Link
        to={link.to}
        aria-current={current ? "page" : undefined}
        className={`${linkBase} ${active ? linkActive : linkIdle} ${nested ? "w-full lg:whitespace-nowrap" : ""}`}
      >
        {link.label}
      </Link>
    );
  };

  const renderGroup = (group: NavGroup) => {
    const active = groupIsActive(group, pathname);
    const panelId = `nav-${group.label.toLowerCase()}`;
    return (
      <li key={group.label} className="relative">
        <button
          type="button"
          aria-expanded="false"
          aria-controls={panelId}
          data-active={active || undefined}
          className={`${linkBase} w-full justify-between gap-1 lg:w-auto ${active ? linkActive : linkIdle}`}
        >
          {group.label}
          <ChevronDown aria-hidden="true" className="size-4 transition-transform duration-150" />
        </button>
        {/* pt-2 on desktop bridges the gap to the panel so hovering across it keeps the group open. */}
        <div
          id={panelId}
          hidden
          className="pl-4 lg:absolute lg:top-full lg:left-0 lg:z-50 lg:min-w-56 lg:pt-2 lg:pl-0"
        >
          <ul className="flex flex-col gap-1 border-l-2 border-brand-100 py-1 pl-2 lg:rounded-(--radius-card) lg:border lg:border-slate-200 lg:bg-surface lg:p-2 lg:shadow-(--shadow-raised)">
            {group.children.map((child) => (
              <li key={child.to}>{renderLink(child, true)}</li>
            ))}
          </ul>
        </div>
      </li>
    );
  };

  return (
    <nav aria-label="Main" className="ml-auto lg:ml-0">
      {toggle}
      {/* Below lg: dims the page behind the open menu; a click on it closes the menu. Keyboard: Escape. */}
      <div
        data-menu-backdrop=""
        hidden
        className="absolute inset-x-0 top-16 h-[calc(100dvh-4rem)] bg-black/60 backdrop-blur-[2px] lg:hidden"
      />
      <ul
        id="main-menu"
        className={`hidden absolute inset-x-0 top-16 max-h-[calc(100dvh-4rem)] flex-col gap-1 overflow-y-auto overscroll-contain border-b border-slate-200 bg-surface px-4 py-4 shadow-(--shadow-raised) sm:px-6 lg:static lg:flex lg:max-h-none lg:flex-row lg:items-center lg:gap-0.5 lg:overflow-visible lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none xl:gap-0.5`}
      >
        {mainNavigation.map((entry) =>
          isGroup(entry) ? renderGroup(entry) : <li key={entry.to}>{renderLink(entry, false)}</li>,
        )}
        {menuExtra}
      </ul>
    </nav>
  );
}
