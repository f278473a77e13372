// The JavaScript modules of a built page, read from Astro's output: which modules its islands start with, and what
// those import. Shared by the budgets (tooling/bundle-size.ts) and the per-page CSS (tooling/page-css.ts).
import fs from "node:fs";
import path from "node:path";

// Static imports and re-exports in bundled ES modules: import"../../tooling/lib/a.js", import{x}from"../../tooling/lib/a.js", export*from"../../tooling/lib/a.js".
export const STATIC_IMPORT =
  /(?:^|[^\w$.])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']([^"'\n]+\.m?js)["']/g;
// import(`./a.js`): what a module loads later, on demand (the search dialog).
const DYNAMIC_IMPORT = /\bimport\(\s*["'`]([^"'`\n]+\.m?js)["'`]\s*\)/g;
// An island's modules: <astro-island component-url="…" renderer-url="…">.
const ISLAND_TAG = /<astro-island\b[^>]*>/g;
const ISLAND_MODULE = /\s(?:component|renderer)-url="([^"]+)"/g;

export function urlToFile(clientDir: string, url: string): string {
  return path.join(clientDir, decodeURIComponent(url.split(/[?#]/, 1)[0] ?? ""));
}

export function resolveUrl(specifier: string, fromUrl: string): string {
  return new URL(specifier, new URL(fromUrl, "http://site.invalid")).pathname;
}

/** The modules every island of the page starts with: its component and the renderer (React). */
export function islandModuleUrls(html: string, pageUrl: string): string[] {
  return [...html.matchAll(ISLAND_TAG)].flatMap(([tag]) =>
    [...tag.matchAll(ISLAND_MODULE)].map(([, url = ""]) => resolveUrl(url, pageUrl)),
  );
}

/** The closure of `urls` over static imports, and over `import()` too when `dynamic`. */
export function moduleClosure(clientDir: string, urls: string[], { dynamic = false } = {}): Set<string> {
  const pending = [...urls];
  const modules = new Set<string>();
  while (pending.length > 0) {
    const url = pending.pop()!;
    if (modules.has(url)) continue;
    modules.add(url);
    const code = fs.readFileSync(urlToFile(clientDir, url), "utf8");
    const imports = dynamic
      ? [...code.matchAll(STATIC_IMPORT), ...code.matchAll(DYNAMIC_IMPORT)]
      : code.matchAll(STATIC_IMPORT);
    for (const [, specifier = ""] of imports) pending.push(resolveUrl(specifier, url));
  }
  return modules;
}
