// Generated from content/events/*.md by scripts/content/generate.ts: do not edit.
// Change the content files instead; the build, the dev server and `npm run content` regenerate this.
import type { UpcomingEvent } from "../schema.ts";

export const upcomingEvents: readonly UpcomingEvent[] = [
  {
    "slug": "regenerative-futures-summit",
    "title": "Regenerative Futures Summit 2026",
    "date": "2026-04-21",
    "dateLabel": "21–23 April 2026",
    "time": "09:00–18:00 CEST",
    "location": "Lisbon, Portugal and online",
    "type": "Summit",
    "attendees": "1000+ expected attendees",
    "description": "Three days on how AI, open data and community governance can restore soils, stabilise climate and improve health. Researchers, farmers, clinicians and funders share results and plan joint work.",
    "highlights": [
      "Keynotes from the Living Soils and Precision Plate teams",
      "Farmer and patient panels, not only experts",
      "Hands-on labs with our open datasets and models",
      "Partner matchmaking for 2026–2027 pilots"
    ],
    "image": "leaf",
    "status": "Registration Open",
    "registrationLink": "https://events.verdantcollective.example/summit-2026"
  },
  {
    "slug": "open-bio-hackathon",
    "title": "Open Bio Hackathon: Data for Health Equity",
    "date": "2026-06-12",
    "dateLabel": "12–14 June 2026",
    "time": "48 hours, starting 10:00 UTC",
    "location": "Online, with hubs in Nairobi, Bogotá and Bengaluru",
    "type": "Hackathon",
    "attendees": "500+ expected participants",
    "description": "Build open tools on real, consented datasets for nutrition, genomics and public health. Teams compete for a $100,000 prize pool and mentoring to turn prototypes into pilots.",
    "highlights": [
      "$100,000 prize pool across four challenge tracks",
      "Mentors from partner hospitals and research centres",
      "Curated open datasets with documentation",
      "Winning teams join a three-month incubation"
    ],
    "image": "cells",
    "status": "Early Bird Registration",
    "registrationLink": "https://events.verdantcollective.example/open-bio-hackathon"
  },
  {
    "slug": "genomic-sovereignty-roundtable",
    "title": "Genomic Sovereignty Roundtable",
    "date": "2026-09-08",
    "dateLabel": "8 September 2026",
    "time": "13:00–17:30 SAST",
    "location": "Cape Town, South Africa",
    "type": "Roundtable",
    "attendees": "40 invited participants",
    "description": "Community leaders, regulators, ethicists and researchers work on model clauses for benefit sharing in genomic research. Outcomes are published as an open policy brief.",
    "highlights": [
      "Co-chaired by community data board members",
      "Draft model clauses for data-access agreements",
      "Chatham House rule; outcomes published openly"
    ],
    "image": "network",
    "status": "Invitation Only",
    "registrationLink": "https://events.verdantcollective.example/genomic-sovereignty-roundtable"
  }
];
