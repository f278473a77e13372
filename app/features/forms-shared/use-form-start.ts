import { useCallback, useEffect, useRef } from "react";

/**
 * When the visitor was shown the form, for the server's minimum fill time check. Set after hydration (the page is
 * prerendered, so render time means nothing) and again after each successful submission.
 */
export function useFormStart(): { startedAt(): number; restart(): void } {
  const started = useRef(0);
  useEffect(() => {
    started.current = Date.now();
  }, []);
  const startedAt = useCallback(() => started.current, []);
  const restart = useCallback(() => {
    started.current = Date.now();
  }, []);
  return { startedAt, restart };
}
