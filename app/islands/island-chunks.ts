// How the islands' JavaScript is cut into files (ADR 0016): Vite plugins the islands integration adds
// (islands-integration.ts). Only the browser build is affected.
//
// - React, React DOM and Astro's React renderer are one file: every island loads all of them. The renderer is the
//   file's own entry (entry signatures may be extended), so no separate file re-exports it.
// - An island's own modules are in its file, as the default split puts them: an island loads nothing of another
//   island. Modules two islands or more use are grouped by the set of pages whose islands use them, not by the set
//   of islands (which made up to 23 files a page): one file per set of pages, so a page loads no shared code it
//   does not use, save the few hundred bytes of a small set joined to a larger set's file (planGroups). Which page
//   starts which island is read from the prerender build (Astro's `hydratedComponents` of each .astro module),
//   which runs first. Code that only a lazy import() loads (the search dialog, the staff QR code) stays out of the
//   files the pages load at once, unless every page that can make that import already loads it.
// - Vite's helper for preloading a lazy import's dependencies (about 0.9 KB gzip, loaded by every island page) is
//   reduced to running the import: module preloading is off, and a lazy chunk imports its dependencies itself.
import path from "node:path";
import type { parseAst, Plugin } from "vite";

export interface ModuleGraph {
  getModuleInfo(id: string): {
    importers: readonly string[];
    importedIds: readonly string[];
    dynamicImporters: readonly string[];
    isEntry: boolean;
    meta: Record<string, unknown>;
  } | null;
}
type HydratedComponent = { resolvedPath?: string };
/**
 * What a module takes from one module it imports: the names it uses ("*": all of them), the names it re-exports
 * (from → as; from "*": the whole module as one name), whether it re-exports all of them as they are.
 */
export interface Link {
  uses: Set<string> | "*";
  reexports: [from: string, as: string][];
  reexportsAll: boolean;
}
export type Links = Map<string, Map<string, Link>>;

const PRELOAD_HELPER = "\0vite/preload-helper.js";
const REACT = /[\\/]node_modules[\\/](?:react|react-dom|scheduler|@astrojs[\\/]react)[\\/]/;

export function islandChunks(pagesDir: string): Plugin[] {
  // Island component module → the page modules (app/pages/**) that hydrate it, filled by the prerender build.
  const islandPages = new Map<string, Set<string>>();
  // Importer → imported module → what it takes from it, filled while the browser build transforms its modules.
  const links: Links = new Map();
  // Module → the length of its statements once transformed (comments between them left out).
  const sizes = new Map<string, number>();
  const pagesPrefix = pagesDir.replace(/\\/g, "/").replace(/\/?$/, "/");

  return [
    {
      name: "verdant:island-chunks",
      apply: "build",
      enforce: "pre",
      configEnvironment(name) {
        if (name !== "client") return null;
        return {
          build: {
            modulePreload: false,
            rolldownOptions: {
              preserveEntrySignatures: "allow-extension",
              output: {
                codeSplitting: {
                  groups: [
                    {
                      name: "react",
                      test: (id: string) => REACT.test(id) || id === PRELOAD_HELPER,
                      priority: 2,
                    },
                    // A module captured here does not take its dependencies along: each goes to its own pages' file.
                    {
                      ...pageSetGroups(islandPages, links, sizes),
                      priority: 1,
                      includeDependenciesRecursively: false,
                    },
                  ],
                },
              },
            },
          },
        };
      },
      resolveId(id) {
        return this.environment.name === "client" && id === PRELOAD_HELPER ? id : null;
      },
      load(id) {
        if (this.environment.name !== "client" || id !== PRELOAD_HELPER) return null;
        return "export const __vitePreload = (load) => load();";
      },
      buildStart() {
        if (this.environment.name === "client" && islandPages.size === 0) {
          this.warn("no island found in the prerender build: the islands' modules are split the default way");
        }
      },
      generateBundle() {
        if (this.environment.name !== "prerender") return;
        for (const id of this.getModuleIds()) {
          const astro = this.getModuleInfo(id)?.meta.astro as
            { hydratedComponents?: HydratedComponent[] } | undefined;
          const islands = (astro?.hydratedComponents ?? []).flatMap((component) =>
            component.resolvedPath ? [decodeURI(component.resolvedPath)] : [],
          );
          if (islands.length === 0) continue;
          const pages = [...importersOf(this, id)].filter((module) => module.startsWith(pagesPrefix));
          for (const island of islands) {
            const known = islandPages.get(island) ?? new Set<string>();
            for (const page of pages) known.add(page);
            islandPages.set(island, known);
          }
        }
      },
    },
    {
      // After the TypeScript and JSX transforms: what each module imports and re-exports, by name, so that a module
      // reached through a package's re-exporting entry (lucide-react's icons) is counted only where it is used.
      name: "verdant:island-imports",
      apply: "build",
      enforce: "post",
      async transform(code, id) {
        if (this.environment.name !== "client" || REACT.test(id) || id.startsWith("\0")) return null;
        let program;
        try {
          program = this.parse(code);
        } catch {
          return null; // Not JavaScript: its importers count as using all of it.
        }
        links.set(id, await importLinks(program, async (source) => (await this.resolve(source, id))?.id));
        sizes.set(
          id,
          program.body.reduce((total, node) => total + node.end - node.start, 0),
        );
        return null;
      },
    },
  ];
}

