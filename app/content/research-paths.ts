// The addresses of the Research Center's pages and files, from an item's slug. Plain functions, safe anywhere.

/** The page of each kind of item, under /research. */
export const researchSections = {
  publications: "/research/publications",
  datasets: "/research/datasets",
  models: "/research/models",
  reports: "/research/reports",
} as const;

export type ResearchSection = keyof typeof researchSections;

export const researchItemPath = (section: ResearchSection, slug: string) =>
  `${researchSections[section]}/${slug}`;

/** A publication's full text, beside its page (Google Scholar looks for the PDF next to the abstract page). */
export const publicationPdfPath = (slug: string) => `${researchSections.publications}/${slug}.pdf`;

/** A publication's citation in each format, beside its page. */
export const citationFiles = {
  bibtex: { extension: "bib", label: "BibTeX", mediaType: "application/x-bibtex" },
  ris: { extension: "ris", label: "RIS", mediaType: "application/x-research-info-systems" },
  csl: { extension: "csl.json", label: "CSL-JSON", mediaType: "application/vnd.citationstyles.csl+json" },
} as const;

export type CitationFormat = keyof typeof citationFiles;

export const citationPath = (slug: string, format: CitationFormat) =>
  `${researchSections.publications}/${slug}.${citationFiles[format].extension}`;

/** The generated data sheet of an Open Access dataset; Restricted datasets have none (access is requested). */
export const datasheetPath = (slug: string) => `/assets/research/${slug}-datasheet.pdf`;
export const modelCardPath = (slug: string) => `/assets/research/${slug}-model-card.pdf`;
export const reportSummaryPath = (slug: string) => `/assets/research/${slug}-summary.pdf`;
