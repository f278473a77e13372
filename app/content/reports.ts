import type { ResearchCategory } from "./research-categories.ts";

// Research Center reports: pages, date and type. Each has a generated summary PDF.
export interface Report {
  slug: string;
  title: string;
  category: ResearchCategory;
  description: string;
  pages: number;
  date: string;
  type: string;
}

export const reports: readonly Report[] = [
  {
    slug: "state-of-soil-health-2024",
    title: "State of Smallholder Soil Health 2024",
    category: "Agriculture",
    description:
      "Annual findings from the Living Soils Network: soil-carbon trends, cover-crop performance and farmer-led trials across three countries.",
    pages: 64,
    date: "2025-01-30",
    type: "Annual Report",
  },
  {
    slug: "genomic-diversity-gap",
    title: "Closing the Genomic Diversity Gap",
    category: "Genomics",
    description:
      "An analysis of representation in public genomic databases and a roadmap for community-governed sequencing programmes.",
    pages: 42,
    date: "2024-10-15",
    type: "Policy Report",
  },
  {
    slug: "precision-plate-six-month",
    title: "Precision Plate: Six-Month Clinical Outcomes",
    category: "Nutrition",
    description:
      "Interim results of personalised nutrition in primary care: HbA1c, weight, adherence and cost per patient.",
    pages: 38,
    date: "2025-02-12",
    type: "Technical Report",
  },
  {
    slug: "wastewater-surveillance-review",
    title: "Wastewater Surveillance for District Health Planning",
    category: "Health",
    description:
      "How 28 treatment plants provided early warning of respiratory waves in 2024, and what health officers did with the alerts.",
    pages: 29,
    date: "2024-12-09",
    type: "Evaluation Report",
  },
  {
    slug: "food-system-dao-pilots",
    title: "Community Governance in Food Systems: DAO Pilot Review",
    category: "Nutrition",
    description:
      "Lessons from three cooperatives that moved budget and standards decisions to member voting with DAO tools.",
    pages: 33,
    date: "2024-09-02",
    type: "Case Study",
  },
];

/** The generated executive summary of a report. */
export function reportDownload(report: Report): string {
  return `/assets/research/${report.slug}-summary.pdf`;
}
