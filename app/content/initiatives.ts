import type { TintedCategory } from "./categories.ts";

// The flagship initiatives listed on the Vision page; Home shows the ones marked `onHome`.
export interface Initiative {
  id: string;
  title: string;
  category: TintedCategory;
  summary: string;
  onHome: boolean;
  /** Where the initiative is told in full: its section on /featured-initiatives, or its card on /vision. */
  detail: string;
}

export const initiatives: readonly Initiative[] = [
  {
    id: "helix-discovery",
    detail: "/featured-initiatives#helix-discovery",
    title: "Helix Discovery Platform",
    category: "Genomics",
    summary:
      "A federated genomics workbench that lets hospitals and biobanks run shared analyses without moving raw genomes off their own servers.",
    onHome: true,
  },
  {
    id: "precision-nutrition",
    detail: "/featured-initiatives#precision-nutrition",
    title: "Precision Nutrition System",
    category: "Nutrition",
    summary:
      "Meal guidance tuned to each person's metabolic markers and local food supply, delivered through primary-care teams rather than yet another app.",
    onHome: true,
  },
  {
    id: "genetic-switches",
    detail: "/featured-initiatives#genetic-switches",
    title: "Genetic Switches and Disease Prevention",
    category: "Public Health",
    summary:
      "Mapping the gene-environment switches behind type 2 diabetes and cardiovascular disease so prevention can start years before diagnosis.",
    onHome: true,
  },
  {
    id: "regenerative-soil",
    detail: "/vision#regenerative-soil",
    title: "Regenerative Soil Intelligence",
    category: "Agriculture",
    summary:
      "Low-cost soil sensors and satellite data feeding open models that tell smallholders when to plant, irrigate and rotate cover crops.",
    onHome: true,
  },
  {
    id: "climate-resilient-cities",
    detail: "/vision#climate-resilient-cities",
    title: "Climate-Resilient Food Cities",
    category: "Urban Systems",
    summary:
      "Digital twins of urban food networks that help city agencies plan heat-safe markets, rooftop farms and short supply chains.",
    onHome: false,
  },
  {
    id: "commons-dao",
    detail: "/vision#commons-dao",
    title: "Health Data Commons DAO",
    category: "Blockchain",
    summary:
      "A member-governed data trust where patients and farmers vote on who may use their data and share in the value it creates.",
    onHome: false,
  },
];

export const homeInitiatives = initiatives.filter((initiative) => initiative.onHome);
