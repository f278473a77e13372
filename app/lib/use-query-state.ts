import { useCallback } from "react";
import { useSearchParams } from "./navigation.tsx";
import { useHydrated } from "./use-hydrated.ts";

/**
 * One value kept in the URL query (?key=value), so a filter or tab survives reload and can be shared. Before
 * hydration it is `fallback` (what the prerendered HTML shows); the default value is left out of the URL.
 */
export function useQueryState<T extends string>(
  key: string,
  parse: (raw: string | null) => T,
  fallback: T,
): [T, (next: T) => void] {
  const hydrated = useHydrated();
  const [params, setParams] = useSearchParams();
  const value = hydrated ? parse(params.get(key)) : fallback;
  const setValue = useCallback(
    (next: T) => {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === fallback) updated.delete(key);
          else updated.set(key, next);
          return updated;
        },
        { replace: true },
      );
    },
    [fallback, key, setParams],
  );
  return [value, setValue];
}
