import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";

/** Registers `client:interaction` (interaction-directive.ts), the directive every island of the site uses. */
export function islands(): AstroIntegration {
  return {
    name: "verdant-islands",
    hooks: {
      "astro:config:setup": ({ addClientDirective }) => {
        addClientDirective({
          name: "interaction",
          entrypoint: fileURLToPath(new URL("./interaction-directive.ts", import.meta.url)),
        });
      },
    },
  };
}
