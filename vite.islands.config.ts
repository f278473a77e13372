// The islands' client build (app/islands), run by `npm run build` after React Router's: one entry per island
// (app/islands/entries), React and React DOM in one chunk, what islands share in another, and `react-router` replaced by a small shim
// (app/islands/react-router-shim.tsx), so island pages hydrate their interactive parts without the router.
// Output: build/client/assets/islands/, and build/client/islands-manifest.json, which scripts/static-pages.ts reads
// (and removes) to write each island page's scripts.
import path from "node:path";
import { defineConfig } from "vite";
import { plainLazyImports } from "./scripts/vite-plain-lazy-imports.ts";
import { ISLANDS_ASSETS_DIR, ISLANDS_MANIFEST, islandEntries } from "./scripts/vite-islands.ts";

const publicOrigin = process.env.PUBLIC_ORIGIN || undefined;
const output = `${ISLANDS_ASSETS_DIR}/[name]-[hash]`;
// Modules only forms and the account pages need (zod, the contract, the form kit, the API client, the session). A
// module of the shared chunk brings its imports along, so whatever imports these (a shared form component such as
// subscribe-form, the auth context) must be listed too, or zod lands in the chunk every island page loads.
const FORM_MODULES =
  /[\\/](?:node_modules[\\/]zod|contract|app[\\/]components[\\/]forms|app[\\/]features[\\/](?:subscriptions|auth))[\\/]|[\\/]app[\\/](?:components[\\/]ui[\\/]form-field\.tsx|lib[\\/]api-client\.ts)$/;

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
        chunkFileNames: `${output}.js`,
        assetFileNames: `${output}[extname]`,
        codeSplitting: {
          groups: [
            { name: "react", test: /[\\/]node_modules[\\/](?:react|react-dom|scheduler)[\\/]/, priority: 20 },
            // What two or more islands share (the hydration runtime, the router shim, UI components, icons): one file.
            { name: "shared", test: (id) => !FORM_MODULES.test(id), minShareCount: 2, priority: 15 },
            // What two or more form islands share (zod, the contracts, the form kit): a file of its own, so that pages
            // without a form do not load it with the shared chunk.
            { name: "forms", test: FORM_MODULES, minShareCount: 2, priority: 10 },
          ],
        },
      },
    },
  },
});
