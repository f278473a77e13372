import { ChevronDown } from "lucide-react";
import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { isGroup, mainNavigation, type NavGroup, type NavLink } from "../../content/navigation.ts";
import { groupIsActive, isActivePath, isCurrentPath } from "./nav-active.ts";

// Matches Tailwind's `lg` breakpoint, below which the navigation collapses behind the Menu toggle.
const DESKTOP_QUERY = "(min-width: 64rem)";
const isDesktop = () => typeof window !== "undefined" && window.matchMedia(DESKTOP_QUERY).matches;

const linkBase =
  "flex min-h-11 items-center rounded-(--radius-control) px-3 lg:px-2 xl:px-3 text-[0.95rem] font-medium transition-colors duration-150";
const linkIdle = "text-slate-800 hover:bg-brand-50 hover:text-brand-800";
// The active marker: a bar at the left in the stacked mobile list, an underline in the desktop bar.
const linkActive =
  "bg-brand-50 text-brand-800 font-semibold shadow-[inset_3px_0_0_var(--color-brand-700)] lg:shadow-[inset_0_-2px_0_var(--color-brand-700)]";

/** Makes everything but the header inert and stops the page scrolling; returns the undo. */
function containMenu(nav: HTMLElement | null): () => void {
  const header = nav?.closest("header");
  const root = document.documentElement;
  const outside = [...(header?.parentElement?.children ?? [])].filter(
    (element): element is HTMLElement => element !== header && element instanceof HTMLElement,
  );
  for (const element of outside) element.inert = true;
  root.setAttribute("data-menu-open", "");
  return () => {
    for (const element of outside) element.inert = false;
    root.removeAttribute("data-menu-open");
  };
}

/** Tab from the menu's last control goes back to the Menu toggle, Shift+Tab from the toggle to the last control. */
function wrapMenuFocus(nav: HTMLElement | null, event: KeyboardEvent<HTMLElement>) {
  const focusable = [...(nav?.querySelectorAll<HTMLElement>("button, a[href]") ?? [])].filter(
    (element) => element.offsetParent !== null || element.getClientRects().length > 0,
  );
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  } else if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  }
}

/**
 * The main navigation, following the WAI-ARIA disclosure navigation pattern: group buttons carry aria-expanded
 * and aria-controls (no role="menu"). On wide screens a group opens on hover or click, Escape closes it and
 * returns focus to its button, and focus leaving the navigation closes it. Below `lg` the list collapses behind
 * the Menu toggle and works as an accordion: at most one group open at a time.
 */