type Program = ReturnType<typeof parseAst>;

/**
 * What a module takes from each module it imports (exported for its tests). An imported binding the module only
 * exports again (`import * as a from "./a"; export { a }`) is passed on, not used.
 */
export async function importLinks(
  program: Program,
  resolve: (source: string) => Promise<string | undefined>,
): Promise<Map<string, Link>> {
  const taken = new Map<string, Link>();
  const linkTo = async (source: string) => {
    const target = await resolve(source);
    if (!target) return null;
    const link = taken.get(target) ?? { uses: new Set<string>(), reexports: [], reexportsAll: false };
    taken.set(target, link);
    return link;
  };
  // Imported bindings (local name → what and where from), and those a local `export { a as b }` passes on.
  const bindings = new Map<string, { link: Link; name: string }>();
  const passedOn = new Map<string, string[]>();
  for (const node of program.body) {
    if (node.type === "ImportDeclaration") {
      const link = await linkTo(node.source.value);
      if (!link) continue;
      if (node.specifiers.length === 0) link.uses = "*";
      for (const specifier of node.specifiers) {
        const name =
          specifier.type === "ImportSpecifier"
            ? exportName(specifier.imported)
            : specifier.type === "ImportDefaultSpecifier"
              ? "default"
              : "*";
        bindings.set(specifier.local.name, { link, name });
      }
    } else if (node.type === "ExportAllDeclaration") {
      const link = await linkTo(node.source.value);
      // `export * as name from`: the whole module under one name ("*" below); `export * from`: each name as is.
      if (link && node.exported) link.reexports.push(["*", exportName(node.exported)]);
      else if (link) link.reexportsAll = true;
    } else if (node.type === "ExportNamedDeclaration" && node.source) {
      const link = await linkTo(node.source.value);
      for (const specifier of node.specifiers) {
        link?.reexports.push([exportName(specifier.local), exportName(specifier.exported)]);
      }
    } else if (node.type === "ExportNamedDeclaration") {
      for (const specifier of node.specifiers) {
        const local = exportName(specifier.local);
        passedOn.set(local, [...(passedOn.get(local) ?? []), exportName(specifier.exported)]);
      }
    }
  }
  // A binding the module itself refers to is used; one it only exports again is passed on.
  const referenced = passedOn.size > 0 ? references(program, new Set(passedOn.keys())) : new Set<string>();
  for (const [local, { link, name }] of bindings) {
    const exported = passedOn.get(local);
    if (exported && !referenced.has(local)) for (const as of exported) link.reexports.push([name, as]);
    else if (link.uses !== "*") {
      if (name === "*") link.uses = "*";
      else link.uses.add(name);
    }
  }
  return taken;
}

/** Which of the names are referred to in the module, outside import and export lists. */
function references(program: object, names: ReadonlySet<string>): Set<string> {
  const found = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    if (typeof node !== "object" || node === null) return;
    const { type } = node as { type?: string };
    if (
      type === "ImportDeclaration" ||
      (type === "ExportNamedDeclaration" && !(node as { declaration?: unknown }).declaration)
    ) {
      return;
    }
    const { name } = node as { name?: unknown };
    if (type === "Identifier" && typeof name === "string" && names.has(name)) found.add(name);
    for (const [key, value] of Object.entries(node)) if (key !== "parent") visit(value);
  };
  visit(program);
  return found;
}

