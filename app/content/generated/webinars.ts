// Generated from content/webinars.yaml by scripts/content/generate.ts: do not edit.
// Change the content files instead; the build, the dev server and `npm run content` regenerate this.
import type { WebinarSeries } from "../schema.ts";

export const webinarSeries: readonly WebinarSeries[] = [
  {
    "title": "Open Lab Hours",
    "schedule": "Every second Tuesday",
    "time": "15:00 UTC, 60 minutes",
    "description": "Researchers walk through a dataset or model from the Research Center live, then answer questions from the audience.",
    "nextTopic": "Working with the Sentinel wastewater time series"
  },
  {
    "title": "Field Notes",
    "schedule": "First Thursday of each month",
    "time": "12:00 UTC, 45 minutes",
    "description": "Farmers, clinicians and community partners report what is working in our projects, and what is not.",
    "nextTopic": "Cover-crop trials designed by farmers in Nakuru"
  },
  {
    "title": "Governance Forum",
    "schedule": "Quarterly, last Wednesday",
    "time": "16:00 UTC, 90 minutes",
    "description": "An open discussion on data rights, DAO governance and ethics, with a short reading sent a week before.",
    "nextTopic": "Benefit sharing when genomic data is reused commercially"
  }
];
