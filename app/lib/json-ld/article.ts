import type { Article as ArticleNode, ItemList } from "schema-dts";
import type { Article } from "../../content/articles.ts";
import { articlePath } from "../../content/detail-pages.ts";
import { articleImagePath } from "../seo.ts";
import { absoluteUrl, organizationReference } from "./core.ts";
import { personLd } from "./person.ts";

/** The article on its own page (/insights/<slug>): its one Article node. */
export function articleLd(article: Article): ArticleNode {
  const url = absoluteUrl(articlePath(article.slug));
  return {
    "@type": "Article",
    "@id": `${url}#article`,
    url,
    mainEntityOfPage: url,
    headline: article.title,
    description: article.summary,
    articleSection: article.category,
    image: absoluteUrl(articleImagePath(article.slug)),
    datePublished: article.date,
    dateModified: article.updated ?? article.date,
    author: personLd(article.author),
    publisher: organizationReference(),
    wordCount: article.content.join(" ").split(/\s+/).length,
    inLanguage: "en",
  };
}

/** /insights: the list of the articles, each pointing to its page. */
export function articleListLd(articles: readonly Article[]): ItemList {
  return {
    "@type": "ItemList",
    itemListElement: articles.map((article, index) => ({
      "@type": "ListItem",
      position: index + 1,
      url: absoluteUrl(articlePath(article.slug)),
      name: article.title,
    })),
  };
}
