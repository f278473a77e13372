// The core pillars of the Vision page; its heading counts them.
export interface Pillar {
  title: string;
  description: string;
}

export const pillars: readonly Pillar[] = [
  {
    title: "Artificial intelligence",
    description:
      "Interpretable models trained on diverse, consented data, and published with their weights, data cards and known limits.",
  },
  {
    title: "Decentralized systems",
    description:
      "Blockchain-based consent, provenance and governance so that data stays under the control of the communities who produce it.",
  },
  {
    title: "Regenerative agriculture",
    description:
      "Farming practices measured by soil carbon, biodiversity and farmer income, supported by sensors and open agronomic models.",
  },
  {
    title: "Genomics and precision health",
    description:
      "Population-scale genomics that looks for prevention, not only treatment, with special care for under-represented ancestries.",
  },
  {
    title: "Nutrition and food systems",
    description:
      "Connecting what is grown to what is eaten and to what it does in the body, from field trial to clinical outcome.",
  },
];
