import type { TintedCategory } from "./categories.ts";

// The detailed initiatives of the Featured Initiatives page (Helix Discovery Platform, Precision Nutrition System,
// Genetic Switches and Disease Prevention Platform), each with features and impact.
export interface FeaturedInitiative {
  id: string;
  title: string;
  category: TintedCategory;
  tagline: string;
  description: string;
  features: readonly string[];
  impact: readonly { figure: string; label: string }[];
  status: string;
}

export const featuredInitiatives: readonly FeaturedInitiative[] = [
  {
    id: "helix-discovery",
    title: "Helix Discovery Platform",
    category: "Genomics",
    tagline: "Federated genomics for prevention research",
    description:
      "Helix lets five partner medical research centers analyse more than 180,000 consented genomes together while every record stays on the hospital's own infrastructure. Analyses travel to the data; only aggregate, privacy-checked results travel back.",
    features: [
      "Federated variant calling and GWAS pipelines with differential-privacy budgets per study",
      "On-chain consent registry: participants can see and revoke every use of their data",
      "Reproducible workflows packaged as open containers, versioned with their reference genomes",
      "Ancestry-aware polygenic risk scores validated on African, South Asian and Latin American cohorts",
    ],
    impact: [
      { figure: "180k+", label: "consented genomes reachable" },
      { figure: "5", label: "medical research centers connected" },
      { figure: "9 weeks", label: "median study set-up, down from 14 months" },
    ],
    status: "Live with five research centers; opening to new partners in 2025",
  },
  {
    id: "precision-nutrition",
    title: "Precision Nutrition System",
    category: "Nutrition",
    tagline: "Personal nutrition, prescribed through primary care",
    description:
      "The Precision Nutrition System turns continuous glucose data, blood markers and dietary history into meal plans built from foods people can actually buy nearby. It runs inside clinic workflows, so dietitians and nurses stay in charge of every recommendation.",
    features: [
      "Glycaemic-response models personalised after two weeks of sensor data",
      "Local food catalogues linking recommendations to regional, seasonal produce",
      "Clinician dashboard integrated with HL7 FHIR electronic health records",
      "Multilingual, low-literacy meal guides co-designed with patient groups",
    ],
    impact: [
      { figure: "25%", label: "metabolic risk decrease targeted in pilot cohorts" },
      { figure: "4,800", label: "patients enrolled across 12 clinics" },
      { figure: "71%", label: "of participants still following their plan at six months" },
    ],
    status: "Clinical pilots in Kenya, Portugal and Mexico",
  },
  {
    id: "genetic-switches",
    title: "Genetic Switches and Disease Prevention Platform",
    category: "Public Health",
    tagline: "Finding the moments when prevention works best",
    description:
      "Genes load the dice, but diet, environment and stress decide many of the throws. This platform combines epigenomic markers with environmental and dietary exposure data to identify the switches that turn chronic disease risk on or off, and the windows in which intervening makes the biggest difference.",
    features: [
      "Longitudinal methylation and gene-expression panels linked to exposure data",
      "Causal-inference models that separate inherited risk from modifiable risk",
      "Early-warning indicators shared with public-health agencies as open dashboards",
      "Community advisory boards deciding which questions the platform investigates",
    ],
    impact: [
      { figure: "30%", label: "disease reduction target for type 2 diabetes in pilot regions" },
      { figure: "12", label: "countries contributing exposure data" },
      { figure: "340", label: "candidate gene-environment switches under study" },
    ],
    status: "Research phase; first public dashboards due in 2025",
  },
];
