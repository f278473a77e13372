import { Leaf, Menu, X } from "lucide-react";
import { useRef, useState, type ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { site } from "../../content/site.ts";
import { Container } from "../ui/container.tsx";
import { MainNavigation } from "./main-navigation.tsx";
import { SchemeToggle } from "./scheme-toggle.tsx";

/**
 * The shared header: name, navigation and, on the right, the site search's control and the account button, both
 * given by app/root.tsx as slots, so layout components never depend on a feature.
 */
export function SiteHeader({
  search,
  staffLink,
  accountButton,
}: {
  search?: ReactNode;
  /** The staff console's link, which renders only for staff accounts: in the bar from `sm` up, in the menu below. */
  staffLink?: (placement: "bar" | "menu") => ReactNode;
  accountButton: ReactNode;
}) {
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  // The mobile menu closes whenever the route changes; keyed state avoids a setState-in-effect.
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-surface/95 backdrop-blur">
      <Container className="flex h-16 items-center justify-between gap-2 sm:gap-3 lg:gap-6">
        <Link
          to="/"
          className="flex min-h-11 min-w-0 items-center gap-1.5 text-[0.95rem] font-bold tracking-tight text-brand-900 sm:gap-2 sm:text-base sm:tracking-normal"
        >
          {/* Where the bar is tight (phones, and lg before xl), the name takes two lines rather than being cut. */}
          <Leaf aria-hidden="true" className="size-6 shrink-0 text-brand-600 max-[359px]:hidden" />
          <span className="leading-tight max-[359px]:text-sm">{site.name}</span>
        </Link>
        <MainNavigation
          menuOpen={menuOpen}
          menuExtra={
            <>
              {staffLink?.("menu")}
              <li className="mt-1 border-t border-slate-200 pt-2 sm:hidden">
                <SchemeToggle placement="menu" />
              </li>
            </>
          }
          onCloseMenu={() => {
            setMenuOpen(false);
            toggleRef.current?.focus();
          }}
          toggle={
            <button
              ref={toggleRef}
              type="button"
              aria-expanded={menuOpen}
              aria-controls="main-menu"
              onClick={() => setMenuOpen((open) => !open)}
              className="inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-(--radius-control) border border-slate-300 px-2 sm:px-2.5 text-sm font-semibold text-slate-900 hover:bg-slate-100 lg:hidden"
            >
              {menuOpen ? (
                <X aria-hidden="true" className="size-5" />
              ) : (
                <Menu aria-hidden="true" className="size-5" />
              )}
              <span className="max-sm:sr-only">Menu</span>
            </button>
          }
        />
        <div className="flex shrink-0 items-center gap-2">
          <SchemeToggle placement="bar" />
          {search}
          {staffLink?.("bar")}
          {/* The account button keeps a fixed width (w-24) so Login/Logout never shifts the bar. */}
          {accountButton}
        </div>
      </Container>
    </header>
  );
}
