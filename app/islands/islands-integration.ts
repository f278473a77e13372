import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { islandChunks } from "./island-chunks.ts";

/** `client:interaction` (interaction-directive.ts), which every island uses, and how islands are cut into files. */
export function islands(): AstroIntegration {
  return {
    name: "verdant-islands",
    hooks: {
      "astro:config:setup": ({ addClientDirective, config, updateConfig }) => {
        const entrypoint = fileURLToPath(new URL("./interaction-directive.ts", import.meta.url));
        addClientDirective({ name: "interaction", entrypoint });
        updateConfig({ vite: { plugins: [islandChunks(fileURLToPath(new URL("pages/", config.srcDir)))] } });
      },
    },
  };
}
