// Generated from content/pages/contact.yaml by scripts/content/generate.ts: do not edit.
// Change the content files instead; the build, the dev server and `npm run content` regenerate this.
import type { PageCopy } from "../../page-copy-schema.ts";

export const copy: PageCopy<"contact"> = {
  "hero": {
    "tagline": "Let's work together",
    "lead": "Whether you run a clinic, a farm cooperative, a city program or a research lab, we would like to hear what you are working on. We answer every message within five working days."
  },
  "form": {
    "title": "Send us a message"
  },
  "departments": {
    "title": "Reach a team directly",
    "phoneBefore": "Prefer to call?",
    "phoneAfter": ", weekdays 09:00-17:00 UTC."
  },
  "offices": {
    "eyebrow": "Where we are",
    "title": "Our locations",
    "lead": "Most of us work remotely; these hubs host our labs, field trials and partner meetings."
  },
  "faq": {
    "eyebrow": "FAQ",
    "title": "Frequently asked questions"
  }
};
