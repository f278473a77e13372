// The islands' client build (app/islands), run by `npm run build` after React Router's: one entry per island
// (app/islands/entries), React and React DOM in one chunk, what islands share in a few others, and `react-router`
// replaced by a small shim (app/islands/react-router-shim.tsx), so island pages hydrate their interactive parts
// without the router.
// Output: build/client/assets/islands/, and build/client/islands-manifest.json, which scripts/static-pages.ts reads
// (and removes) to write each island page's scripts.
import path from "node:path";
import { defineConfig } from "vite";
import { plainLazyImports } from "./scripts/vite-plain-lazy-imports.ts";
import { ISLANDS_ASSETS_DIR, ISLANDS_MANIFEST, islandEntries } from "./scripts/vite-islands.ts";

const publicOrigin = process.env.PUBLIC_ORIGIN || undefined;
const output = `${ISLANDS_ASSETS_DIR}/[name]-[hash]`;

export default defineConfig({
  define: { "import.meta.env.PUBLIC_ORIGIN": publicOrigin ? JSON.stringify(publicOrigin) : "undefined" },
  plugins: [plainLazyImports()],
  resolve: {
    alias: [{ find: /^react-router$/, replacement: path.resolve("app/islands/react-router-shim.tsx") }],
  },
  publicDir: false,
  build: {
    outDir: "build/client",
    emptyOutDir: false,
    assetsInlineLimit: 0,
    modulePreload: false,
    manifest: ISLANDS_MANIFEST,
    rolldownOptions: {
      input: islandEntries(),
      // lucide-react marks its modules "use client" (for React Server Components); meaningless in a client bundle.
      // React Router's build drops the same warning.
      onwarn(warning, warn) {
        if (warning.code === "MODULE_LEVEL_DIRECTIVE" && warning.message.includes("use client")) return;
        warn(warning);
      },
      output: {
        entryFileNames: `${output}.js`,
        // Shared chunks are named after the islands using them ("shared~contact-form~login-form~…"): "shared" is enough.
        chunkFileNames: (chunk) => `${ISLANDS_ASSETS_DIR}/${chunk.name.split("~")[0]}-[hash].js`,
        assetFileNames: `${output}[extname]`,
        codeSplitting: {
          groups: [
            { name: "react", test: /[\\/]node_modules[\\/](?:react|react-dom|scheduler)[\\/]/, priority: 20 },
            // What two or more islands share (the hydration runtime, the router shim, UI components, icons), by the
            // set of islands using it (entriesAware), so that a page loads little code only other pages' islands use
            // (the session and zod of the account pages are not /projects' business); sets under about 6 KB of
            // source are merged into a neighbour, so a page loads a few such files, not one per set.
            {
              name: "shared",
              minShareCount: 2,
              priority: 10,
              entriesAware: true,
              entriesAwareMergeThreshold: 6_000,
            },
          ],
        },
      },
    },
  },
});
