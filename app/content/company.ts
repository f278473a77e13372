// Company page content (SPEC §2 Company, §9 company facts): story and key facts.
export const companyStory = {
  title: "Our story",
  paragraphs: [
    "Verdant Collective began in 2020 as a reading group of eleven researchers (two geneticists, a soil scientist, a cryptographer, several machine-learning engineers and a public-health nurse) who kept running into the same wall: the data that could prevent disease and restore farmland existed, but nobody was allowed, or trusted, to connect it.",
    "Instead of founding another start-up or another institute, they founded a collective: a remote-first organisation owned by its contributors, governed through transparent on-chain votes, and funded by grants, research partnerships and services to hospitals, governments and food companies.",
    "Five years on, the collective spans five continents and more than 150 members. Its tools run in pilot programs in 25 countries, and everything it builds with public money is published under open licences.",
  ],
} as const;

export interface CompanyFact {
  figure: string;
  label: string;
}

export const companyFacts: readonly CompanyFact[] = [
  { figure: "2020", label: "Founded" },
  { figure: "5", label: "Continents" },
  { figure: "12", label: "Research centres" },
  { figure: "150+", label: "Team members" },
  { figure: "25", label: "Pilot countries" },
  { figure: "50+", label: "Research partnerships" },
  { figure: "15", label: "Open-source repositories" },
  { figure: "75+", label: "Publications" },
];
