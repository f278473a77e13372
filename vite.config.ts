import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { contentCollections } from "./scripts/content/vite-plugin.ts";
import { chunkGroups } from "./scripts/vite-chunk-groups.ts";

// Canonical URLs, share images and structured data need the public origin at build time (app/content/site.ts).
const publicOrigin = process.env.PUBLIC_ORIGIN || undefined;

// The app's only dynamic import (the search dialog, loaded when search is opened) would put Vite's preload helper (about
// 0.7 KB gzip, for preloading a lazy chunk's dependencies) into the layout that every route loads. With modulePreload
// off there is nothing to preload, so the helper is reduced to running the import. React Router preloads route modules
// itself, from its manifest (ADR 0006).
const PRELOAD_HELPER = "\0vite/preload-helper.js";
const plainLazyImports: Plugin = {
  name: "verdant:plain-lazy-imports",
  enforce: "pre",
  resolveId: (id) => (id === PRELOAD_HELPER ? id : null),
  load: (id) => (id === PRELOAD_HELPER ? "export const __vitePreload = (load) => load();" : null),
};

export default defineConfig({
  define: { "import.meta.env.PUBLIC_ORIGIN": publicOrigin ? JSON.stringify(publicOrigin) : "undefined" },
  plugins: [contentCollections(), plainLazyImports, chunkGroups(), tailwindcss(), reactRouter()],
  build: { assetsInlineLimit: 0, modulePreload: false },
  server: { proxy: { "/api": "http://127.0.0.1:3000" } },
});
