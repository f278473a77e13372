import { Leaf } from "lucide-react";
import { Link, NavLink } from "react-router";
import { isGroup, mainNavigation } from "../../content/navigation.ts";
import { site } from "../../content/site.ts";
import { AuthNavButton } from "../../features/auth/auth-nav-button.tsx";
import { Container } from "../ui/container.tsx";

// Plain links for now; the site-shell issue turns the groups into disclosure dropdowns and a mobile menu.
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <Container className="flex h-16 items-center justify-between gap-6">
        <Link to="/" className="flex items-center gap-2 font-bold text-brand-900">
          <Leaf aria-hidden="true" className="size-6 text-brand-600" />
          {site.name}
        </Link>
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-4 text-sm font-medium">
            {mainNavigation.map((entry) =>
              isGroup(entry) ? (
                <li key={entry.label} className="flex gap-3">
                  <span className="text-slate-500">{entry.label}:</span>
                  {entry.children.map((child) => (
                    <NavLink key={child.to} to={child.to} className="aria-[current=page]:text-brand-700">
                      {child.label}
                    </NavLink>
                  ))}
                </li>
              ) : (
                <li key={entry.to}>
                  <NavLink to={entry.to} end className="aria-[current=page]:text-brand-700">
                    {entry.label}
                  </NavLink>
                </li>
              ),
            )}
          </ul>
        </nav>
        <AuthNavButton />
      </Container>
    </header>
  );
}
