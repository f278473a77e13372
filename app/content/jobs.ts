import type { JobId } from "../../contract/careers.ts";

// Open positions (SPEC §3 Job posting; salaries SPEC §9). Ids come from the shared contract so the application
// form and the server accept exactly these.
export interface Job {
  id: JobId;
  title: string;
  department: string;
  location: "Remote / Global";
  type: "Full-time";
  experience: "Senior" | "Mid-Senior";
  description: string;
  requirements: readonly string[];
  responsibilities: readonly string[];
  salary: string;
  equity: string;
  /** ISO dates the posting was published and stays open until (structured data for job search engines). */
  datePosted: string;
  validThrough: string;
}

/** Every opening was published with the current hiring round and stays open until its end. */
const hiringRound = { datePosted: "2026-11-02", validThrough: "2027-01-31" } as const;

export const jobs: readonly Job[] = [
  {
    id: "genomic-systems-architect",
    title: "Genomic Systems Architect",
    department: "Genomics",
    location: "Remote / Global",
    type: "Full-time",
    experience: "Senior",
    description:
      "Design the federated infrastructure of the Helix Discovery Platform so that research centers on three continents can analyse genomes together without moving them.",
    requirements: [
      "7+ years building large-scale bioinformatics or data platforms",
      "Deep knowledge of GA4GH standards, VCF/CRAM tooling and workflow engines such as Nextflow",
      "Experience with privacy-preserving computation or federated analysis",
    ],
    responsibilities: [
      "Own the architecture of Helix's federated analysis nodes",
      "Work with hospital IT teams to deploy and certify new nodes",
      "Mentor engineers and review designs across the genomics team",
    ],
    salary: "$120,000 - $180,000",
    equity: "Significant equity",
    ...hiringRound,
  },
  {
    id: "nutritional-ai-engineer",
    title: "Nutritional AI Engineer",
    department: "Nutrition and Health Systems",
    location: "Remote / Global",
    type: "Full-time",
    experience: "Mid-Senior",
    description:
      "Build the models that turn glucose curves, blood markers and food diaries into meal plans clinicians trust and patients follow.",
    requirements: [
      "4+ years of applied machine learning on time-series or health data",
      "Fluency in Python and one deep-learning framework",
      "Interest in nutrition science; experience with wearables data is a plus",
    ],
    responsibilities: [
      "Develop and validate personalised glycaemic-response models",
      "Integrate recommendations into clinician dashboards with the product team",
      "Monitor deployed models for drift and bias across pilot sites",
    ],
    salary: "$90,000 - $140,000",
    equity: "Competitive equity",
    ...hiringRound,
  },
  {
    id: "disease-risk-modeler",
    title: "Disease Risk Modeler",
    department: "Public Health",
    location: "Remote / Global",
    type: "Full-time",
    experience: "Senior",
    description:
      "Model how genes, diet and environment combine into chronic disease risk for the Genetic Switches and Disease Prevention Platform.",
    requirements: [
      "PhD or equivalent experience in epidemiology, biostatistics or statistical genetics",
      "Strong grasp of causal inference and survival analysis",
      "Track record of reproducible, published research",
    ],
    responsibilities: [
      "Build and validate risk models on longitudinal multi-omic cohorts",
      "Translate findings into indicators public-health agencies can act on",
      "Pre-register analyses and publish code alongside every paper",
    ],
    salary: "$100,000 - $160,000",
    equity: "Significant equity",
    ...hiringRound,
  },
  {
    id: "environmental-data-strategist",
    title: "Environmental Data Strategist",
    department: "Climate and Agriculture",
    location: "Remote / Global",
    type: "Full-time",
    experience: "Mid-Senior",
    description:
      "Shape how satellite, sensor and farm-management data flow into our regenerative agriculture and urban food-resilience programs.",
    requirements: [
      "5+ years in environmental data, remote sensing or agricultural analytics",
      "Experience working with farmer cooperatives, NGOs or public agencies",
      "Comfort with geospatial tooling (GDAL, PostGIS or Earth Engine)",
    ],
    responsibilities: [
      "Define data partnerships and sharing agreements with field partners",
      "Prioritise the environmental datasets we collect and publish",
      "Report impact metrics such as soil carbon and water use to funders",
    ],
    salary: "$80,000 - $120,000",
    equity: "Competitive equity",
    ...hiringRound,
  },
  {
    id: "blockchain-developer",
    title: "Blockchain Developer",
    department: "Decentralized Systems",
    location: "Remote / Global",
    type: "Full-time",
    experience: "Mid-Senior",
    description:
      "Write and maintain the smart contracts behind our consent registry, data-access votes and the Health Data Commons DAO.",
    requirements: [
      "3+ years writing production Solidity or Rust smart contracts",
      "Experience with audits, formal verification or property-based testing",
      "Understanding of governance designs such as quadratic or conviction voting",
    ],
    responsibilities: [
      "Implement and test governance and consent contracts",
      "Prepare code for external audits and fix their findings",
      "Document contracts so non-engineers can follow every decision path",
    ],
    salary: "$100,000 - $150,000",
    equity: "Significant equity",
    ...hiringRound,
  },
  {
    id: "ai-researcher",
    title: "AI Researcher",
    department: "AI Center",
    location: "Remote / Global",
    type: "Full-time",
    experience: "Senior",
    description:
      "Advance federated and interpretable learning methods for health and agriculture, and see them tested in real pilots.",
    requirements: [
      "PhD in machine learning or a related field, or equivalent research record",
      "Publications in federated learning, causal ML or genomic modelling",
      "Ability to explain complex methods to clinicians and agronomists",
    ],
    responsibilities: [
      "Lead research projects from question to open-source release",
      "Supervise research engineers and visiting fellows",
      "Review models for bias and robustness before deployment",
    ],
    salary: "$110,000 - $170,000",
    equity: "Significant equity",
    ...hiringRound,
  },
  {
    id: "climate-scientist",
    title: "Climate Scientist",
    department: "Climate and Agriculture",
    location: "Remote / Global",
    type: "Full-time",
    experience: "Mid-Senior",
    description:
      "Bring climate projections down to the scale of a field or a city block for our agriculture and urban systems programs.",
    requirements: [
      "PhD or MSc in climate science, atmospheric science or hydrology",
      "Experience downscaling CMIP ensembles and quantifying uncertainty",
      "Programming skills in Python or Julia",
    ],
    responsibilities: [
      "Produce downscaled climate scenarios for pilot regions",
      "Couple climate outputs with crop and urban heat models",
      "Explain risk and uncertainty to farmers and city planners",
    ],
    salary: "$90,000 - $130,000",
    equity: "Competitive equity",
    ...hiringRound,
  },
  {
    id: "bioethics-specialist",
    title: "Bioethics Specialist",
    department: "Ethics and Governance",
    location: "Remote / Global",
    type: "Full-time",
    experience: "Senior",
    description:
      "Make sure consent, benefit-sharing and biodata sovereignty are built into every study and every line of governance code.",
    requirements: [
      "Advanced degree in bioethics, law or a related field",
      "Experience with research ethics committees and international data regulation",
      "Familiarity with Indigenous data sovereignty frameworks such as the CARE principles",
    ],
    responsibilities: [
      "Review study protocols and data-access requests",
      "Co-design consent flows with community advisory boards",
      "Advise members on proposals before they go to a governance vote",
    ],
    salary: "$100,000 - $160,000",
    equity: "Significant equity",
    ...hiringRound,
  },
];

const numberWords = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
];

/** "8" -> "Eight": the careers heading states the count of positions actually listed. */
export function countInWords(count: number): string {
  const word = numberWords[count] ?? String(count);
  return word.charAt(0).toUpperCase() + word.slice(1);
}
