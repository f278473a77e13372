// Generated from content/pages/insights.yaml by scripts/content/generate.ts: do not edit.
// Change the content files instead; the build, the dev server and `npm run content` regenerate this.
import type { PageCopy } from "../../page-copy-schema.ts";

export const copy: PageCopy<"insights"> = {
  "hero": {
    "tagline": "Resources",
    "lead": "Field notes, results and arguments from our researchers, written for anyone who wants to understand what the data says, and what it does not."
  },
  "articles": {
    "title": "Latest articles"
  },
  "whitepapers": {
    "eyebrow": "In depth",
    "title": "Whitepapers",
    "lead": "Longer reads with methods, figures and recommendations. Free to download and share."
  },
  "newsletter": {
    "title": "Get new insights by email",
    "text": "One email a month with new articles, whitepapers and datasets. No tracking, unsubscribe any time."
  }
};
