import type { ComponentType } from "react";
import { useIslandMarkup } from "./island-markup.prerender.tsx";
import { IslandRoot, islandIdPrefix } from "./island-root.tsx";

/**
 * When an island hydrates (scripts/island-starter-script.ts): at the first interaction with it ("interaction", the
 * default), right after the first paint ("load"), or right after the first paint only when the browser holds a
 * session ("session") or the address has a fragment ("fragment", the emailed links' `#token=`), else at the first
 * interaction. app/lib/page-state.ts marks <html> with the last two before anything paints.
 */
export type IslandStart = "interaction" | "load" | ("session" | "fragment")[];

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/**
 * An interactive part of an island page (`handle = islandsPage`, app/lib/hydration.ts), hydrated in the browser by
 * React alone, without React Router: the prerendered page loads the island's entry (app/islands/entries/<name>.ts,
 * built by vite.islands.config.ts; scripts/static-pages.ts adds the script), which calls hydrateRoot on this element
 * with the same component. Props must be JSON: they are written into the page for the browser to read back; large
 * data belongs in a content module the component imports.
 *
 * The wrapper is a `display: contents` <div>, so it does not change the layout; it must not be where a <div> is not
 * allowed (inside <ul>, <p>, <button>).
 *
 * When the island starts (ADR 0014): by default on the visitor's first interaction with it (pointer over it or
 * pressing it, focus entering it); a press made before it has hydrated is replayed, and what was typed is kept.
 * `start` says otherwise for an island that must act without being touched (check a link's token, show the
 * session's state): see IslandStart. Such an island's prerendered markup shows, with the `session-stored:` and
 * `url-fragment:` variants (app/app.css), its waiting state when it will start and its final state when it will not.
 */
export function Island<P extends { [key: string]: Json }>({
  name,
  component: Component,
  props,
  id = name,
  start = "interaction",
  startsWith,
}: {
  /** The entry's file name in app/islands/entries. */
  name: string;
  component: ComponentType<P>;
  props?: P;
  /** Needed only when a page has the same island twice: each needs its own useId prefix. */
  id?: string;
  start?: IslandStart;
  /** Another island (its name) that starts whenever this one does: one this island drives, such as a dialog. */
  startsWith?: string;
}) {
  const element = <IslandRoot>{<Component {...(props ?? ({} as P))} />}</IslandRoot>;
  const html = useIslandMarkup(element, islandIdPrefix(id));
  const attributes = {
    className: "contents",
    "data-island": name,
    "data-island-id": id === name ? undefined : id,
    "data-island-props": props ? JSON.stringify(props) : undefined,
    "data-island-start": Array.isArray(start) ? start.join(" ") : start,
    "data-island-with": startsWith,
  };
  return html === null ? (
    <div {...attributes}>{element}</div>
  ) : (
    <div {...attributes} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
