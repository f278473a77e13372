import type { ResearchCategory } from "./research-categories.ts";

// Research Center publications: title, authors, journal, date, citations and an impact label. The Research Center
// filters by category, so each publication carries one as well.
export interface Publication {
  slug: string;
  title: string;
  authors: string;
  journal: string;
  date: string;
  citations: number;
  impact: "High Impact" | "Emerging" | "Preprint";
  category: ResearchCategory;
  abstract: string;
}

export const publications: readonly Publication[] = [
  {
    slug: "ground-cover-duration",
    title: "Ground-cover duration predicts soil organic carbon gains on smallholder farms",
    authors: "Kamau W., Alvarez M., Rao S., Ochieng P.",
    journal: "Nature Sustainability",
    date: "2024-09-18",
    citations: 87,
    impact: "High Impact",
    category: "Agriculture",
    abstract:
      "Across 1,400 farms in three countries, the number of days with living ground cover explained more variation in soil-carbon gain than cover-crop species, tillage or fertiliser use.",
  },
  {
    slug: "dynamic-consent-retention",
    title: "Dynamic consent and participant retention in community genomics",
    authors: "Diallo A., Mensah K., Fischer J.",
    journal: "The American Journal of Human Genetics",
    date: "2025-01-09",
    citations: 23,
    impact: "High Impact",
    category: "Genomics",
    abstract:
      "Eighteen-month follow-up of 12,600 participants shows 97 percent retention under dynamic consent, with preference narrowing more common than withdrawal.",
  },
  {
    slug: "personalised-plans-primary-care",
    title: "Personalised glycemic nutrition plans in primary care: a pragmatic trial",
    authors: "Raman P., Okafor C., Lindqvist E., Haddad R.",
    journal: "The Lancet Diabetes & Endocrinology",
    date: "2025-02-20",
    citations: 11,
    impact: "High Impact",
    category: "Nutrition",
    abstract:
      "In 820 adults with pre-diabetes, clinician-reviewed personalised plans reduced HbA1c by 0.6 points at six months versus 0.2 points with standard advice.",
  },
  {
    slug: "wastewater-lead-time",
    title: "Lead time of wastewater signals over clinical respiratory case reports",
    authors: "Osei S., Brenner L., Nakamura Y.",
    journal: "Eurosurveillance",
    date: "2024-11-27",
    citations: 34,
    impact: "Emerging",
    category: "Health",
    abstract:
      "Daily sampling at 28 plants preceded clinical influenza and RSV increases by a median of ten days during the 2023–2024 season.",
  },
  {
    slug: "variant-ranking-ancestry",
    title: "Ancestry-aware training improves rare-variant prioritisation",
    authors: "Nakamura Y., Diallo A., Sharma V.",
    journal: "bioRxiv",
    date: "2025-02-02",
    citations: 4,
    impact: "Preprint",
    category: "Genomics",
    abstract:
      "Adding 12,600 genomes from under-represented ancestries to training data raised top-10 recall of causal variants from 61 to 74 percent in held-out African cohorts.",
  },
];
