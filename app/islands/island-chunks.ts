// How the islands' JavaScript is cut into files (ADR 0016): a Vite plugin the islands integration adds
// (islands-integration.ts). Only the browser build is affected.
//
// - React, React DOM and Astro's React renderer are one file: every island loads all of them. The renderer is the
//   file's own entry (entry signatures may be extended), so no separate file re-exports it.
// - Icons two islands or more use are one file; an icon of one island is in that island's file.
// - Vite's helper for preloading a lazy import's dependencies (about 0.9 KB gzip, loaded by every island page) is
//   reduced to running the import: module preloading is off, and a lazy chunk imports its dependencies itself.
import type { Plugin } from "vite";

const PRELOAD_HELPER = "\0vite/preload-helper.js";
const REACT = /[\\/]node_modules[\\/](?:react|react-dom|scheduler|@astrojs[\\/]react)[\\/]/;

export function islandChunks(): Plugin {
  return {
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
                  { name: "react", test: (id: string) => REACT.test(id) || id === PRELOAD_HELPER },
                  { name: "icons", test: /[\\/]node_modules[\\/]lucide-react[\\/]/, minShareCount: 2 },
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
  };
}
