// Generated from content/pages/projects.yaml by scripts/content/generate.ts: do not edit.
// Change the content files instead; the build, the dev server and `npm run content` regenerate this.
import type { PageCopy } from "../../page-copy-schema.ts";

export const copy: PageCopy<"projects"> = {
  "hero": {
    "tagline": "Live projects",
    "lead": "{count} projects where our models, sensors and governance tools are working in the field today. Each one publishes a live dashboard you can follow."
  },
  "list": {
    "title": "Explore our projects",
    "lead": "Filter by focus area to see the work closest to yours."
  },
  "partner": {
    "title": "Bring a project to your region",
    "lead": "Every project started with a partner who knew the ground. Tell us about yours.",
    "actions": [
      "Start a conversation",
      "See our services"
    ]
  }
};