function exportName(name: { type: string; name?: string; value?: unknown }): string {
  return name.type === "Literal" ? String(name.value) : (name.name ?? "");
}

/** The module itself and every module that imports it, directly or not, statically or by import(). */
function importersOf(graph: ModuleGraph, id: string): Set<string> {
  const seen = new Set<string>([id]);
  const queue = [id];
  for (let current = queue.pop(); current !== undefined; current = queue.pop()) {
    const info = graph.getModuleInfo(current);
    for (const importer of [...(info?.importers ?? []), ...(info?.dynamicImporters ?? [])]) {
      if (!seen.has(importer)) {
        seen.add(importer);
        queue.push(importer);
      }
    }
  }
  return seen;
}

/**
 * The module itself and every module that uses it statically, directly or not. A module that only passes some of
 * its names on (`export { a } from`) makes users of its importers that take one of those names, not of all of them.
 */
function usersOf(graph: ModuleGraph, links: Links, id: string): Set<string> {
  const users = new Set<string>([id]);
  const visited = new Set<string>();
  // A module, and the names of it that matter (null: all of them).
  const queue: [string, Set<string> | null][] = [[id, null]];
  for (let item = queue.pop(); item !== undefined; item = queue.pop()) {
    const [module, wanted] = item;
    const visit = `${module}\n${wanted ? [...wanted].sort().join(",") : "*"}`;
    if (visited.has(visit)) continue;
    visited.add(visit);
    const wants = (name: string) => wanted === null || wanted.has(name);
    for (const importer of graph.getModuleInfo(module)?.importers ?? []) {
      const link = links.get(importer)?.get(module);
      if (!link || link.uses === "*" || [...link.uses].some(wants)) {
        users.add(importer);
        queue.push([importer, null]);
        continue;
      }
      const passed = new Set(
        link.reexports.filter(([from]) => from === "*" || wants(from)).map(([, as]) => as),
      );
      if (link.reexportsAll) {
        if (wanted === null) {
          queue.push([importer, null]);
          continue;
        }
        for (const name of wanted) passed.add(name);
      }
      if (passed.size > 0) queue.push([importer, passed]);
    }
  }
  return users;
}

/** A shared module under this size (its statements' length after the TypeScript transform) may share a file. */
const SMALL_GROUP = 512;

/**
 * The files of the modules two islands or more use (or an island and a lazily imported module): one file per set of
 * pages whose islands use them statically (an island Astro did not report counts as a page of its own). A lazy
 * import() is a load of its own: a module is marked with it, unless the module is loaded at once on every page that
 * can make that import. A set whose modules are small (under SMALL_GROUP) joins the file of the smallest larger set
 * of pages, unless that set is every page (the search button's) or a lazy import's: those pages' islands may load a
 * few hundred bytes they do not use, for one file fewer. A module of one island (or of one lazily imported module)
 * is left to the default split (`test` false or name null), which puts it in that island's file, as are modules no
 * island reaches (the pages' own scripts).
 */
function pageSetGroups(
  islandPages: ReadonlyMap<string, ReadonlySet<string>>,
  links: Links,
  sizes: ReadonlyMap<string, number>,
) {
  // Rolldown calls `test` for every module before it asks for the first name.
  const candidates: string[] = [];
  let plan: Map<string, string> | undefined;
  return {
    test: (id: string) => {
      const candidate = !id.startsWith("\0") && !REACT.test(id) && islandPages.size > 0;
      if (candidate) candidates.push(id);
      return candidate;
    },
    name: (id: string, graph: ModuleGraph): string | null => {
      plan ??= planGroups(graph, candidates, islandPages, links, sizes);
      return plan.get(id) ?? null;
    },
  };
}

interface Group {
  modules: string[];
  size: number;
  eager: ReadonlySet<string>;
  lazy: boolean;
  hasIsland: boolean;
}

