// Generated from content/pages/not-found.yaml by scripts/content/generate.ts: do not edit.
// Change the content files instead; the build, the dev server and `npm run content` regenerate this.
import type { PageCopy } from "../../page-copy-schema.ts";

export const copy: PageCopy<"notFound"> = {
  "eyebrow": "Error 404",
  "title": "Page not found",
  "lead": "The page you are looking for does not exist or has moved.",
  "action": "Back to the home page"
};
