// The five core pillars of the Vision page (SPEC §2 Vision).
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

export const visionMission = {
  title: "Our mission",
  statement:
    "To engineer intelligence that serves living systems: to decentralize the data and decisions that shape health and food, and to regenerate the land and the communities that depend on it.",
  paragraphs: [
    "We believe the next leaps in human health will come from the soil as much as from the lab. The same data infrastructure that predicts a crop failure can predict a metabolic disorder, if it is built openly and governed fairly.",
    "By 2030 we aim to see our open tools running in 50 countries, each deployment owned and governed locally, each contributing anonymised insight back to a shared commons.",
  ],
} as const;
