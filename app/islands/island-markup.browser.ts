// The browser's half of app/islands/island.tsx (see island-markup.prerender.tsx): in React Router's client build an
// island is only ever rendered from scratch (a client-side navigation from a page React Router hydrated), never
// hydrated, so it renders in the page's own tree.
import type { ReactElement } from "react";

export function useIslandMarkup(_element: ReactElement, _identifierPrefix: string): string | null {
  return null;
}
