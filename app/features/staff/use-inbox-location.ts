import { useEffect, useState } from "react";
import { inboxViews, type InboxView } from "../../../contract/inbox-views.ts";
import { inboxKinds, type InboxKind } from "../../../contract/staff.ts";

/** The view the list shows: every entry ("all"), one of the inbox's views, or open applications for one position. */
export interface ViewChoice {
  view: InboxView | "all";
  position?: string;
}

export interface EntryRef {
  kind: InboxKind;
  id: string;
}

export interface InboxLocation {
  view: ViewChoice;
  entry: EntryRef | null;
}

const ENTRY = "entry";
const VIEW = "view";
const POSITION = "position";
/** history.state of an entry opened from the list, so closing it goes back instead of adding a step. */
const OPENED = "inboxEntryOpened";
const SLUG = /^[a-z0-9][a-z0-9-]{0,63}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const entryKey = (entry: EntryRef) => `${entry.kind}.${entry.id}`;

function read(): InboxLocation {
  const params = new URLSearchParams(window.location.search);
  const rawView = params.get(VIEW) ?? "";
  const view = (inboxViews as readonly string[]).includes(rawView) ? (rawView as InboxView) : "all";
  const position = params.get(POSITION) ?? "";
  const [kind = "", id = ""] = (params.get(ENTRY) ?? "").split(".");
  return {
    view: view === "applications" && SLUG.test(position) ? { view, position } : { view },
    entry:
      (inboxKinds as readonly string[]).includes(kind) && UUID.test(id)
        ? { kind: kind as InboxKind, id }
        : null,
  };
}

function write(next: InboxLocation, push: boolean) {
  const url = new URL(window.location.href);
  const params = url.searchParams;
  params.delete(VIEW);
  params.delete(POSITION);
  params.delete(ENTRY);
  if (next.view.view !== "all") params.set(VIEW, next.view.view);
  if (next.view.position) params.set(POSITION, next.view.position);
  if (next.entry) params.set(ENTRY, entryKey(next.entry));
  const current = (window.history.state as Record<string, unknown> | null) ?? {};
  // Another entry in place of an opened one is still one step from the list.
  const state = {
    ...current,
    [OPENED]: push || (next.entry !== null && current[OPENED] === true) || undefined,
  };
  if (push) window.history.pushState(state, "", url);
  else window.history.replaceState(state, "", url);
}

/**
 * The inbox's view and open entry, kept in the address (?view=mine&entry=contact.<id>): a reload or a shared link
 * opens the same, and the browser's Back closes an entry opened from the list. Only names of views, a job's id and
 * an entry's id go there, never a search or anything about a person.
 */
export function useInboxLocation() {
  const [location, setLocation] = useState(read);

  useEffect(() => {
    const onPop = () => setLocation(read());
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, []);

  function change(next: InboxLocation, push: boolean) {
    write(next, push);
    setLocation(next);
  }

  return {
    ...location,
    /** Opens an entry: a step in the history when none was open, so Back returns to the list. */
    open: (entry: EntryRef) => change({ ...location, entry }, location.entry === null),
    /** Closes the open entry: back through the history when opening it added the step. */
    close: () => {
      if ((window.history.state as Record<string, unknown> | null)?.[OPENED]) window.history.back();
      else change({ ...location, entry: null }, false);
    },
    /** Shows another view, with no entry open. */
    show: (view: ViewChoice) => change({ view, entry: null }, false),
  };
}
