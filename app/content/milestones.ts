// The Company timeline, one milestone a year from the founding in 2020.
export interface Milestone {
  year: number;
  title: string;
  description: string;
}

export const milestones: readonly Milestone[] = [
  {
    year: 2020,
    title: "The collective is founded",
    description:
      "Eleven researchers on four continents sign a shared charter and publish their first open dataset on soil microbiomes.",
  },
  {
    year: 2021,
    title: "First federated genomics study",
    description:
      "Two hospitals run a joint diabetes risk study without exchanging a single genome: the prototype of the Helix Discovery Platform.",
  },
  {
    year: 2022,
    title: "Governance moves on-chain",
    description:
      "Members adopt DAO-based governance for budgets and data-access decisions; the first field sensor network goes live in Andalusia.",
  },
  {
    year: 2023,
    title: "Precision nutrition enters the clinic",
    description:
      "The Precision Nutrition System starts clinical pilots in Nairobi and Lisbon, and the AI Center is established.",
  },
  {
    year: 2024,
    title: "Five research centres connected",
    description:
      "Helix links five medical research centres, the team passes 150 members and pilot programmes reach 25 countries.",
  },
  {
    year: 2025,
    title: "Opening the commons",
    description:
      "Launch of the Health Data Commons DAO, letting patients and farmers govern and share in the value of their data.",
  },
];
