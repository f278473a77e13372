// Generated from content/pages/featured-initiatives.yaml by scripts/content/generate.ts: do not edit.
// Change the content files instead; the build, the dev server and `npm run content` regenerate this.
import type { PageCopy } from "../../page-copy-schema.ts";

export const copy: PageCopy<"featuredInitiatives"> = {
  "hero": {
    "tagline": "Flagship research programs",
    "lead": "{count} initiatives where genomics, nutrition and AI come together to prevent disease before it starts. Each is open to new clinical, research and community partners."
  },
  "closing": {
    "title": "Bring your data, clinic or community on board",
    "text": "Talk to the teams behind these initiatives, or explore the datasets, models and publications they have already released.",
    "actions": [
      "Partner with us",
      "Visit the Research Center"
    ]
  }
};
