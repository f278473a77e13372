import path from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { writeSiteFiles } from "./site-files.ts";

/**
 * After Astro has written the pages and the endpoints' files: the search index (made from the rendered pages), then
 * each page's CSP hashes, then the precompressed twins the server sends.
 */
export function siteFiles(): AstroIntegration {
  return {
    name: "verdant-site-files",
    hooks: {
      "astro:build:done": async ({ dir, logger }) => {
        await writeSiteFiles(path.resolve(fileURLToPath(dir)), (line) => logger.info(line));
      },
    },
  };
}
