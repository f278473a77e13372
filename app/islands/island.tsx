import type { ComponentType } from "react";
import { useIslandMarkup } from "./island-markup.prerender.tsx";
import { IslandRoot, islandIdPrefix } from "./island-root.tsx";

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
 */
export function Island<P extends { [key: string]: Json }>({
  name,
  component: Component,
  props,
  id = name,
}: {
  /** The entry's file name in app/islands/entries. */
  name: string;
  component: ComponentType<P>;
  props?: P;
  /** Needed only when a page has the same island twice: each needs its own useId prefix. */
  id?: string;
}) {
  const element = <IslandRoot>{<Component {...(props ?? ({} as P))} />}</IslandRoot>;
  const html = useIslandMarkup(element, islandIdPrefix(id));
  const attributes = {
    className: "contents",
    "data-island": name,
    "data-island-id": id === name ? undefined : id,
    "data-island-props": props ? JSON.stringify(props) : undefined,
  };
  return html === null ? (
    <div {...attributes}>{element}</div>
  ) : (
    <div {...attributes} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
