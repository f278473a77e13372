// How the islands' JavaScript is cut into files (ADR 0016); only the browser build is affected.
// - React, React DOM and Astro's renderer are one file (the renderer its entry): every island loads them all.
// - A module of one island stays in that island's file. A module several islands use goes to one file per set of
//   pages whose islands use it (read from the prerender build, which runs first), so a page loads no shared code it
//   does not use; a small set joins a larger set's file, one file fewer for a few hundred bytes.
// - Code only a lazy import() loads (the search dialog, the staff QR code) stays out of the files pages load at once,
//   unless every page that can make the import loads it anyway.
// - Vite's preload helper is reduced to running the import (module preloading is off).
// Icons are imported one module each ("lucide-react/icons/<name>", enforced by lint), so module-level use is exact.
import path from "node:path";
import type { Plugin, Rolldown } from "vite";

type Info = Pick<Rolldown.ModuleInfo, "code" | "importers" | "importedIds" | "dynamicImporters" | "isEntry">;
export type ModuleGraph = { getModuleInfo(id: string): Info | null };
type IslandPages = ReadonlyMap<string, ReadonlySet<string>>;
interface Group {
  modules: string[];
  size: number;
  pages: ReadonlySet<string>;
  fixed: boolean; // holds an island or lazily loaded code: never joined to or with another set
}

const PRELOAD_HELPER = "\0vite/preload-helper.js";
const REACT = /[\\/]node_modules[\\/](?:react|react-dom|scheduler|@astrojs[\\/]react)[\\/]/;
const SMALL_GROUP = 512; // characters of code, comments left out

export function islandChunks(pagesDir: string): Plugin {
  const islandPages = new Map<string, Set<string>>(); // island module → the pages (app/pages/**) that hydrate it
  const candidates: string[] = []; // rolldown tests every module before it asks for the first name
  let plan: Map<string, string> | undefined;
  const shared = {
    test: (id: string) => !id.startsWith("\0") && !REACT.test(id) && candidates.push(id) > 0,
    name: (id: string, graph: ModuleGraph) =>
      (plan ??= planGroups(graph, candidates, islandPages)).get(id) ?? null,
    priority: 1,
    includeDependenciesRecursively: false, // each dependency goes to its own pages' file
  };
  const react = { name: "react", test: (id: string) => REACT.test(id) || id === PRELOAD_HELPER, priority: 2 };
  const helper = (environment: { name: string }, id: string) =>
    environment.name === "client" && id === PRELOAD_HELPER;
  return {
    name: "verdant:island-chunks",
    apply: "build",
    enforce: "pre",
    configEnvironment: (name) =>
      name !== "client"
        ? null
        : {
            build: {
              modulePreload: false,
              rolldownOptions: {
                preserveEntrySignatures: "allow-extension",
                output: { codeSplitting: { groups: [react, shared] } },
              },
            },
          },
    resolveId(id) {
      return helper(this.environment, id) ? id : null;
    },
    load(id) {
      return helper(this.environment, id) ? "export const __vitePreload = (load) => load();" : null;
    },
    generateBundle() {
      if (this.environment.name !== "prerender") return;
      for (const id of this.getModuleIds()) {
        const islands = hydratedIslands(id, this.getModuleInfo(id)?.meta);
        if (islands.length === 0) continue;
        const pages = [...closure(this, id, true)].filter((module) => module.startsWith(pagesDir));
        for (const island of islands) {
          islandPages.set(island, new Set([...(islandPages.get(island) ?? []), ...pages]));
        }
      }
    },
  };
}

/** The astro release whose module metadata `hydratedIslands` was last checked against. */
export const ASTRO_VERIFIED_VERSION = "7.3.5";

/**
 * The islands an .astro module hydrates, from the metadata Astro's compiler attaches to the module
 * (`meta.astro.hydratedComponents`, which Astro's own build analyser reads too). It is not public API: if an upgrade
 * moves it, every island would silently count as used on no page and the files would be cut wrongly, so the build
 * fails here instead, saying what to check. app/islands/island-chunks.test.ts names the release it was checked with.
 */
export function hydratedIslands(id: string, meta: Record<string, unknown> | undefined): string[] {
  if (id.startsWith("\0") || !id.endsWith(".astro")) return [];
  const components = (meta?.astro as { hydratedComponents?: unknown } | undefined)?.hydratedComponents;
  const paths = Array.isArray(components)
    ? components.map((component) => (component as { resolvedPath?: unknown } | null)?.resolvedPath)
    : [];
  if (Array.isArray(components) && paths.every((value) => typeof value === "string")) {
    return (paths as string[]).map((value) => decodeURI(value));
  }
  throw new Error(
    `Astro's module metadata meta.astro.hydratedComponents (each with a resolvedPath) is missing for ${id}. ` +
      `app/islands/island-chunks.ts reads it to learn which pages hydrate which islands (checked with astro ` +
      `${ASTRO_VERIFIED_VERSION}). Install astro ${ASTRO_VERIFIED_VERSION}, or adapt hydratedIslands() to the new ` +
      "release and update ASTRO_VERIFIED_VERSION.",
  );
}

