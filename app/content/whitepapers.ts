// The downloadable whitepapers on /insights. The PDF at `link` is generated at
// build time from these same sections (scripts/generate-pdfs.ts); `pages` is the page count of that PDF.
export interface Whitepaper {
  slug: string;
  title: string;
  description: string;
  pages: number;
  /** ISO date. */
  date: string;
  category: string;
  link: string;
  sections: readonly { heading: string; paragraphs: readonly string[] }[];
}

export const whitepapers: readonly Whitepaper[] = [
  {
    slug: "regenerative-data-commons",
    title: "Regenerative Data Commons: Governing Agricultural Data for Farmers",
    description:
      "How cooperatives can pool field data for better advice and carbon income while keeping ownership and control.",
    pages: 2,
    date: "2024-11-05",
    category: "Agriculture",
    link: "/assets/pdfs/whitepapers/regenerative-data-commons.pdf",
    sections: [
      {
        heading: "Summary",
        paragraphs: [
          "Farm data is becoming as valuable as the harvest, yet smallholders rarely benefit from it. This paper proposes a data commons model in which cooperatives hold field data in trust for their members, license it on collectively agreed terms and share the proceeds.",
        ],
      },
      {
        heading: "The problem",
        paragraphs: [
          "Input suppliers, platforms and carbon developers collect soil, yield and management records from millions of farms. Farmers typically sign broad terms of service and lose the ability to export, correct or withdraw their data.",
          "Without pooled data, cooperatives cannot build their own advisory models or negotiate with buyers on equal terms. The value of the data accrues elsewhere.",
        ],
      },
      {
        heading: "A commons model",
        paragraphs: [
          "Members contribute data to a cooperative-held repository under a charter they vote on. A data committee reviews requests against published criteria. Licence income is split between a member dividend and a fund for shared services such as soil testing.",
          "Technical safeguards include field-level pseudonymisation, coarse location grids for public releases and full export rights for each member at any time.",
        ],
      },
      {
        heading: "Evidence from the Living Soils Network",
        paragraphs: [
          "Across 1,400 farms in three countries, pooled data improved the accuracy of cover-crop recommendations by 23 percent compared with regional averages. Two cooperatives have licensed anonymised data to a seed breeder, returning an average of 14 US dollars per member in the first year.",
        ],
      },
      {
        heading: "Recommendations",
        paragraphs: [
          "Start with a charter written by members, not a platform. Fund a part-time data steward from the first licence income. Publish every data request and its outcome. Review the charter annually.",
        ],
      },
    ],
  },
  {
    slug: "equitable-genomics",
    title: "Equitable Genomics: Consent, Sovereignty and Benefit Sharing",
    description:
      "A practical framework for genomic research with under-represented communities, from dynamic consent to benefit-sharing contracts.",
    pages: 2,
    date: "2025-01-20",
    category: "Genomics",
    link: "/assets/pdfs/whitepapers/equitable-genomics.pdf",
    sections: [
      {
        heading: "Summary",
        paragraphs: [
          "Genomic medicine works best for the populations it has studied. This paper sets out how research with under-represented communities can be both scientifically ambitious and genuinely fair, drawing on eighteen months of the Community Genomes Initiative.",
        ],
      },
      {
        heading: "Principles",
        paragraphs: [
          "Communities decide how their data is used. Consent is ongoing, not a single signature. Benefits are defined before data is collected, and they flow back in forms communities choose, from local diagnostic capacity to revenue shares.",
        ],
      },
      {
        heading: "Dynamic consent in practice",
        paragraphs: [
          "Participants receive a notification for each access request and can approve, decline or set standing preferences. Ninety-seven percent remain enrolled after eighteen months; the most common change is excluding commercial uses.",
          "Community liaisons support participants who do not use smartphones, ensuring that digital consent does not exclude older or rural members.",
        ],
      },
      {
        heading: "Benefit-sharing contracts",
        paragraphs: [
          "Access agreements specify fees, publication obligations and result-return duties. Where tokenised access grants are used, only consent records and audit hashes are written to a ledger; genomes remain in a secure research environment.",
        ],
      },
      {
        heading: "Regulatory alignment",
        paragraphs: [
          "The framework maps to GDPR special-category data rules, HIPAA de-identification standards and Nagoya Protocol obligations on access and benefit sharing. A data protection impact assessment template is available on request.",
        ],
      },
    ],
  },
  {
    slug: "food-as-medicine-systems",
    title: "Food as Medicine at Scale: Integrating Nutrition into Health Systems",
    description:
      "What it takes to move personalised nutrition from pilots into routine primary care, with costs, outcomes and workflow lessons.",
    pages: 2,
    date: "2025-02-24",
    category: "Nutrition",
    link: "/assets/pdfs/whitepapers/food-as-medicine-systems.pdf",
    sections: [
      {
        heading: "Summary",
        paragraphs: [
          "Diet-related disease is the leading driver of preventable health spending. Personalised nutrition shows strong results in trials, but few programmes survive beyond the pilot. This paper describes the clinical, technical and financial conditions that let Precision Plate scale to routine care.",
        ],
      },
      {
        heading: "Clinical outcomes",
        paragraphs: [
          "In 820 pre-diabetic patients, personalised plans reduced HbA1c by 0.6 points over six months, against 0.2 points for standard advice. Weight and blood pressure improved modestly. Adherence at six months reached 71 percent.",
        ],
      },
      {
        heading: "Workflow integration",
        paragraphs: [
          "Plans appear in the clinic's existing health record through a FHIR R4 interface. Clinicians review and approve a plan in about two minutes; dietitians handle complex cases. No separate login or system is required.",
        ],
      },
      {
        heading: "Costs and financing",
        paragraphs: [
          "Programme cost averaged 210 US dollars per patient in the first year, mostly glucose sensors and dietitian time. Modelled savings from delayed diabetes onset exceed costs within four years. We recommend outcome-based contracts with payers to share that risk.",
        ],
      },
      {
        heading: "Equity",
        paragraphs: [
          "Grocery lists priced against local shops and recipes adapted to local cuisines were the strongest predictors of adherence in low-income neighbourhoods. Personalisation must include affordability, or it will widen health gaps.",
        ],
      },
    ],
  },
];
