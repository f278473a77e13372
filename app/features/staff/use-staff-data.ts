import { useEffect, useReducer, useRef } from "react";
import { errorMessageFor } from "../../lib/api-client.ts";
import { staffRequest } from "./staff-api.ts";

/** What the console holds of one GET: the pages loaded so far (one, unless "Load more" added some), or why not. */
interface Held<T> {
  /** The request the pages answer (token and path); another one wanted means a load is under way. */
  key: string | null;
  pages: T[];
  error?: string;
  /** A reload or a further page is under way. */
  busy: boolean;
}

type Action<T> =
  | { type: "busy" }
  | { type: "loaded"; key: string; page: T; append: boolean }
  | { type: "failed"; key: string; error: string }
  | { type: "update"; change: (pages: T[]) => T[] };

function held<T>(state: Held<T>, action: Action<T>): Held<T> {
  switch (action.type) {
    case "busy":
      return { ...state, busy: true };
    case "loaded":
      return {
        key: action.key,
        pages: action.append && state.key === action.key ? [...state.pages, action.page] : [action.page],
        busy: false,
      };
    case "failed":
      // What was shown stays: a failed reload keeps the list.
      return { ...state, key: action.key, error: action.error, busy: false };
    case "update":
      return { ...state, pages: action.change(state.pages) };
  }
}

export interface StaffData<T> {
  /** The first page: the whole answer of a GET that is not paged. */
  data: T | undefined;
  pages: T[];
  /** The first load or a reload is under way, or a further page. */
  loading: boolean;
  /** Why the last load failed (the server's message or `failed`). */
  error: string | undefined;
  /** Loads the path again; resolves once the answer (or the failure) is shown. */
  reload: () => Promise<void>;
  /** Adds the page at `path` (the next cursor's) after the pages loaded. */
  loadMore: (path: string) => Promise<void>;
  /** Changes the pages held, e.g. one entry after it was edited elsewhere. */
  update: (change: (pages: T[]) => T[]) => void;
}

/**
 * Every GET of the console: with the session's bearer token, loaded when the token or the path changes (nothing while
 * either is null), aborted when they change again or the panel goes away.
 */
export function useStaffData<T>(token: string | null, path: string | null, failed: string): StaffData<T> {
  // A reducer fed only by the fetch's callbacks: "loading" is derived (the held key is not the wanted one), so no
  // effect sets state, and a stale answer is dropped by aborting its request.
  const [state, dispatch] = useReducer(held<T>, { key: null, pages: [], busy: false });
  const key = token !== null && path !== null ? `${token} ${path}` : null;
  // Loads a page for the current key; replaced (and the last one's requests aborted) when the key changes.
  const load = useRef<((page: string, append: boolean) => Promise<void>) | null>(null);

  useEffect(() => {
    if (key === null || token === null || path === null) return;
    const controller = new AbortController();
    const { signal } = controller;
    load.current = async (page, append) => {
      try {
        const answer = await staffRequest<T>(token, "GET", page, undefined, signal);
        if (!signal.aborted) dispatch({ type: "loaded", key, page: answer, append });
      } catch (failure) {
        if (!signal.aborted) dispatch({ type: "failed", key, error: errorMessageFor(failure, failed) });
      }
    };
    void load.current(path, false);
    return () => controller.abort();
  }, [key, token, path, failed]);

  /** Loads `page` for the current key, marked as under way until it is in. */
  async function run(page: string, append: boolean) {
    if (!load.current) return;
    dispatch({ type: "busy" });
    await load.current(page, append);
  }

  const current = key !== null && state.key === key;
  return {
    data: state.pages[0],
    pages: state.pages,
    loading: key !== null && (!current || state.busy),
    error: current ? state.error : undefined,
    reload: () => (path === null ? Promise.resolve() : run(path, false)),
    loadMore: (page) => run(page, true),
    update: (change) => dispatch({ type: "update", change }),
  };
}
