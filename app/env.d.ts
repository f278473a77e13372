/// <reference types="astro/client" />
import type { InteractionOptions } from "./islands/interaction-directive.ts";

declare module "astro" {
  interface AstroClientDirectives {
    /** Start the island at the first interaction with it (app/islands/interaction-directive.ts, ADR 0016). */
    "client:interaction"?: InteractionOptions | boolean;
  }
}
