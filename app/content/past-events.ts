// The three past events with outcomes on /events (SPEC §3 Past event record).
export interface PastEvent {
  title: string;
  date: string;
  location: string;
  attendees: string;
  description: string;
  outcomes: readonly string[];
}

export const pastEvents: readonly PastEvent[] = [
  {
    title: "Regenerative Futures Summit 2025",
    date: "May 2025",
    location: "Nairobi, Kenya",
    attendees: "860 attendees",
    description:
      "Our first summit brought farmers, scientists and funders together around soil health and food security.",
    outcomes: [
      "Living Soils Network expanded to Colombia and India",
      "14 new research partnerships signed",
      "Open soil-health dataset released to the public",
    ],
  },
  {
    title: "Precision Nutrition Clinical Forum",
    date: "February 2025",
    location: "Online",
    attendees: "1,250 attendees",
    description:
      "Clinicians and dietitians reviewed first results of personalised nutrition in primary care.",
    outcomes: [
      "Three health systems joined the Precision Plate pilot",
      "Shared FHIR integration guide published",
      "Working group on affordability founded",
    ],
  },
  {
    title: "Open Climate Data Hackathon",
    date: "October 2024",
    location: "Berlin, Germany and online",
    attendees: "430 participants",
    description: "Teams built tools to verify carbon claims and map urban heat with open data.",
    outcomes: [
      "Winning audit tool now part of Carbon Ledger Commons",
      "Street-heat sensor design released as open hardware",
      "Two teams hired into Cooling Corridors pilots",
    ],
  },
];
