// What the islands build (vite.islands.config.ts) gives island code in place of `react-router`: the few hooks and
// components the app's interactive parts import, without a router. An island page is a plain prerendered document;
// "navigating" is a full page load, the location is window.location, and the query string is read from and written
// to the address bar. Link renders the same <a> React Router renders (href and data-discover), so the prerendered
// markup of an island hydrates without a mismatch.
//
// Only what app code imports is here; importing anything else from "react-router" in an island fails the build.
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
  preventScrollReset?: boolean;
  state?: unknown;
}

// Props React Router's Link accepts that mean nothing without a router; dropped so they do not reach the <a>.
export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  to: To;
  discover?: "render" | "none";
  prefetch?: "none" | "intent" | "render" | "viewport";
  replace?: boolean;
  state?: unknown;
  preventScrollReset?: boolean;
  relative?: "route" | "path";
  reloadDocument?: boolean;
  viewTransition?: boolean;
  children?: ReactNode;
}

const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

export function createPath({ pathname = "/", search = "", hash = "" }: Partial<Path>): string {
  const query = search && search !== "?" ? (search.startsWith("?") ? search : `?${search}`) : "";
  const fragment = hash && hash !== "#" ? (hash.startsWith("#") ? hash : `#${hash}`) : "";
  return `${pathname}${query}${fragment}`;
}

const hrefOf = (to: To) => (typeof to === "string" ? to : createPath(to));

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  {
    to,
    discover = "render",
    prefetch: _prefetch,
    replace,
    state: _state,
    preventScrollReset: _preventScrollReset,
    relative: _relative,
    reloadDocument: _reloadDocument,
    viewTransition: _viewTransition,
    onClick,
    target,
    children,
    ...rest
  },
  ref,
) {
  const href = hrefOf(to);
  const isAbsolute = typeof to === "string" && ABSOLUTE_URL.test(to);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    // `replace` is the one Link option a full page load can honour.
    if (event.defaultPrevented || !replace || event.button !== 0 || target) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    window.location.replace(href);
  };
  return (
    // The same attributes in the same order as React Router's <a>.
    <a
      {...rest}
      href={href}
      onClick={handleClick}
      ref={ref}
      target={target}
      data-discover={!isAbsolute && discover === "render" ? "true" : undefined}
    >
      {children}
    </a>
  );
});

// The address bar is the store: every change this shim makes (history.pushState/replaceState) and back/forward bump
// a version, so that components reading the location render again.
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

let cached: { version: number; location: Location } | null = null;
function currentLocation(): Location {
  if (cached?.version !== version) {
    const { pathname, search, hash } = window.location;
    cached = {
      version,
      location: { pathname, search, hash, state: history.state as unknown, key: `v${version}` },
    };
  }
  return cached.location;
}

export function useLocation(): Location {
  useSyncExternalStore(subscribe, getVersion, getVersion);
  return currentLocation();
}

/**
 * To another page: a full page load. Within the page (same path, e.g. a new query or history state, as the login
 * page does after a provider's answer): history.pushState/replaceState without a load, as React Router would.
 */
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
    // As with React Router: a new history entry unless `replace`.
    if (options?.replace) history.replaceState(options.state ?? history.state, "", url);
    else history.pushState(options?.state ?? null, "", url);
    notify();
  }, []);
  return [params, setParams];
}
