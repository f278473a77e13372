// The pages of the Research Center's items, as the sitemap, the site search and the share images list them: the same
// address, title and description as each page's own head (app/pages/research/*/[slug].astro).
import { summaryText } from "../lib/summary-text.ts";
import { researchItemPath } from "./research-paths.ts";
import type { AiModel, Dataset, Publication, Report } from "./research-schema.ts";

export interface ResearchItemPage {
  path: string;
  title: string;
  description: string;
}

export function publicationPage(paper: Publication): ResearchItemPage {
  return {
    path: researchItemPath("publications", paper.slug),
    title: paper.title,
    description: summaryText(paper.abstract),
  };
}

export const datasetPage = (dataset: Dataset): ResearchItemPage => ({
  path: researchItemPath("datasets", dataset.slug),
  title: dataset.title,
  description: dataset.description,
});

export const modelPage = (model: AiModel): ResearchItemPage => ({
  path: researchItemPath("models", model.slug),
  title: model.title,
  description: model.description,
});

export const reportPage = (report: Report): ResearchItemPage => ({
  path: researchItemPath("reports", report.slug),
  title: report.title,
  description: report.description,
});

export function researchItemPages(lists: {
  publications: readonly Publication[];
  datasets: readonly Dataset[];
  aiModels: readonly AiModel[];
  reports: readonly Report[];
}): ResearchItemPage[] {
  return [
    ...lists.publications.map(publicationPage),
    ...lists.datasets.map(datasetPage),
    ...lists.aiModels.map(modelPage),
    ...lists.reports.map(reportPage),
  ];
}
