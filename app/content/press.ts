import { copy as pressCopy } from "./generated/pages/press.ts";
import { projects } from "./projects.ts";

// Press Kit content. Interviews, videos, visual asset categories and media contacts are files under content/press/;
// the project briefs are made from the project entries, so they never disagree; the company facts are shared with
// /company (company.ts).
export { interviews } from "./generated/interviews.ts";
export { explainerVideos } from "./generated/explainer-videos.ts";
export { visualAssetCategories } from "./generated/visual-assets.ts";
export { mediaContacts } from "./generated/media-contacts.ts";
export type { ExplainerVideo, Interview, MediaContact, VisualAssetCategory } from "./schema.ts";

/** The press boilerplate: the lead of the facts section on /press, also printed in the press kit PDFs. */
export const boilerplate = pressCopy.facts.lead;

export interface ProjectBrief {
  slug: string;
  title: string;
  description: string;
  type: string;
  /** Page count of the generated PDF. */
  pages: number;
  date: string;
  downloadUrl: string;
}

export const projectBriefs: readonly ProjectBrief[] = projects.map((project) => ({
  slug: project.slug,
  title: `${project.title} Project Brief`,
  description: project.subtitle,
  type: `${project.category} project`,
  pages: 1,
  date: "2025-02-01",
  downloadUrl: `/assets/pdfs/press/${project.slug}-brief.pdf`,
}));
