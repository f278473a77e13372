// Generated from content/pages/vision.yaml by scripts/content/generate.ts: do not edit.
// Change the content files instead; the build, the dev server and `npm run content` regenerate this.
import type { PageCopy } from "../../page-copy-schema.ts";

export const copy: PageCopy<"vision"> = {
  "hero": {
    "lead": "To engineer intelligence that serves living systems: to decentralize the data and decisions that shape health and food, and to regenerate the land and the communities that depend on it."
  },
  "mission": {
    "eyebrow": "Why we exist",
    "title": "Our mission",
    "paragraphs": [
      "We believe the next leaps in human health will come from the soil as much as from the lab. The same data infrastructure that predicts a crop failure can predict a metabolic disorder, if it is built openly and governed fairly.",
      "By 2030 we aim to see our open tools running in 50 countries, each deployment owned and governed locally, each contributing anonymised insight back to a shared commons."
    ]
  },
  "pillars": {
    "eyebrow": "{count} core pillars",
    "title": "The disciplines we bring together",
    "lead": "Each pillar is a research program in its own right; our work happens where they overlap."
  },
  "initiatives": {
    "eyebrow": "{count} flagship initiatives",
    "title": "Our vision, put to work",
    "lead": "Every initiative combines at least three pillars and runs in partnership with the people it serves."
  },
  "join": {
    "title": "Help us build it",
    "text": "We are hiring researchers and engineers, and we are always looking for clinics, farms, cities and funders who want to pilot open tools with us.",
    "actions": [
      "See open positions",
      "Get in touch"
    ]
  }
};
