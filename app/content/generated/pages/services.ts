// Generated from content/pages/services.yaml by scripts/content/generate.ts: do not edit.
// Change the content files instead; the build, the dev server and `npm run content` regenerate this.
import type { PageCopy } from "../../page-copy-schema.ts";

export const copy: PageCopy<"services"> = {
  "hero": {
    "tagline": "Work with us",
    "lead": "We turn the tools we build for our own research into services for hospitals, cooperatives, biobanks, cities and companies: designed with you, handed over to you.",
    "action": "Discuss your project"
  },
  "offerings": {
    "eyebrow": "{count} offerings",
    "title": "What we offer",
    "lead": "Each service has its own page with differentiators, deliverables and a brochure to download."
  },
  "process": {
    "eyebrow": "How we work",
    "title": "Our process",
    "lead": "{count} steps, the same for every service, so you always know where a project stands.",
    "action": "Start with a discovery call"
  }
};
