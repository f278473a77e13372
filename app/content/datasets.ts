import type { ResearchCategory } from "./research-categories.ts";

// Research Center datasets, each labelled Open Access or Restricted. Open Access items have a generated data sheet
// to download; Restricted ones explain how to request access.
export interface Dataset {
  slug: string;
  title: string;
  category: ResearchCategory;
  description: string;
  size: string;
  samples: string;
  lastUpdated: string;
  access: "Open Access" | "Restricted";
  downloads: number;
}

export const datasets: readonly Dataset[] = [
  {
    slug: "living-soils-observations",
    title: "Living Soils Field Observations 2023–2024",
    category: "Agriculture",
    description:
      "Hourly soil moisture and temperature, seasonal soil-carbon cores and management logs from 1,400 smallholder farms in Kenya, Colombia and India.",
    size: "4.2 GB",
    samples: "38 million sensor readings; 5,600 soil cores",
    lastUpdated: "2025-01-15",
    access: "Open Access",
    downloads: 2841,
  },
  {
    slug: "crop-stress-imagery",
    title: "Crop Stress Imagery Library",
    category: "Agriculture",
    description:
      "Labelled drone and smartphone images of maize, cassava and beans showing drought, nutrient deficiency and pest damage.",
    size: "18.6 GB",
    samples: "92,000 labelled images",
    lastUpdated: "2024-11-30",
    access: "Open Access",
    downloads: 1957,
  },
  {
    slug: "community-genomes-summary",
    title: "Community Genomes Variant Frequencies",
    category: "Genomics",
    description:
      "Aggregate allele frequencies from whole-genome sequencing of consenting participants in four under-represented communities. No individual-level data.",
    size: "1.1 GB",
    samples: "12,600 genomes (aggregated)",
    lastUpdated: "2025-01-28",
    access: "Open Access",
    downloads: 1204,
  },
  {
    slug: "community-genomes-individual",
    title: "Community Genomes Individual-Level Data",
    category: "Genomics",
    description:
      "Individual genotypes with linked phenotype questionnaires, available to approved researchers in a secure environment after community data board review.",
    size: "46 TB",
    samples: "12,600 participants",
    lastUpdated: "2025-01-28",
    access: "Restricted",
    downloads: 37,
  },
  {
    slug: "glucose-response-cohort",
    title: "Precision Plate Glucose Response Cohort",
    category: "Nutrition",
    description:
      "Continuous glucose traces, standardised test-meal responses, food diaries and microbiome profiles from pre-diabetic primary-care patients.",
    size: "860 MB",
    samples: "820 participants; 1.9 million glucose readings",
    lastUpdated: "2024-12-20",
    access: "Restricted",
    downloads: 112,
  },
  {
    slug: "sentinel-wastewater-series",
    title: "Sentinel Wastewater Pathogen Time Series",
    category: "Health",
    description:
      "Daily concentrations of influenza, RSV, SARS-CoV-2 and norovirus genetic material at 28 treatment plants, with flow normalisation.",
    size: "96 MB",
    samples: "21,400 daily samples",
    lastUpdated: "2025-02-03",
    access: "Open Access",
    downloads: 3310,
  },
];

/** The generated data sheet of an Open Access dataset; Restricted datasets have none (access is requested). */
export function datasetDownload(dataset: Dataset): string | undefined {
  return dataset.access === "Open Access" ? `/assets/research/${dataset.slug}-datasheet.pdf` : undefined;
}
