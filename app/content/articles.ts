// The Insights articles: one Markdown file per article in content/articles/, its text below the front matter.
// Colour comes from the category tint (category-tint.ts); `icon` is a key the page maps to a lucide icon. The card's
// picture is drawn from the article itself (docs/design.md, "Art direction").
import { content } from "./load.ts";

export const articles = content().articles;
export type { Article, ArticleIcon } from "./schema.ts";
