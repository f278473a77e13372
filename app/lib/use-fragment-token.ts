import { useEffect, useRef } from "react";

/**
 * For pages opened from an emailed link: reads `#token=…` once the page runs, drops it from the address bar and
 * history (unless `keep`: a link meant to be opened again, like an application's private link, whose page must
 * survive a reload), and hands it to `onToken` (undefined when the link had none). The fragment never reaches a server or a
 * log. Opening a second link while the page is shown changes only the fragment, which reloads nothing, so a later
 * token arrives through `hashchange`.
 */
export function useFragmentToken(
  onToken: (token: string | undefined) => void,
  { keep = false }: { keep?: boolean } = {},
): void {
  const latest = useRef(onToken);
  latest.current = onToken;
  const started = useRef(false);

  useEffect(() => {
    function read(initial: boolean) {
      const token = new URLSearchParams(window.location.hash.slice(1)).get("token") ?? undefined;
      if (!token && !initial) return;
      if (!keep) window.history.replaceState(window.history.state, "", window.location.pathname);
      latest.current(token);
    }
    // Once per page, even when React runs effects twice in development.
    if (!started.current) {
      started.current = true;
      read(true);
    }
    const onHashChange = () => read(false);
    window.addEventListener("hashchange", onHashChange);
    return () => window.removeEventListener("hashchange", onHashChange);
  }, [keep]);
}
