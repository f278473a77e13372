// The three upcoming events on /events (SPEC §3 Event record). Status labels are fixed (SPEC §4).
export type EventStatus = "Registration Open" | "Early Bird Registration" | "Invitation Only";
export type EventImage = "leaf" | "cells" | "network";

/** A physical venue: where people meet in person. */
export interface EventVenue {
  name: string;
  locality: string;
  /** ISO 3166-1 alpha-2 country code. */
  country: string;
}

export interface UpcomingEvent {
  /** Stable id: the event's anchor on /events (#slug), its feed entry and its calendar UID. */
  slug: string;
  title: string;
  /** ISO date of the first day; `dateLabel` says it for people. */
  date: string;
  dateLabel: string;
  time: string;
  /** ISO date the event was announced: its date in the events feed. */
  announced: string;
  /** Exact start and end, ISO 8601 with the venue's UTC offset (structured data, feeds and calendars). */
  start: string;
  end: string;
  location: string;
  /** In-person venues; empty for an online-only event. */
  venues: readonly EventVenue[];
  /** Whether people can also (or only) take part online. */
  online: boolean;
  type: string;
  attendees: string;
  description: string;
  highlights: readonly string[];
  image: EventImage;
  status: EventStatus;
  registrationLink: string;
}

export const upcomingEvents: readonly UpcomingEvent[] = [
  {
    slug: "regenerative-futures-summit",
    title: "Regenerative Futures Summit 2026",
    date: "2026-04-21",
    dateLabel: "21–23 April 2026",
    time: "09:00–18:00 WEST (Lisbon time)",
    announced: "2025-11-18",
    start: "2026-04-21T09:00:00+01:00",
    end: "2026-04-23T18:00:00+01:00",
    location: "Lisbon, Portugal and online",
    venues: [{ name: "Regenerative Futures Summit, Lisbon", locality: "Lisbon", country: "PT" }],
    online: true,
    type: "Summit",
    attendees: "1000+ expected attendees",
    description:
      "Three days on how AI, open data and community governance can restore soils, stabilise climate and improve health. Researchers, farmers, clinicians and funders share results and plan joint work.",
    highlights: [
      "Keynotes from the Living Soils and Precision Plate teams",
      "Farmer and patient panels, not only experts",
      "Hands-on labs with our open datasets and models",
      "Partner matchmaking for 2026–2027 pilots",
    ],
    image: "leaf",
    status: "Registration Open",
    registrationLink: "https://events.verdantcollective.example/summit-2026",
  },
  {
    slug: "open-bio-hackathon",
    title: "Open Bio Hackathon: Data for Health Equity",
    date: "2026-06-12",
    dateLabel: "12–14 June 2026",
    time: "48 hours, starting 10:00 UTC",
    announced: "2026-01-20",
    start: "2026-06-12T10:00:00+00:00",
    end: "2026-06-14T10:00:00+00:00",
    location: "Online, with hubs in Nairobi, Bogotá and Bengaluru",
    venues: [
      { name: "Nairobi hub", locality: "Nairobi", country: "KE" },
      { name: "Bogotá hub", locality: "Bogotá", country: "CO" },
      { name: "Bengaluru hub", locality: "Bengaluru", country: "IN" },
    ],
    online: true,
    type: "Hackathon",
    attendees: "500+ expected participants",
    description:
      "Build open tools on real, consented datasets for nutrition, genomics and public health. Teams compete for a $100,000 prize pool and mentoring to turn prototypes into pilots.",
    highlights: [
      "$100,000 prize pool across four challenge tracks",
      "Mentors from partner hospitals and research centres",
      "Curated open datasets with documentation",
      "Winning teams join a three-month incubation",
    ],
    image: "cells",
    status: "Early Bird Registration",
    registrationLink: "https://events.verdantcollective.example/open-bio-hackathon",
  },
  {
    slug: "genomic-sovereignty-roundtable",
    title: "Genomic Sovereignty Roundtable",
    date: "2026-09-08",
    dateLabel: "8 September 2026",
    time: "13:00–17:30 SAST",
    announced: "2026-03-10",
    start: "2026-09-08T13:00:00+02:00",
    end: "2026-09-08T17:30:00+02:00",
    location: "Cape Town, South Africa",
    venues: [{ name: "Genomic Sovereignty Roundtable, Cape Town", locality: "Cape Town", country: "ZA" }],
    online: false,
    type: "Roundtable",
    attendees: "40 invited participants",
    description:
      "Community leaders, regulators, ethicists and researchers work on model clauses for benefit sharing in genomic research. Outcomes are published as an open policy brief.",
    highlights: [
      "Co-chaired by community data board members",
      "Draft model clauses for data-access agreements",
      "Chatham House rule; outcomes published openly",
    ],
    image: "network",
    status: "Invitation Only",
    registrationLink: "https://events.verdantcollective.example/genomic-sovereignty-roundtable",
  },
];
