import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// Canonical URLs, share images and structured data need the public origin at build time (app/content/site.ts).
const publicOrigin = process.env.PUBLIC_ORIGIN || undefined;

export default defineConfig({
  define: { "import.meta.env.PUBLIC_ORIGIN": publicOrigin ? JSON.stringify(publicOrigin) : "undefined" },
  plugins: [tailwindcss(), reactRouter()],
  build: { assetsInlineLimit: 0 },
  server: { proxy: { "/api": "http://127.0.0.1:3000" } },
});
