// The core pillars of the Vision page; its heading counts them.
export interface Pillar {
  title: string;
  description: string;
}

export const pillars: readonly Pillar[] = [
  {
    title: "Artificial Intelligence",
    description:
      "Interpretable models trained on diverse, consented data, and published with their weights, data cards and known limits.",
  },
  {
    title: "Decentralized Systems",
    description:
      "Blockchain-based consent, provenance and governance so that data stays under the control of the communities who produce it.",
  },
  {
    title: "Regenerative Agriculture",
    description:
      "Farming practices measured by soil carbon, biodiversity and farmer income, supported by sensors and open agronomic models.",
  },
  {
    title: "Genomics and Precision Health",
    description:
      "Population-scale genomics that looks for prevention, not only treatment, with special care for under-represented ancestries.",
  },
  {
    title: "Nutrition and Food Systems",
    description:
      "Connecting what is grown to what is eaten and to what it does in the body, from field trial to clinical outcome.",
  },
];