export function MainNavigation({
  menuOpen,
  onCloseMenu,
  toggle,
  menuExtra,
}: {
  menuOpen: boolean;
  onCloseMenu: () => void;
  toggle: ReactNode;
  /** Items for the end of the collapsed (mobile) menu only, e.g. the staff console's link; each renders its own li. */
  menuExtra?: ReactNode;
}) {
  const { pathname } = useLocation();
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  // The group opened by hovering, if any: it closes when the pointer leaves, unless a click "pins" it open.
  // A ref, because mouseenter and the click that follows it arrive before React re-renders.
  const hoverOpened = useRef<string | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const buttonRefs = useRef(new Map<string, HTMLButtonElement>());

  // Close on route change (render-time state adjustment, no effect needed).
  const [groupPath, setGroupPath] = useState(pathname);
  if (groupPath !== pathname) {
    setGroupPath(pathname);
    setOpenGroup(null);
  }

  // A click or tap anywhere outside the navigation closes an open group.
  useEffect(() => {
    if (!openGroup) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenGroup(null);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [openGroup]);

  // While the mobile menu is open, the rest of the page is inert and does not scroll (ADR 0010: the static-page
  // script does the same on pages hydrated on demand).
  useEffect(() => {
    if (!menuOpen) return;
    return containMenu(navRef.current);
  }, [menuOpen]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === "Tab" && menuOpen && !isDesktop()) {
      wrapMenuFocus(navRef.current, event);
      return;
    }
    if (event.key !== "Escape") return;
    if (openGroup) {
      event.preventDefault();
      const button = buttonRefs.current.get(openGroup);
      setOpenGroup(null);
      button?.focus();
    } else if (menuOpen) {
      event.preventDefault();
      onCloseMenu();
    }
  };

  // Focus moving out of an open group (Tab past its last link, or elsewhere) closes it.
  const onGroupBlur = (label: string, event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget as Node | null;
    // Desktop only: in the stacked mobile menu, collapsing on blur would shift the button being tapped.
    if (isDesktop() && openGroup === label && next && !event.currentTarget.contains(next)) setOpenGroup(null);
  };

  // Marks the navigation as interactive once hydrated (the prerendered HTML is static until then).
  useEffect(() => {
    navRef.current?.setAttribute("data-hydrated", "true");
  }, []);

  const toggleGroup = (label: string) => {
    if (hoverOpened.current === label) {
      hoverOpened.current = null;
      setOpenGroup(label);
      return;
    }
    hoverOpened.current = null;
    setOpenGroup((current) => (current === label ? null : label));
  };

  const hoverOpen = (label: string) => {
    if (!isDesktop() || openGroup === label) return;
    hoverOpened.current = label;
    setOpenGroup(label);
  };

  const hoverClose = (label: string) => {
    if (!isDesktop() || hoverOpened.current !== label) return;
    hoverOpened.current = null;
    setOpenGroup((current) => (current === label ? null : current));
  };

  const renderLink = (link: NavLink, nested: boolean) => {
    const current = isCurrentPath(link.to, pathname);
    const active = isActivePath(link.to, pathname);
    return (
      <Link
        to={link.to}
        aria-current={current ? "page" : undefined}
        className={`${linkBase} ${active ? linkActive : linkIdle} ${nested ? "w-full lg:whitespace-nowrap" : ""}`}
        onClick={() => setOpenGroup(null)}
      >
        {link.label}
      </Link>
    );
  };

  const renderGroup = (group: NavGroup) => {
    const open = openGroup === group.label;
    const active = groupIsActive(group, pathname);
    const panelId = `nav-${group.label.toLowerCase()}`;
    return (
      <li
        key={group.label}
        className="relative"
        onMouseEnter={() => hoverOpen(group.label)}
        onMouseLeave={() => hoverClose(group.label)}
        onBlur={(event) => onGroupBlur(group.label, event)}
      >
        <button
          ref={(node) => {
            if (node) buttonRefs.current.set(group.label, node);
            else buttonRefs.current.delete(group.label);
          }}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          data-active={active || undefined}
          onClick={() => toggleGroup(group.label)}
          className={`${linkBase} w-full justify-between gap-1 lg:w-auto ${active ? linkActive : linkIdle}`}
        >
          {group.label}
          <ChevronDown
            aria-hidden="true"
            className={`size-4 transition-transform duration-150 ${open ? "rotate-180" : ""}`}
          />
        </button>
        {/* pt-2 on desktop bridges the gap to the panel so hovering across it keeps the group open. */}
        <div
          id={panelId}
          hidden={!open}
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
    // Escape is handled once for the whole navigation; the controls inside are real buttons/links.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <nav ref={navRef} aria-label="Main" onKeyDown={onKeyDown} className="ml-auto lg:ml-0">
      {toggle}
      {/* Below lg: dims the page behind the open menu; a click on it closes the menu. Keyboard: Escape. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div
        data-menu-backdrop=""
        hidden={!menuOpen}
        onClick={onCloseMenu}
        className="absolute inset-x-0 top-16 h-[calc(100dvh-4rem)] bg-black/60 backdrop-blur-[2px] lg:hidden"
      />
      <ul
        id="main-menu"
        className={`${menuOpen ? "flex" : "hidden"} absolute inset-x-0 top-16 max-h-[calc(100dvh-4rem)] flex-col gap-1 overflow-y-auto overscroll-contain border-b border-slate-200 bg-surface px-4 py-4 shadow-(--shadow-raised) sm:px-6 lg:static lg:flex lg:max-h-none lg:flex-row lg:items-center lg:gap-0.5 lg:overflow-visible lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none xl:gap-1`}
      >
        {mainNavigation.map((entry) =>
          isGroup(entry) ? renderGroup(entry) : <li key={entry.to}>{renderLink(entry, false)}</li>,
        )}
        {menuExtra}
      </ul>
    </nav>
  );
}
