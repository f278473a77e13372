import Apple from "lucide-react/icons/apple";
import Building2 from "lucide-react/icons/building-complex";
import ArrowRight from "lucide-react/icons/arrow-right";
import ChevronDown from "lucide-react/icons/chevron-down";
import CloudSun from "lucide-react/icons/cloud-sun";
import Dna from "lucide-react/icons/dna";
import HeartPulse from "lucide-react/icons/heart-pulse";
import Sprout from "lucide-react/icons/sprout";
import type { LucideIcon } from "lucide-react";
import { useId } from "react";
import { Badge } from "../../components/ui/badge.tsx";
import { tintFor } from "../../components/ui/category-tint.ts";
import { GridCardArt } from "../../components/ui/grid-card-art.tsx";
import type { Article, ArticleIcon } from "../../content/articles.ts";
import { articlePath } from "../../content/detail-pages.ts";
import { formatDate } from "../../../contract/format-date.ts";

const icons: Record<ArticleIcon, LucideIcon> = {
  sprout: Sprout,
  "cloud-sun": CloudSun,
  building: Building2,
  dna: Dna,
  apple: Apple,
  "heart-pulse": HeartPulse,
};

/** An article with its summary; Learn More shows the full text in place (the text is in the HTML, only hidden). */
export function ArticleCard({
  article,
  expanded,
  onToggle,
}: {
  article: Article;
  expanded: boolean;
  onToggle: () => void;
}) {
  const panelId = useId();
  const tint = tintFor(article.category);
  const Icon = icons[article.icon];
  return (
    <article
      id={article.slug}
      className="flex w-full scroll-mt-24 flex-col overflow-hidden rounded-(--radius-card) border border-slate-200 bg-surface shadow-(--shadow-raised)"
    >
      <GridCardArt kind="article" slug={article.slug} wide={{ md: false, lg: false, phone: true }} />
      <div className="flex flex-1 flex-col gap-3 p-5 sm:p-6">
        <div>
          <Badge className={`gap-1.5 ${tint.badge}`}>
            <Icon aria-hidden="true" className="size-3.5" />
            {article.category}
          </Badge>
        </div>
        <h3 className="text-xl leading-snug">{article.title}</h3>
        <p className="text-sm text-slate-600">
          {article.author.name} · <time dateTime={article.date}>{formatDate(article.date)}</time> ·{" "}
          {article.readTime}
        </p>
        <p className="text-slate-700">{article.summary}</p>
        <div
          id={panelId}
          hidden={!expanded}
          className="flex flex-col gap-3 border-t border-slate-200 pt-3 text-slate-800"
        >
          {article.content.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </div>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-x-4 pt-2">
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={panelId}
            onClick={onToggle}
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            {expanded ? "Show less" : "Learn More"}
            <span className="sr-only">: {article.title}</span>
            <ChevronDown
              aria-hidden="true"
              className={`size-4 transition-transform duration-200 ${expanded ? "rotate-180" : ""}`}
            />
          </button>
          <a
            href={articlePath(article.slug)}
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
          >
            Read the article
            <span className="sr-only">: {article.title}</span>
            <ArrowRight aria-hidden="true" className="size-4" />
          </a>
        </div>
      </div>
    </article>
  );
}
