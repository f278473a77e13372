// Generated from content/pages/press.yaml by scripts/content/generate.ts: do not edit.
// Change the content files instead; the build, the dev server and `npm run content` regenerate this.
import type { PageCopy } from "../../page-copy-schema.ts";

export const copy: PageCopy<"press"> = {
  "hero": {
    "tagline": "Media",
    "lead": "Facts, briefs, interviews and visual assets for journalists and partners. Everything here may be used in coverage of Verdant Collective with credit.",
    "action": "Email the press team"
  },
  "facts": {
    "eyebrow": "At a glance",
    "title": "Headline facts",
    "lead": "Verdant Collective is a transdisciplinary research collective working at the meeting point of artificial intelligence, blockchain, climate, agriculture, genomics, nutrition and health systems. Founded in 2020 and operating remotely across five continents, it builds open tools and community-governed data systems that regenerate land and improve health."
  },
  "briefs": {
    "title": "Project briefs",
    "lead": "One-page PDF briefs on each live project, with key figures and quotes cleared for publication."
  },
  "interviews": {
    "title": "Leadership interviews"
  },
  "videos": {
    "title": "Explainer videos",
    "lead": "Broadcast-quality files (MP4 1080p or ProRes) are sent on request by the press team, usually the same working day."
  },
  "visuals": {
    "title": "Visual library",
    "lead": "Vector files you can scale to any size. Please keep clear space around the logo and do not recolour it."
  },
  "contacts": {
    "title": "Media contacts"
  }
};
