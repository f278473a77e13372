import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { islands } from "./app/islands/islands-integration.ts";
import { siteFiles } from "./tooling/site-files.ts";

// Canonical URLs, share images and structured data need the public origin at build time (app/content/site.ts).
const publicOrigin = process.env.PUBLIC_ORIGIN || undefined;

// Every route is rendered to static HTML at build (ADR 0016); the Fastify server serves build/client and the API.
export default defineConfig({
  srcDir: "app",
  outDir: "build/client",
  publicDir: "public",
  output: "static",
  trailingSlash: "never",
  build: { format: "directory", inlineStylesheets: "always", assets: "assets" },
  devToolbar: { enabled: false },
  integrations: [react(), islands(), siteFiles()],
  server: { port: 4321 },
  vite: {
    define: { "import.meta.env.PUBLIC_ORIGIN": publicOrigin ? JSON.stringify(publicOrigin) : "undefined" },
    plugins: [tailwindcss()],
    build: {
      // Page scripts without imports (the header script, app/components/layout/header-script.ts) are inlined into the
      // page, so a static page loads no JavaScript file; fonts and images are never inlined.
      assetsInlineLimit: (file: string, content: Buffer) => file.endsWith(".js") && content.length < 16_384,
      // How the islands' JavaScript is cut into files: app/islands/island-chunks.ts, added by islands().
    },
    server: { proxy: { "/api": "http://127.0.0.1:3000" } },
  },
});
