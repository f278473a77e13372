import { partnerSlug } from "./art.ts";

// The strategic partners on /company. Their logos are marks drawn as field maps from these fields
// (app/content/art-subjects.ts), never a copy of a real organisation's logo.
export interface Partner {
  name: string;
  type: string;
  description: string;
  /** The slug of the partner's drawn mark, from its name. */
  logo: string;
}

const listed: readonly Omit<Partner, "logo">[] = [
  {
    name: "Nairobi Institute for Metabolic Health",
    type: "Clinical research partner",
    description: "Co-leads the Precision Nutrition System pilots across eight primary-care clinics in Kenya.",
  },
  {
    name: "Iberian Soil Observatory",
    type: "Agricultural research partner",
    description: "Operates the 1,200-sensor regenerative farming network that trains our soil models.",
  },
  {
    name: "Open Genome Alliance",
    type: "Data standards partner",
    description:
      "Develops the consent and data-sharing standards that Helix implements for federated studies.",
  },
  {
    name: "Commonwealth Climate Lab",
    type: "Climate science partner",
    description: "Provides downscaled climate projections for our urban food-resilience digital twins.",
  },
  {
    name: "Fairchain Foundation",
    type: "Technology partner",
    description: "Audits our smart contracts and co-maintains the open-source consent registry.",
  },
];

export const partners: readonly Partner[] = listed.map((partner) => ({
  ...partner,
  logo: partnerSlug(partner.name),
}));
