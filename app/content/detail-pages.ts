// The pages made from content entries rather than listed in content/page-titles.yaml: one per article
// (/insights/<slug>) and one per project (/projects/<slug>). Their title, description and address come from the entry;
// the sitemap, the search index, the share images and the tests read them here.
import type { Article, PageInfo, Project } from "./schema.ts";

export const articlePath = (slug: string) => `/insights/${slug}`;
export const projectPath = (slug: string) => `/projects/${slug}`;

export const articlePage = (article: Pick<Article, "slug" | "title" | "summary">): PageInfo => ({
  path: articlePath(article.slug),
  title: article.title,
  description: article.summary,
});

export const projectPage = (project: Pick<Project, "slug" | "title" | "description">): PageInfo => ({
  path: projectPath(project.slug),
  title: project.title,
  description: project.description,
});

/** Every article's and project's page. */
export function detailPages(lists: {
  articles: readonly Pick<Article, "slug" | "title" | "summary">[];
  projects: readonly Pick<Project, "slug" | "title" | "description">[];
}): PageInfo[] {
  return [...lists.articles.map(articlePage), ...lists.projects.map(projectPage)];
}
