// The strategic partners on /company. Logos are drawn as monograms, so `logo` holds one.
export interface Partner {
  name: string;
  type: string;
  description: string;
  logo: string;
}

export const partners: readonly Partner[] = [
  {
    name: "Nairobi Institute for Metabolic Health",
    type: "Clinical research partner",
    description: "Co-leads the Precision Nutrition System pilots across eight primary-care clinics in Kenya.",
    logo: "NI",
  },
  {
    name: "Iberian Soil Observatory",
    type: "Agricultural research partner",
    description: "Operates the 1,200-sensor regenerative farming network that trains our soil models.",
    logo: "IS",
  },
  {
    name: "Open Genome Alliance",
    type: "Data standards partner",
    description:
      "Develops the consent and data-sharing standards that Helix implements for federated studies.",
    logo: "OG",
  },
  {
    name: "Commonwealth Climate Lab",
    type: "Climate science partner",
    description: "Provides downscaled climate projections for our urban food-resilience digital twins.",
    logo: "CC",
  },
  {
    name: "Fairchain Foundation",
    type: "Technology partner",
    description: "Audits our smart contracts and co-maintains the open-source consent registry.",
    logo: "FF",
  },
];
