// The press kit's project briefs, made from the project entries so the two never disagree: one PDF each.
import type { Project } from "./schema.ts";

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

/** The briefs of these projects, in their order. */
export const projectBriefsOf = (projects: readonly Project[]): ProjectBrief[] =>
  projects.map((project) => ({
    slug: project.slug,
    title: `${project.title} Project Brief`,
    description: project.subtitle,
    type: `${project.category} project`,
    pages: 1,
    date: "2025-02-01",
    downloadUrl: `/assets/pdfs/press/${project.slug}-brief.pdf`,
  }));
