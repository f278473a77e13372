import type { ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
// Written by scripts/fonts/subset-fonts.ts (prepare and build); the stylesheet's @font-face rules load the same files.
import frauncesUrl from "./fonts/fraunces.woff2?url";
import interUrl from "./fonts/inter.woff2?url";
import { SiteFooter } from "./components/layout/site-footer.tsx";
import { SiteHeader } from "./components/layout/site-header.tsx";
import { Container } from "./components/ui/container.tsx";
import { AuthProvider } from "./features/auth/auth-context.tsx";
import { AuthNavButton } from "./features/auth/auth-nav-button.tsx";
import { StaffNavLink } from "./features/auth/staff-link.tsx";
import { SiteSearch } from "./features/search/site-search.tsx";
import { Island } from "./islands/island.tsx";
import { PAGE_STATE_HEAD_SCRIPT } from "./lib/page-state.ts";
import { SCHEME_HEAD_SCRIPT } from "./lib/color-scheme.ts";
import { useHydrationMode } from "./lib/hydration.ts";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  // The two faces of app/app.css (Latin, woff2), fetched with the HTML rather than after the CSS is parsed.
  { rel: "preload", href: interUrl, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "preload", href: frauncesUrl, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
];

export function Layout({ children }: { children: ReactNode }) {
  // Pages whose routes do not ask for hydration get their scripts held back at build (scripts/static-pages.ts).
  const hydration = useHydrationMode();
  return (
    // data-scheme is written by the head script before the first paint (app/lib/color-scheme.ts), not by React.
    <html lang="en" data-hydration={hydration} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        {/* First in <head>: the colour scheme is known before anything paints. Hashed into the CSP at build. */}
        <script dangerouslySetInnerHTML={{ __html: SCHEME_HEAD_SCRIPT }} />
        {/* Before anything paints too: a stored session, a fragment in the address (app/lib/page-state.ts). */}
        <script dangerouslySetInnerHTML={{ __html: PAGE_STATE_HEAD_SCRIPT }} />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#093d35" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-(--radius-control) bg-surface px-4 py-2 font-semibold text-brand-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
        <AuthProvider>
          <SiteHeader
            // An island, so that pages hydrated as islands (without React Router) have a working search too.
            search={<Island name="site-search" component={SiteSearch} />}
            staffLink={(placement) => <StaffNavLink placement={placement} />}
            accountButton={<AuthNavButton />}
          />
          <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
            {children}
          </main>
          <SiteFooter />
        </AuthProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <Container className="py-20">
      <h1 className="text-3xl">{notFound ? "Page not found" : "Something went wrong"}</h1>
      <p className="mt-4 text-slate-700">
        {notFound ? "The page you asked for does not exist." : "Please reload the page or try again later."}
      </p>
      <p className="mt-6">
        <a href="/" className="font-semibold text-brand-700 underline">
          Go to the home page
        </a>
      </p>
    </Container>
  );
}
