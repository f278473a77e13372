// Home page content (SPEC §2 Home): hero actions, the four key figures and the mission statement.
export interface HeroAction {
  label: string;
  to: string;
}

export const homeHero = {
  eyebrow: "Transdisciplinary research collective",
  lead: "We are 150+ researchers, engineers and growers building open tools where AI, blockchain, climate science, agriculture, genomics and nutrition meet, and proving them in the field with the communities that use them.",
  actions: [
    { label: "Explore our initiatives", to: "/featured-initiatives" },
    { label: "Partner on an initiative", to: "/featured-initiatives" },
    { label: "See live projects", to: "/projects" },
  ],
} as const satisfies { eyebrow: string; lead: string; actions: readonly HeroAction[] };

export interface HomeStat {
  figure: string;
  label: string;
}

export const homeStats: readonly HomeStat[] = [
  { figure: "12", label: "countries in pilot programs" },
  { figure: "5", label: "medical research centers" },
  { figure: "30%", label: "disease reduction target" },
  { figure: "25%", label: "metabolic risk decrease" },
];

export const homeMission = {
  title: "Science that returns more than it takes",
  paragraphs: [
    "Food, health and climate are one system, yet the data and decisions that shape them sit in separate silos. Verdant Collective exists to connect them: genomic insight that reaches the clinic, soil data that reaches the farmer, and governance that keeps both in the hands of the people who generate them.",
    "Every model we train, every dataset we publish and every pilot we run is designed to be open, auditable and owned in common. Our measure of success is not papers or patents alone, but fewer cases of preventable disease and more living soil.",
  ],
  commitments: [
    "Open-source code and open data by default",
    "Consent and benefit-sharing written into every data pipeline",
    "Field pilots co-designed with clinics, farms and city agencies",
  ],
} as const;
