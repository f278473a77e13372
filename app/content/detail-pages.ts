// The pages made from content entries rather than listed in content/page-titles.yaml: one per article
// (/insights/<slug>), whitepaper (/insights/whitepapers/<slug>), project (/projects/<slug>) and Research Center item
// (/research/<kind>/<slug>). Their title,
// description and address come from the entry; the sitemap, the search index, the share images and the tests read
// them here.
import { researchItemPages } from "./research-pages.ts";
import type { AiModel, Dataset, Publication, Report } from "./research-schema.ts";
import type { Article, PageInfo, Project, WhitepaperFile } from "./schema.ts";

export const articlePath = (slug: string) => `/insights/${slug}`;
export const whitepaperPath = (slug: string) => `/insights/whitepapers/${slug}`;
export const projectPath = (slug: string) => `/projects/${slug}`;

export const articlePage = (article: Pick<Article, "slug" | "title" | "summary">): PageInfo => ({
  path: articlePath(article.slug),
  title: article.title,
  description: article.summary,
});

export const whitepaperPage = (paper: Pick<WhitepaperFile, "slug" | "title" | "description">): PageInfo => ({
  path: whitepaperPath(paper.slug),
  title: paper.title,
  description: paper.description,
});

export const projectPage = (project: Pick<Project, "slug" | "title" | "description">): PageInfo => ({
  path: projectPath(project.slug),
  title: project.title,
  description: project.description,
});

/** Every article's, whitepaper's, project's and research item's page. */
export function detailPages(lists: {
  articles: readonly Pick<Article, "slug" | "title" | "summary">[];
  whitepapers: readonly Pick<WhitepaperFile, "slug" | "title" | "description">[];
  projects: readonly Pick<Project, "slug" | "title" | "description">[];
  publications: readonly Publication[];
  datasets: readonly Dataset[];
  aiModels: readonly AiModel[];
  reports: readonly Report[];
}): PageInfo[] {
  return [
    ...lists.articles.map(articlePage),
    ...lists.whitepapers.map(whitepaperPage),
    ...lists.projects.map(projectPage),
    ...researchItemPages(lists),
  ];
}
