import type { Article as ArticleNode } from "schema-dts";
import type { Article } from "../../content/articles.ts";
import { articleImagePath } from "../seo.ts";
import { absoluteUrl, organizationReference } from "./core.ts";

export function articleLd(article: Article): ArticleNode {
  return {
    "@type": "Article",
    "@id": absoluteUrl(`/insights#${article.slug}`),
    url: absoluteUrl(`/insights#${article.slug}`),
    mainEntityOfPage: absoluteUrl(`/insights#${article.slug}`),
    headline: article.title,
    description: article.summary,
    articleSection: article.category,
    image: absoluteUrl(articleImagePath(article.slug)),
    datePublished: article.date,
    dateModified: article.updated ?? article.date,
    author: { "@type": "Person", name: article.author },
    publisher: organizationReference(),
    inLanguage: "en",
  };
}
