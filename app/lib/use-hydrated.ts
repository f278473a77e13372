import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while the prerendered HTML is hydrated, true afterwards. Pages read URL query state only once this is true,
 * so hydration matches the prerendered defaults and the query is applied in the very next render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
