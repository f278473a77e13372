// The Insights articles: one Markdown file per article in content/articles/, its text below the front matter.
// Colour comes from the category tint (category-tint.ts); `icon` and `image` are keys the page maps to a lucide icon
// and an SVG motif.
import { content } from "./load.ts";

export const articles = content().articles;
export type { Article, ArticleIcon, ArticleImage } from "./schema.ts";
