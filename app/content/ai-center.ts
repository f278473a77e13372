// AI Center content: its key technologies, research methodologies and impact figures (50+ AI models deployed, 15
// research partnerships, 1M+ data points analyzed).
export interface AiTechnology {
  title: string;
  description: string;
  applications: readonly string[];
}

export const aiTechnologies: readonly AiTechnology[] = [
  {
    title: "Federated learning",
    description:
      "Models are trained where the data lives, in hospitals, biobanks and farm cooperatives, and only encrypted model updates are shared.",
    applications: ["Multi-hospital disease risk models", "Cross-border crop yield forecasting"],
  },
  {
    title: "Genomic foundation models",
    description:
      "Transformer models pre-trained on open reference genomes and fine-tuned for variant interpretation in under-represented populations.",
    applications: ["Variant effect prediction", "Polygenic risk calibration"],
  },
  {
    title: "Geospatial and climate AI",
    description:
      "Satellite imagery, weather reanalysis and in-field sensor streams fused into field-level forecasts of soil moisture, heat and pest pressure.",
    applications: ["Irrigation scheduling", "Urban heat-risk mapping"],
  },
  {
    title: "Causal and interpretable machine learning",
    description:
      "Methods that estimate what would happen under an intervention, and explain every prediction in terms clinicians and agronomists can check.",
    applications: ["Nutrition intervention planning", "Policy impact simulation"],
  },
];

export interface Methodology {
  step: string;
  title: string;
  description: string;
}

export const aiMethodologies: readonly Methodology[] = [
  {
    step: "01",
    title: "Participatory problem framing",
    description:
      "Every project starts with the clinicians, farmers or city staff who will use the result, and with the communities whose data it needs.",
  },
  {
    step: "02",
    title: "Privacy-preserving data engineering",
    description:
      "Consent is recorded on-chain, data is minimised and de-identified at source, and differential-privacy budgets are set before analysis begins.",
  },
  {
    step: "03",
    title: "Open, reproducible modelling",
    description:
      "Code, containers, training configurations and model cards are public; results are re-run by a second team before publication.",
  },
  {
    step: "04",
    title: "Field validation and monitoring",
    description:
      "Models are tested prospectively in real pilots, audited for bias across ancestry, sex and region, and monitored for drift once deployed.",
  },
];

export interface ImpactFigure {
  figure: string;
  label: string;
  /** Where the figure can be checked, shown under it. */
  context: string;
}

export const aiImpact: readonly ImpactFigure[] = [
  { figure: "50+", label: "AI models deployed", context: "Each with a model card in the Research Center" },
  {
    figure: "15",
    label: "research partnerships",
    context: "Clinical, farming, climate, data and technology partners",
  },
  { figure: "1M+", label: "data points analyzed", context: "From the open datasets in the Research Center" },
];
