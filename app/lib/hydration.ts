import { useMatches } from "react-router";

/**
 * What a route module exports as `handle` to say how its page becomes interactive (ADR 0010).
 *
 * - `hydrate: true`: the page has its own interactive parts (filters, tabs, disclosures, forms, dialogs): React Router
 *   hydrates it on load, as every page did before.
 * - `islands: true`: the page's interactive parts are <Island>s (app/islands/island.tsx): the header works as on a
 *   static page, and each island is hydrated with React alone, without React Router (its entry module is started
 *   after the first paint, scripts/static-pages.ts).
 * - absent: the page is static beyond the shared header. Its prerendered HTML loads no JavaScript file; one small
 *   inline script (scripts/static-page-script.ts) runs the header's menus and the Login/Logout button, and the app's
 *   scripts wait in a <template> until the visitor opens the site search, which starts React Router on demand.
 */
export interface PageHandle {
  hydrate?: boolean;
  islands?: boolean;
}

export const hydratedPage = { hydrate: true } satisfies PageHandle;
export const islandsPage = { islands: true } satisfies PageHandle;

export type HydrationMode = "load" | "islands" | "on-demand";

/** How the matched routes' page becomes interactive (see PageHandle); rendered on <html data-hydration>. */
export function useHydrationMode(): HydrationMode {
  const handles = useMatches().map((match) => match.handle as PageHandle | undefined);
  if (handles.some((handle) => handle?.hydrate === true)) return "load";
  if (handles.some((handle) => handle?.islands === true)) return "islands";
  return "on-demand";
}
