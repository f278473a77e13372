// Generated from content/pages/research.yaml by scripts/content/generate.ts: do not edit.
// Change the content files instead; the build, the dev server and `npm run content` regenerate this.
import type { PageCopy } from "../../page-copy-schema.ts";

export const copy: PageCopy<"research"> = {
  "hero": {
    "tagline": "Open science",
    "lead": "Datasets, reports, AI models and publications from our programmes. Open Access items download directly; restricted data is available to approved researchers."
  }
};
