import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { islandChunks } from "./island-chunks.ts";

/**
 * Registers `client:interaction` (interaction-directive.ts), the directive every island of the site uses, and the
 * way the islands' JavaScript is cut into files (island-chunks.ts).
 */
export function islands(): AstroIntegration {
  return {
    name: "verdant-islands",
    hooks: {
      "astro:config:setup": ({ addClientDirective, config, updateConfig }) => {
        addClientDirective({
          name: "interaction",
          entrypoint: fileURLToPath(new URL("./interaction-directive.ts", import.meta.url)),
        });
        updateConfig({ vite: { plugins: [islandChunks(fileURLToPath(new URL("pages/", config.srcDir)))] } });
      },
    },
  };
}
