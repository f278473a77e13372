import type { ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { IslandRoot, islandIdPrefix } from "./island-root.tsx";
import { replayEdits } from "./replay-edits.ts";

/**
 * Hydrates every element the prerender marked as island `name` (app/islands/island.tsx) with `Component`, each as
 * its own React root with the props written into the page. Called by the island's entry module, which the page's
 * island starter loads (scripts/island-starter-script.ts, ADR 0014). Once hydrated, the fields' edits made before are
 * handed to React, then the container is marked: the starter replays a press it held back when it sees the mark.
 */
export function hydrateIslands<P extends object>(name: string, Component: ComponentType<P>): void {
  for (const container of document.querySelectorAll<HTMLElement>(`[data-island="${name}"]`)) {
    const props = JSON.parse(container.dataset.islandProps ?? "{}") as P;
    const id = container.dataset.islandId ?? name;
    const hydrated = () => {
      replayEdits(container);
      container.setAttribute("data-island-hydrated", "");
    };
    hydrateRoot(
      container,
      <IslandRoot onHydrated={hydrated}>
        <Component {...props} />
      </IslandRoot>,
      { identifierPrefix: islandIdPrefix(id) },
    );
  }
}
