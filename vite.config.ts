import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { contentCollections } from "./scripts/content/vite-plugin.ts";

export default defineConfig({
  plugins: [contentCollections(), tailwindcss(), reactRouter()],
  build: { assetsInlineLimit: 0 },
  server: { proxy: { "/api": "http://127.0.0.1:3000" } },
});
