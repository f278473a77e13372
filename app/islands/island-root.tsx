import { useEffect, type ReactNode } from "react";

/** The id prefix of an island's React root, at prerender and in the browser alike: its useId values then match. */
export const islandIdPrefix = (id: string) => `${id}-`;

/**
 * The root element of every island, prerendered and hydrated alike (the same tree, so React's useId values match).
 * In the browser it reports once the island has hydrated (app/islands/hydrate.tsx marks the container).
 */
export function IslandRoot({ children, onHydrated }: { children: ReactNode; onHydrated?: () => void }) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return children;
}
