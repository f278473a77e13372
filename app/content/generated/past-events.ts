// Generated from content/past-events/*.md by scripts/content/generate.ts: do not edit.
// Change the content files instead; the build, the dev server and `npm run content` regenerate this.
import type { PastEvent } from "../schema.ts";

export const pastEvents: readonly PastEvent[] = [
  {
    "slug": "regenerative-futures-summit-2025",
    "title": "Regenerative Futures Summit 2025",
    "date": "2025-05",
    "location": "Nairobi, Kenya",
    "attendees": "860 attendees",
    "description": "Our first summit brought farmers, scientists and funders together around soil health and food security.",
    "outcomes": [
      "Living Soils Network expanded to Colombia and India",
      "14 new research partnerships signed",
      "Open soil-health dataset released to the public"
    ]
  },
  {
    "slug": "precision-nutrition-clinical-forum",
    "title": "Precision Nutrition Clinical Forum",
    "date": "2025-02",
    "location": "Online",
    "attendees": "1,250 attendees",
    "description": "Clinicians and dietitians reviewed first results of personalised nutrition in primary care.",
    "outcomes": [
      "Three health systems joined the Precision Plate pilot",
      "Shared FHIR integration guide published",
      "Working group on affordability founded"
    ]
  },
  {
    "slug": "open-climate-data-hackathon",
    "title": "Open Climate Data Hackathon",
    "date": "2024-10",
    "location": "Berlin, Germany and online",
    "attendees": "430 participants",
    "description": "Teams built tools to verify carbon claims and map urban heat with open data.",
    "outcomes": [
      "Winning audit tool now part of Carbon Ledger Commons",
      "Street-heat sensor design released as open hardware",
      "Two teams hired into Cooling Corridors pilots"
    ]
  }
];
