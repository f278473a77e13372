// Links and the address bar for the app's components. Every page is a prerendered document (Astro, ADR 0016), so
// "navigating" to another page is a full page load and the location is window.location; a change of query or
// history state within the page (filters, the login page's provider answer) uses history.pushState/replaceState and
// re-renders the components that read it. While prerendering and hydrating, the location is empty: a component
// shows its defaults, then the address bar's values in the next render.
import {
  forwardRef,
  useCallback,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from "react";

export interface Path {
  pathname: string;
  search: string;
  hash: string;
}
export type To = string | Partial<Path>;

export interface Location extends Path {
  state: unknown;
  key: string;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  to: To;
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
  children?: ReactNode;
}

export function createPath({ pathname = "/", search = "", hash = "" }: Partial<Path>): string {
  const query = search && search !== "?" ? (search.startsWith("?") ? search : `?${search}`) : "";
  const fragment = hash && hash !== "#" ? (hash.startsWith("#") ? hash : `#${hash}`) : "";
  return `${pathname}${query}${fragment}`;
}

const hrefOf = (to: To) => (typeof to === "string" ? to : createPath(to));

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, replace, onClick, target, children, ...rest },
  ref,
) {
  const href = hrefOf(to);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    // `replace` is the one option a full page load can honour.
    if (event.defaultPrevented || !replace || event.button !== 0 || target) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    window.location.replace(href);
  };
  return (
    <a {...rest} href={href} onClick={handleClick} ref={ref} target={target}>
      {children}
    </a>
  );
});

// The address bar is the store: every change made here and back/forward bump a version, so that components
// reading the location render again.
const listeners = new Set<() => void>();
let version = 0;
const notify = () => {
  version++;
  for (const listener of listeners) listener();
};
function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener("popstate", notify);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener("popstate", notify);
  };
}
const getVersion = () => version;
const getServerVersion = () => -1;

const PRERENDERED: Location = { pathname: "", search: "", hash: "", state: null, key: "prerendered" };
let cached: { version: number; location: Location } | null = null;
function currentLocation(at: number): Location {
  if (at < 0) return PRERENDERED;
  if (cached?.version !== at) {
    const { pathname, search, hash } = window.location;
    cached = {
      version: at,
      location: { pathname, search, hash, state: history.state as unknown, key: `v${at}` },
    };
  }
  return cached.location;
}

export function useLocation(): Location {
  return currentLocation(useSyncExternalStore(subscribe, getVersion, getServerVersion));
}

/** To another page: a full page load. Within the page (same path): pushState/replaceState, without a load. */
export function useNavigate(): (to: To | number, options?: NavigateOptions) => void {
  return useCallback((to: To | number, options?: NavigateOptions) => {
    if (typeof to === "number") {
      history.go(to);
      return;
    }
    const url = new URL(hrefOf(to), window.location.href);
    if (url.origin === window.location.origin && url.pathname === window.location.pathname) {
      const href = `${url.pathname}${url.search}${url.hash}`;
      if (options?.replace) history.replaceState(options.state ?? null, "", href);
      else history.pushState(options?.state ?? null, "", href);
      notify();
    } else if (options?.replace) window.location.replace(url.href);
    else window.location.assign(url.href);
  }, []);
}

type SearchParamsInit = URLSearchParams | string | Record<string, string> | [string, string][];
type SetSearchParams = (
  next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit),
  options?: NavigateOptions,
) => void;

/** The query of the address bar; setting it changes the URL without a page load (pushState, or replaceState). */
export function useSearchParams(): [URLSearchParams, SetSearchParams] {
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const setParams = useCallback<SetSearchParams>((next, options) => {
    const current = new URLSearchParams(window.location.search);
    const value = typeof next === "function" ? next(current) : next;
    const query = new URLSearchParams(value).toString();
    const url = `${window.location.pathname}${query ? `?${query}` : ""}${window.location.hash}`;
    if (options?.replace) history.replaceState(options.state ?? history.state, "", url);
    else history.pushState(options?.state ?? null, "", url);
    notify();
  }, []);
  return [params, setParams];
}
