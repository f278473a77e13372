import type { ResearchCategory } from "./research-categories.ts";

// Research Center AI models: version, parameters and licence. Each has a generated model card PDF.
export interface AiModel {
  slug: string;
  title: string;
  category: ResearchCategory;
  description: string;
  version: string;
  parameters: string;
  license: string;
}

export const aiModels: readonly AiModel[] = [
  {
    slug: "soilsense",
    title: "SoilSense Carbon Estimator",
    category: "Agriculture",
    description:
      "Estimates topsoil organic carbon from probe readings, satellite indices and management logs, with calibrated uncertainty intervals.",
    version: "2.3.0",
    parameters: "18 million",
    license: "Apache-2.0",
  },
  {
    slug: "helix-variant-ranker",
    title: "Helix Variant Ranker",
    category: "Genomics",
    description:
      "Prioritises candidate disease variants from whole-genome data, trained with improved coverage of African and South Asian ancestries.",
    version: "1.4.1",
    parameters: "340 million",
    license: "OpenRAIL-M",
  },
  {
    slug: "glycemic-response-predictor",
    title: "Glycemic Response Predictor",
    category: "Nutrition",
    description:
      "Predicts an individual's post-meal glucose response from meal composition, recent glucose history and microbiome features.",
    version: "0.9.2",
    parameters: "42 million",
    license: "CC BY-NC 4.0",
  },
  {
    slug: "outbreak-nowcaster",
    title: "Outbreak Nowcaster",
    category: "Health",
    description:
      "Turns daily wastewater pathogen signals into district-level forecasts of clinical cases for the next 14 days.",
    version: "3.0.0",
    parameters: "6 million",
    license: "MIT",
  },
];

/** The generated model card of a model. */
export function modelCardDownload(model: AiModel): string {
  return `/assets/research/${model.slug}-model-card.pdf`;
}
