// Vite plugins and settings for the islands (app/islands): used by vite.config.ts (React Router's build) and by
// vite.islands.config.ts (the islands' own client build, run after it).
import fs from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

export const ISLAND_ENTRIES_DIR = "app/islands/entries";
/** Where the islands build puts its files under build/client (and its manifest, read by scripts/static-pages.ts). */
export const ISLANDS_ASSETS_DIR = "assets/islands";
export const ISLANDS_MANIFEST = "islands-manifest.json";

const PRERENDER_MARKUP = /[\\/]app[\\/]islands[\\/]island-markup\.prerender\.tsx$/;

/**
 * In React Router's client build, app/islands/island.tsx gets island-markup.browser.ts instead of the prerender's
 * island-markup.prerender.tsx (which imports react-dom/server): the prerender renders each island as a root of its
 * own, the browser never needs to.
 */
export function islandMarkupForClient(): Plugin {
  return {
    name: "verdant:island-markup-for-client",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (this.environment.name !== "client" || !source.includes("island-markup.prerender")) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || !PRERENDER_MARKUP.test(resolved.id)) return resolved;
      return { ...resolved, id: resolved.id.replace(/\.prerender\.tsx$/, ".browser.ts") };
    },
  };
}

/** The islands build's entries: one per file of app/islands/entries, named after it (the name <Island> is given). */
export function islandEntries(root = process.cwd()): Record<string, string> {
  const dir = path.join(root, ISLAND_ENTRIES_DIR);
  return Object.fromEntries(
    fs
      .readdirSync(dir)
      .filter((file) => /\.tsx?$/.test(file))
      .map((file) => [file.replace(/\.tsx?$/, ""), path.join(dir, file)]),
  );
}
