// The benefit cards of the Careers page: working from anywhere, equity in a decentralised organisation, grants for
// open science, a global research network.
export interface Benefit {
  title: string;
  description: string;
}

export const benefits: readonly Benefit[] = [
  {
    title: "Work from anywhere",
    description:
      "Every role is remote. We overlap for three core hours a day and meet in person twice a year, with travel paid.",
  },
  {
    title: "Equity in a decentralised organisation",
    description:
      "Members hold governance tokens that vest over four years, vote on budgets and share in revenue from services.",
  },
  {
    title: "Grant access for open science",
    description:
      "Each researcher can draw on a yearly open-science grant for datasets, compute, conferences and open-access fees.",
  },
  {
    title: "Global research network",
    description:
      "Work alongside 150+ colleagues and 50+ partner institutions across five continents, from hospitals to farm cooperatives.",
  },
];
