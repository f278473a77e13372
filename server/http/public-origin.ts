import type { Config } from "../config.ts";

/** Where links in emails point: PUBLIC_ORIGIN, or this machine's own port while it is not set (development). */
export function publicOrigin(config: Config): string {
  return config.forms.linkOrigin;
}
