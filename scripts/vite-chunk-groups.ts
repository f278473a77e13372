// Vite plugin (used by vite.config.ts): fewer, larger JavaScript files for the pages React Router hydrates at load
// (ADR 0010). Without it the bundler makes a chunk of every module two routes share (each icon, each small
// component), 17 to 40 files before interaction. Only the client build is grouped; the prerender build is untouched.
import type { Plugin } from "vite";

// Rolldown's code-splitting groups, highest priority first. A module goes to the first group whose test it passes.
const groups = [
  // React, React DOM and the router runtime: every hydrated page needs them, and they change together.
  {
    name: "framework",
    test: /[\\/]node_modules[\\/](?:react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
    priority: 30,
  },
  // Components, icons and helpers shared by two or more pages, and what the layout needs on every page (the auth
  // context and its texts, the <Island> wrapper). Page content and features keep their own chunks: a page loads no other page's text.
  {
    name: "ui",
    test: /[\\/]app[\\/](?:components[\\/]ui[\\/]|lib[\\/]|islands[\\/]|features[\\/]auth[\\/]auth-context)|[\\/]contract[\\/]auth-messages|[\\/]node_modules[\\/]lucide-react[\\/]/,
    priority: 20,
    minShareCount: 2,
  },
  // The form kit, the contract's schemas and texts, and zod: only pages with forms (and the account pages) load them.
  {
    name: "forms",
    test: /[\\/]app[\\/]components[\\/]forms[\\/]|[\\/]contract[\\/]|[\\/]node_modules[\\/]zod[\\/]/,
    priority: 10,
    minShareCount: 2,
  },
];

export function chunkGroups(): Plugin {
  return {
    name: "verdant:chunk-groups",
    configEnvironment(name) {
      if (name !== "client") return null;
      return { build: { rolldownOptions: { output: { codeSplitting: { groups } } } } };
    },
  };
}