/** The module and every module that imports it, directly or not (statically, or also by import()). */
function closure(graph: ModuleGraph, id: string, lazyToo: boolean): Set<string> {
  const seen = new Set([id]);
  for (const current of seen) {
    const info = graph.getModuleInfo(current);
    for (const importer of info?.importers ?? []) seen.add(importer);
    for (const importer of lazyToo ? (info?.dynamicImporters ?? []) : []) seen.add(importer);
  }
  return seen;
}

/** Module → file name, for the modules two islands (or an island and a lazy import) or more use. */
export function planGroups(graph: ModuleGraph, candidates: readonly string[], islandPages: IslandPages) {
  const info = (id: string) => graph.getModuleInfo(id);
  // The pages whose islands load the module at once (an entry Astro did not report is a page of its own), the
  // lazily imported modules that use it, and how many islands and lazy modules use it in all.
  const usersOf = (id: string) => {
    const users = [...closure(graph, id, false)];
    const pages = new Set(
      users.flatMap((u) => [...(islandPages.get(u) ?? (info(u)?.isEntry ? [`entry:${u}`] : []))]),
    );
    const lazy = users.filter((u) => info(u)?.dynamicImporters.length);
    const entries = users.filter((u) => islandPages.has(u) || info(u)?.isEntry || lazy.includes(u)).length;
    return { pages, lazy, entries };
  };
  const lazyPages = (id: string, seen = new Set([id])): string[] =>
    (info(id)?.dynamicImporters ?? []).flatMap((importer) => {
      const { pages, lazy } = usersOf(importer);
      const further = lazy.filter((entry) => !seen.has(entry) && seen.add(entry));
      return [...pages, ...further.flatMap((entry) => lazyPages(entry, seen))];
    });

  const groups = new Map<string, Group>();
  for (const id of new Set(candidates)) {
    const { pages, lazy, entries } = usersOf(id);
    if (entries < 2) continue;
    const marks = lazy.filter((entry) => !lazyPages(entry).every((page) => pages.has(page)));
    const key = `${[...pages].sort().join()}|${marks.sort().join()}`;
    const isIsland = info(id)?.isEntry ?? false;
    const group = groups.get(key) ?? { modules: [], size: 0, pages, fixed: marks.length > 0 };
    // One island per file at most: rolldown would give each other island a file that only re-exports it.
    if (isIsland && group.modules.some((module) => info(module)?.isEntry)) continue;
    group.modules.push(id);
    group.size += (info(id)?.code ?? "").replace(/\/\*[\s\S]*?\*\/|\/\/.*$|\s+/gm, " ").length;
    group.fixed ||= isIsland;
    groups.set(key, group);
  }

  // A small set joins the smallest larger set that is not on every page (the search button's), if what its modules
  // import is loaded on every page of that set too (or the two files would import each other).
  const everyPage = new Set([...islandPages.values()].flatMap((pages) => [...pages]));
  const covers = (outer: ReadonlySet<string>, inner: Iterable<string>) =>
    [...inner].every((p) => outer.has(p));
  const groupOf = (id: string) => [...groups.values()].find((group) => group.modules.includes(id));
  for (const small of groups.values()) {
    if (small.size >= SMALL_GROUP || small.fixed) continue;
    const imported = small.modules.flatMap((id) => info(id)?.importedIds ?? []).map(groupOf);
    const [into] = [...groups.values()]
      .filter((group) => group.size >= SMALL_GROUP && !group.fixed && group.pages.size > small.pages.size)
      .filter((group) => covers(group.pages, small.pages) && !covers(group.pages, everyPage))
      .filter((group) =>
        imported.every((other) => !other || other === small || covers(other.pages, group.pages)),
      )
      .sort((a, b) => a.pages.size - b.pages.size);
    into?.modules.push(...small.modules.splice(0));
  }

  // Each file is named after its first module, as the default split names one, with a number to make it unique.
  const named = [...groups.values()].filter((group) => group.modules.length > 0);
  return new Map(
    named.flatMap(({ modules }, n) =>
      modules.map((id) => [id, `${path.basename(modules[0] ?? "").replace(/\.[^.]*$|[^\w-]/g, "")}-${n}`]),
    ),
  );
}
