// The site's generated illustrations (docs/design.md, "Illustrations"): one per research area, project, service and
// inner page, drawn at build by app/files/illustrations/ from a seed (the item's slug) and a theme (its research area),
// and served as static files /illustrations/<name>.svg. Pages only name them; this file holds no drawing code, so
// nothing of the generator reaches the browser. The list of everything drawn: app/files/illustrations/catalogue.ts.
import type { TintedCategory } from "./categories.ts";
import type { pages } from "./pages.ts";

/** The research areas, each with its own motif and tint. */
export const illustrationThemes = [
  "genomics",
  "soil-agriculture",
  "nutrition",
  "climate",
  "decentralised-governance",
  "ai",
] as const;
export type IllustrationTheme = (typeof illustrationThemes)[number];

/** Every illustration is drawn on this canvas, and <img> carries these sizes, so nothing shifts while it loads. */
export const ILLUSTRATION_WIDTH = 480;
export const ILLUSTRATION_HEIGHT = 300;

export const themeOfCategory: Record<TintedCategory, IllustrationTheme> = {
  Agriculture: "soil-agriculture",
  Climate: "climate",
  "Urban Systems": "decentralised-governance",
  Genomics: "genomics",
  Nutrition: "nutrition",
  "Public Health": "genomics",
  Health: "nutrition",
  AI: "ai",
  Blockchain: "decentralised-governance",
  "Health Systems": "nutrition",
};

export const themeOfService: Record<string, IllustrationTheme> = {
  "bioai-platform": "ai",
  "nutritional-health": "nutrition",
  "genomic-data": "genomics",
  "decentralized-governance": "decentralised-governance",
  "precision-agtech": "soil-agriculture",
};

/** The hero illustration of each inner page: its theme (the page's name is the seed). */
export const pageIllustrationThemes = {
  vision: "climate",
  company: "decentralised-governance",
  careers: "decentralised-governance",
  aiCenter: "ai",
  featuredInitiatives: "genomics",
  research: "genomics",
  projects: "soil-agriculture",
  services: "ai",
  insights: "climate",
  events: "soil-agriculture",
  press: "nutrition",
  contact: "decentralised-governance",
  legal: "decentralised-governance",
} as const satisfies Partial<Record<keyof typeof pages, IllustrationTheme>>;
export type IllustratedPage = keyof typeof pageIllustrationThemes;

export interface IllustrationEntry {
  /** File name without .svg, under /illustrations/. */
  name: string;
  theme: IllustrationTheme;
  /** Seeds the generator: the same seed always draws the same picture. */
  seed: string;
}

export const illustrationPath = (name: string) => `/illustrations/${name}.svg`;
export const areaIllustration = (theme: IllustrationTheme) => `area-${theme}`;
export const projectIllustration = (slug: string) => `project-${slug}`;
export const serviceIllustration = (slug: string) => `service-${slug}`;
export const pageIllustration = (page: IllustratedPage) => `page-${page}`;
