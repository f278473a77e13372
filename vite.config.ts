import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { contentCollections } from "./scripts/content/vite-plugin.ts";
import { chunkGroups } from "./scripts/vite-chunk-groups.ts";
import { islandMarkupForClient } from "./scripts/vite-islands.ts";
import { plainLazyImports } from "./scripts/vite-plain-lazy-imports.ts";

// Canonical URLs, share images and structured data need the public origin at build time (app/content/site.ts).
const publicOrigin = process.env.PUBLIC_ORIGIN || undefined;

export default defineConfig({
  define: { "import.meta.env.PUBLIC_ORIGIN": publicOrigin ? JSON.stringify(publicOrigin) : "undefined" },
  plugins: [
    contentCollections(),
    plainLazyImports(),
    islandMarkupForClient(),
    chunkGroups(),
    tailwindcss(),
    reactRouter(),
  ],
  build: { assetsInlineLimit: 0, modulePreload: false },
  server: { proxy: { "/api": "http://127.0.0.1:3000" } },
});
