import type { Plugin } from "vite";

// The app's only dynamic import (the search dialog, loaded when search is opened) would put Vite's preload helper (about
// 0.7 KB gzip, for preloading a lazy chunk's dependencies) into the layout that every route loads. With modulePreload
// off there is nothing to preload, so the helper is reduced to running the import. React Router preloads route modules
// itself, from its manifest (ADR 0006).
const PRELOAD_HELPER = "\0vite/preload-helper.js";

export function plainLazyImports(): Plugin {
  return {
    name: "verdant:plain-lazy-imports",
    enforce: "pre",
    resolveId: (id) => (id === PRELOAD_HELPER ? id : null),
    load: (id) => (id === PRELOAD_HELPER ? "export const __vitePreload = (load) => load();" : null),
  };
}
