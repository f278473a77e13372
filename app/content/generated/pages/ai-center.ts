// Generated from content/pages/ai-center.yaml by scripts/content/generate.ts: do not edit.
// Change the content files instead; the build, the dev server and `npm run content` regenerate this.
import type { PageCopy } from "../../page-copy-schema.ts";

export const copy: PageCopy<"aiCenter"> = {
  "hero": {
    "tagline": "Open, privacy-preserving, field-tested",
    "lead": "Our AI Center builds the models behind every Verdant Collective initiative: open, privacy-preserving and tested in the field before anyone relies on them.",
    "actions": [
      "Explore models and datasets",
      "Join the AI Center"
    ]
  },
  "technologies": {
    "eyebrow": "Key technologies",
    "title": "{count} technologies behind every initiative"
  },
  "methods": {
    "eyebrow": "Research methodologies",
    "title": "How we build models people can trust",
    "lead": "The same {count}-stage method applies to a crop forecast and a disease-risk score."
  },
  "impact": {
    "eyebrow": "Impact",
    "title": "The AI Center in numbers"
  }
};
