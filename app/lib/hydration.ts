import { useMatches } from "react-router";

/**
 * What a route module exports as `handle` to say how its page becomes interactive (ADR 0010).
 *
 * - `hydrate: true`: the page has its own interactive parts (filters, tabs, disclosures, forms, dialogs): React Router
 *   hydrates it on load, as every page did before.
 * - absent: the page is static beyond the shared header. Its prerendered HTML loads no JavaScript file; one small
 *   inline script (scripts/static-page-script.ts) runs the header's menus and the Login/Logout button, and the app's
 *   scripts wait in a <template> until the visitor opens the site search, which starts React Router on demand.
 */
export interface PageHandle {
  hydrate?: boolean;
}

export const hydratedPage = { hydrate: true } satisfies PageHandle;

/** "load" when a matched route asks to be hydrated at load, else "on-demand"; rendered on <html data-hydration>. */
export function useHydrationMode(): "load" | "on-demand" {
  const matches = useMatches();
  return matches.some((match) => (match.handle as PageHandle | undefined)?.hydrate === true)
    ? "load"
    : "on-demand";
}
