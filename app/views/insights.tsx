import type { PageCopy } from "../content/page-copy-schema.ts";
import type { ReactNode } from "react";
import ArrowRight from "lucide-react/icons/arrow-right";
import Download from "lucide-react/icons/download";
import Rss from "lucide-react/icons/rss";
import { Badge } from "../components/ui/badge.tsx";
import { buttonClasses } from "../components/ui/button.tsx";
import { tintFor } from "../components/ui/category-tint.ts";
import { DividedList, dividedRow } from "../components/ui/divided-list.tsx";
import { PageHero } from "../components/ui/page-hero.tsx";
import { Section } from "../components/ui/section.tsx";
import { SectionHeading } from "../components/ui/section-heading.tsx";
import { whitepaperPath } from "../content/detail-pages.ts";
import type { Article } from "../content/schema.ts";
import { feeds } from "../content/feeds.ts";
import { pages } from "../content/pages.ts";
import type { Whitepaper } from "../content/load.ts";
import { formatDate } from "../../contract/format-date.ts";
import { Link } from "../lib/navigation.tsx";
import { pageMeta } from "../lib/seo.ts";
import { articleListLd } from "../lib/json-ld/article.ts";

export const meta = (articles: readonly Article[]) =>
  pageMeta("insights", { structuredData: [articleListLd(articles)], feeds: [feeds.insights] });

export default function InsightsPage({
  copy,
  whitepapers,
  articles,
  newsletter,
}: {
  copy: PageCopy<"insights">;
  whitepapers: readonly Whitepaper[];
  articles: ReactNode;
  newsletter: ReactNode;
}) {
  return (
    <>
      <PageHero
        hero="insights"
        tagline={copy.hero.tagline}
        title={pages.insights.title}
        lead={copy.hero.lead}
      />
      <Section labelledBy="articles-heading">
        <SectionHeading
          id="articles-heading"
          {...copy.articles}
          lead={
            <a
              href={feeds.insights.path}
              type="application/atom+xml"
              className="inline-flex min-h-11 items-center gap-2 text-base font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
            >
              <Rss aria-hidden="true" className="size-4 shrink-0" />
              {feeds.insights.label}
            </a>
          }
        />
        {articles}
      </Section>
      <Section tone="muted" labelledBy="whitepapers-heading">
        <SectionHeading id="whitepapers-heading" {...copy.whitepapers} />
        {/* One row a paper: what it is, its facts and its download; not another grid of cards. */}
        <DividedList>
          {whitepapers.map((paper) => (
            <li
              key={paper.slug}
              className={`grid gap-x-6 gap-y-2 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center ${dividedRow}`}
            >
              <div className="flex flex-col gap-1.5">
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <Badge className={tintFor(paper.category).badge}>{paper.category}</Badge>
                  <span className="text-sm text-slate-600">
                    {paper.pages} pages · <time dateTime={paper.date}>{formatDate(paper.date)}</time> · PDF
                  </span>
                </div>
                <h3 className="text-lg leading-snug">{paper.title}</h3>
                <p className="text-slate-700">{paper.description}</p>
              </div>
              <div className="flex flex-wrap items-center gap-x-6 gap-y-1 sm:flex-col sm:items-end">
                <a href={paper.link} download={`${paper.slug}.pdf`} className={buttonClasses("secondary")}>
                  <Download aria-hidden="true" className="size-4" />
                  Download PDF
                  <span className="sr-only">: {paper.title}</span>
                </a>
                <Link
                  to={whitepaperPath(paper.slug)}
                  className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
                >
                  Read online
                  <span className="sr-only">: {paper.title}</span>
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              </div>
            </li>
          ))}
        </DividedList>
      </Section>
      <Section labelledBy="newsletter-heading">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="newsletter-heading" className="text-3xl">
            {copy.newsletter.title}
          </h2>
          <p className="mt-4 text-slate-700">{copy.newsletter.text}</p>
          <div className="mt-6 text-left">{newsletter}</div>
        </div>
      </Section>
    </>
  );
}