/** Module → file name, for the modules of `pageSetGroups` (exported for its tests). */
export function planGroups(
  graph: ModuleGraph,
  candidates: readonly string[],
  islandPages: ReadonlyMap<string, ReadonlySet<string>>,
  links: Links,
  sizes: ReadonlyMap<string, number>,
): Map<string, string> {
  type Islands = { entries: number; eager: ReadonlySet<string>; lazy: ReadonlySet<string> };
  const islandsCache = new Map<string, Islands>();
  const everCache = new Map<string, ReadonlySet<string>>();

  // How many islands (and lazily imported modules) use the module, the pages of those islands, and the lazily
  // imported modules among them.
  const islandsOf = (id: string): Islands => {
    const cached = islandsCache.get(id);
    if (cached) return cached;
    let entries = 0;
    const eager = new Set<string>();
    const lazy = new Set<string>();
    for (const user of usersOf(graph, links, id)) {
      const info = graph.getModuleInfo(user);
      const pages = islandPages.get(user);
      const isLazy = (info?.dynamicImporters.length ?? 0) > 0;
      if (pages) for (const page of pages) eager.add(page);
      else if (info?.isEntry) eager.add(`entry:${user}`);
      if (isLazy) lazy.add(user);
      if (pages || info?.isEntry || isLazy) entries++;
    }
    const result = { entries, eager, lazy };
    islandsCache.set(id, result);
    return result;
  };
  // Every page on which a lazily imported module can load.
  const everPages = (id: string, visiting = new Set<string>()): ReadonlySet<string> => {
    const cached = everCache.get(id);
    if (cached) return cached;
    const pages = new Set<string>();
    visiting.add(id);
    for (const importer of graph.getModuleInfo(id)?.dynamicImporters ?? []) {
      const { eager, lazy } = islandsOf(importer);
      for (const page of eager) pages.add(page);
      for (const entry of lazy) {
        if (!visiting.has(entry)) for (const page of everPages(entry, visiting)) pages.add(page);
      }
    }
    everCache.set(id, pages);
    return pages;
  };

  const groups = new Map<string, Group>();
  const groupOf = new Map<string, Group>();
  for (const id of new Set(candidates)) {
    const { entries, eager, lazy } = islandsOf(id);
    if (entries < 2) continue;
    const marks = [...lazy].filter((entry) => ![...everPages(entry)].every((page) => eager.has(page)));
    const key = `${[...eager].sort().join(",")}|${marks.sort().join(",")}`;
    const isIsland = graph.getModuleInfo(id)?.isEntry ?? false;
    let group = groups.get(key);
    // A file is the entry file of one island at most (an island another one imports): rolldown would give each
    // island of a shared file a file that only re-exports it. The others are left to the default split.
    if (isIsland && group?.hasIsland) continue;
    if (!group) {
      group = { modules: [], size: 0, eager, lazy: marks.length > 0, hasIsland: false };
      groups.set(key, group);
    }
    group.modules.push(id);
    group.size += sizes.get(id) ?? SMALL_GROUP;
    group.hasIsland ||= isIsland;
    groupOf.set(id, group);
  }

  const everyPage = new Set([...islandPages.values()].flatMap((pages) => [...pages]));
  const includes = (outer: ReadonlySet<string>, inner: ReadonlySet<string>) =>
    [...inner].every((page) => outer.has(page));
  const target = (small: Group): Group | undefined => {
    if (small.size >= SMALL_GROUP || small.lazy || small.hasIsland) return undefined;
    // What the small set's modules import must be in files loaded on every page of the target too, or the two
    // files would import each other.
    const imported = new Set(
      small.modules
        .flatMap((id) => graph.getModuleInfo(id)?.importedIds ?? [])
        .flatMap((id) => {
          const group = groupOf.get(id);
          return group && group !== small ? [group] : [];
        }),
    );
    let best: Group | undefined;
    for (const group of groups.values()) {
      if (group === small || group.size < SMALL_GROUP || group.lazy || group.hasIsland) continue;
      if (group.eager.size <= small.eager.size || !includes(group.eager, small.eager)) continue;
      if (includes(group.eager, everyPage)) continue;
      if (![...imported].every((other) => other === group || includes(other.eager, group.eager))) continue;
      if (!best || group.eager.size < best.eager.size) best = group;
    }
    return best;
  };
  for (const small of [...groups.values()]) {
    const into = target(small);
    if (!into) continue;
    into.modules.push(...small.modules);
    small.modules = [];
  }

  const plan = new Map<string, string>();
  const used = new Set<string>();
  for (const group of groups.values()) {
    const [first] = group.modules;
    if (!first) continue;
    // Named after its first module (as the default split names a chunk), made unique.
    const base =
      path
        .basename(first)
        .replace(/\.[^.]*$/, "")
        .replace(/[^\w-]/g, "_") || "chunk";
    let name = base;
    for (let n = 2; used.has(name); n++) name = `${base}-${n}`;
    used.add(name);
    for (const id of group.modules) plan.set(id, name);
  }
  return plan;
}
