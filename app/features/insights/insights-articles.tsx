import { useState } from "react";
import { FilterBar } from "../../components/ui/filter-bar.tsx";
import { ALL, parseTopicCategory } from "../../content/categories.ts";
import { useQueryState } from "../../lib/use-query-state.ts";
import { categoryOptions, filterByCategory } from "../../components/ui/category-filter.ts";
import type { Article } from "../../content/schema.ts";
import { ArticleCard } from "./article-card.tsx";

/**
 * The articles, filtered by category (kept in ?category=), each with Learn More: the Insights page's island
 * (app/pages/insights.astro).
 */
export function InsightsArticles({ articles }: { articles: readonly Article[] }) {
  const [category, setCategory] = useQueryState("category", parseTopicCategory, ALL);
  // At most one article is expanded at a time: opening one closes the other.
  const [expanded, setExpanded] = useState<string | null>(null);
  const shown = filterByCategory(articles, category);
  return (
    <>
      <FilterBar
        label="Filter articles by category"
        options={categoryOptions(articles)}
        value={category}
        onChange={(value) => setCategory(parseTopicCategory(value))}
        shown={shown.length}
        total={articles.length}
        noun="articles"
      />
      <ul data-filter-results="" className="grid items-start gap-6 md:grid-cols-2 lg:grid-cols-3">
        {shown.map((article) => (
          <li key={article.slug} className="flex">
            <ArticleCard
              article={article}
              expanded={expanded === article.slug}
              onToggle={() => setExpanded((current) => (current === article.slug ? null : article.slug))}
            />
          </li>
        ))}
      </ul>
    </>
  );
}
