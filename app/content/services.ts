import { pages } from "./pages.ts";

// The service offerings, one page each under /services/. The service pages and their PDF brochures both read this.
export interface Service {
  slug:
    | "bioai-platform"
    | "nutritional-health"
    | "genomic-data"
    | "decentralized-governance"
    | "precision-agtech";
  pageKey: "serviceBioai" | "serviceNutrition" | "serviceGenomic" | "serviceGovernance" | "serviceAgtech";
  title: string;
  tagline: string;
  /** One sentence for the Services overview card. */
  summary: string;
  /** The hero paragraph of the service page. */
  description: string;
  /** Short capability list for the overview card. */
  features: readonly string[];
  differentiators: readonly { title: string; text: string }[];
  deliverables: readonly string[];
  /** The service page. */
  link: string;
  /** The static brochure: /assets/pdfs/<name>-brochure.pdf, names fixed because other sites link to them. */
  brochure: string;
}

export const services: readonly Service[] = [
  {
    slug: "bioai-platform",
    pageKey: "serviceBioai",
    title: pages.serviceBioai.title,
    tagline: "Your biology, your models, one platform",
    summary: pages.serviceBioai.description,
    description:
      "We design and build a biological-AI platform around your own assays, sequencing runs and clinical records: clean data pipelines, models you can inspect, and tools your scientists use every day. You own the code, the weights and the data.",
    features: ["Multi-omics data pipelines", "Interpretable predictive models", "Lab-ready tools and APIs"],
    differentiators: [
      {
        title: "Scientists on every team",
        text: "Each engagement pairs machine-learning engineers with a domain biologist, so models answer the question your lab is really asking.",
      },
      {
        title: "No lock-in",
        text: "Open-source foundations, your cloud or on-premises hardware, and full hand-over of code, model weights and documentation.",
      },
      {
        title: "Interpretable by default",
        text: "Feature attributions and uncertainty estimates ship with every model, ready for peer review and regulators.",
      },
      {
        title: "Reproducible pipelines",
        text: "Versioned data, containerised workflows and experiment tracking mean any result can be rerun months later.",
      },
    ],
    deliverables: [
      "Data audit and platform architecture report",
      "Automated ingestion pipelines for sequencing, imaging and assay data",
      "Trained, validated models with model cards",
      "Web workbench and REST API for your research teams",
      "Security review and access-control configuration",
      "Two-day hands-on training and 90 days of support",
    ],
    link: pages.serviceBioai.path,
    brochure: "/assets/pdfs/bioai-brochure.pdf",
  },
  {
    slug: "nutritional-health",
    pageKey: "serviceNutrition",
    title: pages.serviceNutrition.title,
    tagline: "Personalised nutrition, where care already happens",
    summary: pages.serviceNutrition.description,
    description:
      "We bring evidence-based personalised nutrition into hospitals, clinics and public health programmes: metabolic profiling, meal plans clinicians can prescribe, and outcome tracking that fits existing health records and budgets.",
    features: ["Metabolic and microbiome profiling", "Clinician-facing meal planning", "Outcome dashboards"],
    differentiators: [
      {
        title: "Built for clinical workflows",
        text: "Plans appear inside the health record clinicians already use, with a two-minute review step instead of a new system to learn.",
      },
      {
        title: "Culturally grounded",
        text: "Recipes and grocery guidance adapt to local cuisines, religious practice and food prices, not a single Western diet.",
      },
      {
        title: "Evidence you can audit",
        text: "Every recommendation links to the studies behind it and the patient data that triggered it.",
      },
      {
        title: "Measured outcomes",
        text: "We agree HbA1c, weight or blood-pressure targets up front and report against them every quarter.",
      },
    ],
    deliverables: [
      "Population needs assessment and pilot design",
      "Personalisation engine configured for your patient groups",
      "Health-record integration (FHIR R4) and clinician training",
      "Patient app and printed materials in local languages",
      "Quarterly outcome and cost-effectiveness reports",
      "Ethics and data-protection documentation",
    ],
    link: pages.serviceNutrition.path,
    brochure: "/assets/pdfs/nutritional-health-brochure.pdf",
  },
  {
    slug: "genomic-data",
    pageKey: "serviceGenomic",
    title: pages.serviceGenomic.title,
    tagline: "Consent, provenance and fair value for genomic data",
    summary: pages.serviceGenomic.description,
    description:
      "We help biobanks, hospitals and community cohorts represent genomic datasets as access tokens with consent rules built in, so researchers can request data transparently and contributors share in the value. Our compliance advisers map each design to GDPR, HIPAA and the Nagoya Protocol.",
    features: ["Consent-aware data tokens", "Compliance advisory", "Benefit-sharing smart contracts"],
    differentiators: [
      {
        title: "Data never goes on-chain",
        text: "Only consent records, access grants and audit hashes are tokenised; genomes stay in your secure environment.",
      },
      {
        title: "Compliance from day one",
        text: "Legal and ethics advisers work alongside engineers, producing data-protection impact assessments as the design evolves.",
      },
      {
        title: "Participants stay in control",
        text: "Dynamic consent lets contributors see every use of their data and withdraw at any time.",
      },
      {
        title: "Fair benefit sharing",
        text: "Access fees and royalties flow automatically to contributors and community funds under rules they approve.",
      },
    ],
    deliverables: [
      "Regulatory landscape review for your jurisdictions",
      "Consent model and token design specification",
      "Audited smart contracts for access grants and benefit sharing",
      "Researcher access portal with federated query support",
      "Data protection impact assessment (DPIA)",
      "Governance handbook for your data access committee",
    ],
    link: pages.serviceGenomic.path,
    brochure: "/assets/pdfs/genomic-data-brochure.pdf",
  },
  {
    slug: "decentralized-governance",
    pageKey: "serviceGovernance",
    title: pages.serviceGovernance.title,
    tagline: "Shared decisions for shared food and health systems",
    summary: pages.serviceGovernance.description,
    description:
      "Cooperatives, health networks and regional food systems use our DAO toolkits to make budgets, standards and data policies transparent and participatory. We co-design voting rules with members, then build, test and hand over the tools.",
    features: ["DAO design workshops", "Transparent treasury tools", "Member voting and proposals"],
    differentiators: [
      {
        title: "People before protocols",
        text: "We start with facilitated workshops, so voting rules reflect how your members already make decisions.",
      },
      {
        title: "Accessible participation",
        text: "Members vote by app, SMS or at local assemblies; no crypto wallet or technical knowledge is needed.",
      },
      {
        title: "Legally grounded",
        text: "Every DAO is paired with a recognised legal wrapper, such as a cooperative or foundation, in its home jurisdiction.",
      },
      {
        title: "Audited and reversible",
        text: "Independent smart-contract audits and emergency safeguards that members themselves control.",
      },
    ],
    deliverables: [
      "Stakeholder mapping and governance design workshops",
      "Written constitution and voting rules",
      "Deployed, audited governance contracts",
      "Member portal with proposals, votes and treasury view",
      "Legal wrapper recommendation and set-up support",
      "Six months of facilitation for the first decision cycles",
    ],
    link: pages.serviceGovernance.path,
    brochure: "/assets/pdfs/decentralized-governance-brochure.pdf",
  },
  {
    slug: "precision-agtech",
    pageKey: "serviceAgtech",
    title: pages.serviceAgtech.title,
    tagline: "From soil sensor to market, on one platform",
    summary: pages.serviceAgtech.description,
    description:
      "An end-to-end precision-agriculture platform for cooperatives, agribusinesses and development programmes: soil and weather sensing, satellite crop monitoring, advice farmers can act on, and traceability that earns better prices for regenerative produce.",
    features: ["Soil and weather sensing", "Satellite crop monitoring", "Traceability to market"],
    differentiators: [
      {
        title: "Works offline",
        text: "Field apps sync when connectivity returns, and advice also reaches farmers by SMS and voice calls.",
      },
      {
        title: "Affordable hardware",
        text: "Open-hardware soil probes cost under 60 US dollars each and can be repaired locally.",
      },
      {
        title: "Regeneration you can prove",
        text: "Soil-carbon and biodiversity indicators feed certification and carbon programmes directly.",
      },
      {
        title: "Farmers own their data",
        text: "Cooperatives control who sees field records and can export everything at any time.",
      },
    ],
    deliverables: [
      "Site assessment and sensor deployment plan",
      "Installed sensor network with local technician training",
      "Farmer advisory app (Android, SMS and voice)",
      "Cooperative dashboard with yield and soil-health trends",
      "Batch traceability records for buyers and certifiers",
      "Annual impact report on yields, inputs and soil carbon",
    ],
    link: pages.serviceAgtech.path,
    brochure: "/assets/pdfs/precision-agtech-brochure.pdf",
  },
];

export function serviceBySlug(slug: Service["slug"]): Service {
  const service = services.find((entry) => entry.slug === slug);
  if (!service) throw new Error(`Unknown service ${slug}`);
  return service;
}

/**
 * The engagement process on /services. Its four step names are fixed: Discovery and Assessment, Custom Solution
 * Design, Implementation and Integration, Optimization and Support.
 */
export const serviceProcess: readonly { title: string; text: string }[] = [
  {
    title: "Discovery and Assessment",
    text: "Two to four weeks of interviews, data audits and site visits to understand your goals, constraints and the people affected.",
  },
  {
    title: "Custom Solution Design",
    text: "A written design with architecture, governance, budget and success measures, reviewed with your team before any build starts.",
  },
  {
    title: "Implementation and Integration",
    text: "Iterative delivery in two-week cycles, integrated with your existing systems and tested with real users at every step.",
  },
  {
    title: "Optimization and Support",
    text: "We measure outcomes against the agreed targets, tune models and processes, and train your team to run everything independently.",
  },
];
