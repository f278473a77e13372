// The downloadable whitepapers on /insights: one Markdown file each in content/whitepapers/, "## " headings starting
// its sections. The PDF at `link` is generated at build from these same sections; `pages` is its page count.
import { content } from "./load.ts";

export type { Whitepaper } from "./load.ts";

export const whitepapers = content().whitepapers;
