// The Research Center's items: one Markdown file each in content/publications/, datasets/, models/ and reports/ (ADR
// 0037), the text below the front matter in "## " sections. Node only (read at build); pages hand what an island
// needs to it as props.
import { content } from "./load.ts";
import { datasheetPath } from "./research-paths.ts";
import type { Dataset } from "./research-schema.ts";

export const publications = content().publications;
export const datasets = content().datasets;
export const aiModels = content().aiModels;
export const reports = content().reports;

export type { AiModel, Dataset, Publication, Report, ResearchPerson } from "./research-schema.ts";

/** The generated data sheet of an Open Access dataset; Restricted datasets have none (access is requested). */
export function datasetDownload(dataset: Pick<Dataset, "slug" | "access">): string | undefined {
  return dataset.access === "Open Access" ? datasheetPath(dataset.slug) : undefined;
}
