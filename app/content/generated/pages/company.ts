// Generated from content/pages/company.yaml by scripts/content/generate.ts: do not edit.
// Change the content files instead; the build, the dev server and `npm run content` regenerate this.
import type { PageCopy } from "../../page-copy-schema.ts";

export const copy: PageCopy<"company"> = {
  "hero": {
    "tagline": "A collective, not a corporation",
    "lead": "Verdant Collective is owned and governed by the researchers, engineers and growers who do its work, and accountable to the communities whose data and land make that work possible."
  },
  "story": {
    "eyebrow": "Since 2020",
    "title": "Our story",
    "paragraphs": [
      "Verdant Collective began in 2020 as a reading group of eleven researchers (two geneticists, a soil scientist, a cryptographer, several machine-learning engineers and a public-health nurse) who kept running into the same wall: the data that could prevent disease and restore farmland existed, but nobody was allowed, or trusted, to connect it.",
      "Instead of founding another start-up or another institute, they founded a collective: a remote-first organisation owned by its contributors, governed through transparent on-chain votes, and funded by grants, research partnerships and services to hospitals, governments and food companies.",
      "Five years on, the collective spans five continents and more than 150 members. Its tools run in pilot programs in 25 countries, and everything it builds with public money is published under open licences."
    ],
    "factsTitle": "At a glance"
  },
  "values": {
    "eyebrow": "Our values",
    "title": "What we hold ourselves to"
  },
  "team": {
    "eyebrow": "Leadership team",
    "title": "The people stewarding the collective",
    "lead": "Leaders are elected by the members for two-year terms and can be recalled by a governance vote."
  },
  "timeline": {
    "eyebrow": "Milestones",
    "title": "From reading group to research collective"
  },
  "partners": {
    "eyebrow": "Strategic partners",
    "title": "Institutions we build with"
  }
};
