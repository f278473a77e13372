import Leaf from "lucide-react/icons/leaf";
import Menu from "lucide-react/icons/menu";
import type { ReactNode } from "react";
import { Link } from "../../lib/navigation.tsx";
import { site } from "../../content/site.ts";
import { Container } from "../ui/container.tsx";
import { MainNavigation } from "./main-navigation.tsx";
import { SchemeToggle } from "./scheme-toggle.tsx";

/**
 * The shared header's markup: name, navigation and, on the right, the site search's control and the account button,
 * given by the layout as slots, so layout components never depend on a feature. Everything it does (the menu, the
 * groups, the scheme toggle, Login/Logout, the staff link) is done by one script, header-script.ts; the search is an
 * island of its own.
 */
export function SiteHeader({
  pathname,
  search,
  memberLinks,
  accountButton,
}: {
  pathname: string;
  search?: ReactNode;
  /** Links for the signed-in (the account page; the staff console for staff): in the bar from `sm` up, in the menu below. */
  memberLinks?: (placement: "bar" | "menu") => ReactNode;
  accountButton: ReactNode;
}) {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-surface/95 backdrop-blur">
      <a
        href="#main"
        className="sr-only z-50 rounded-(--radius-control) bg-surface px-4 py-2 font-semibold text-brand-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <Container className="flex h-16 items-center justify-between gap-2 sm:gap-3">
        <Link
          to="/"
          className="flex min-h-11 shrink-0 items-center gap-1.5 text-[0.95rem] font-bold tracking-tight whitespace-nowrap text-brand-900 max-[389px]:gap-1 max-[389px]:text-[0.9rem] max-[374px]:whitespace-normal max-[359px]:min-w-0 max-[359px]:shrink max-[359px]:text-sm sm:gap-2 lg:max-xl:min-w-0 lg:max-xl:shrink lg:max-xl:whitespace-normal sm:text-base sm:tracking-normal"
        >
          {/* The leaf is the mark: it stays at every width. The name stays on one line from 375 px (a little smaller
              below 390 px, beside a smaller leaf) and on wide screens; on a narrower phone it is set in two lines
              beside the leaf (a stacked logo), and on the tight bar between lg and xl it takes two as well. */}
          <Leaf aria-hidden="true" className="size-6 shrink-0 text-brand-600 max-[389px]:size-5" />
          <span className="leading-tight max-[374px]:w-min">{site.name}</span>
        </Link>
        <MainNavigation
          pathname={pathname}
          menuExtra={
            <>
              {memberLinks?.("menu")}
              <li className="mt-1 border-t border-slate-200 pt-2 sm:hidden">
                <SchemeToggle placement="menu" />
              </li>
            </>
          }
          toggle={
            <button
              type="button"
              aria-expanded="false"
              aria-controls="main-menu"
              className="inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-(--radius-control) border border-slate-300 px-2 sm:px-2.5 text-sm font-semibold text-slate-900 hover:bg-slate-100 lg:hidden"
            >
              <Menu aria-hidden="true" className="size-5" />
              <span className="max-sm:sr-only">Menu</span>
            </button>
          }
        />
        <div className="flex shrink-0 items-center gap-2 lg:gap-1.5">
          <SchemeToggle placement="bar" />
          {search}
          {memberLinks?.("bar")}
          {/* The account button keeps one width (auth-nav-button.tsx) so Login/Logout never shifts the bar. */}
          {accountButton}
        </div>
      </Container>
    </header>
  );
}
