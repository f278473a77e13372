import ArrowRight from "lucide-react/icons/arrow-right";
import FileText from "lucide-react/icons/file-text";
import type { ReactElement } from "react";
import { Badge } from "../components/ui/badge.tsx";
import { Card } from "../components/ui/card.tsx";
import { tintFor } from "../components/ui/category-tint.ts";
import { Container } from "../components/ui/container.tsx";
import { fillGridItem, fillGridList } from "../components/ui/fill-grid.ts";
import { PageHero } from "../components/ui/page-hero.tsx";
import { Section } from "../components/ui/section.tsx";
import { SectionHeading } from "../components/ui/section-heading.tsx";
import { articlePage, articlePath, projectPath, whitepaperPath } from "../content/detail-pages.ts";
import type { Whitepaper } from "../content/load.ts";
import type { PageCopy } from "../content/page-copy-schema.ts";
import type { Article, Project } from "../content/schema.ts";
import { placeNamesIn } from "../lib/art/places.ts";
import { formatDate } from "../../contract/format-date.ts";
import { articleLd } from "../lib/json-ld/article.ts";
import { teamMemberPath } from "../lib/json-ld/person.ts";
import { Link } from "../lib/navigation.tsx";
import { articleImagePath, entryPageMeta } from "../lib/seo.ts";

export const meta = (article: Article) =>
  entryPageMeta(
    {
      page: articlePage(article),
      image: articleImagePath(article.slug),
      article: {
        published: article.date,
        modified: article.updated ?? article.date,
        author: teamMemberPath(article.author.slug),
        section: article.category,
      },
    },
    { structuredData: [articleLd(article)] },
  );

/**
 * What the lead figure's caption says the picture shows (the lens composition, ADR 0042): a close-up of the
 * article's field in a lens, beside a globe turned to the places of its project, or to the places it names.
 */
function figureCaption(article: Article, project: RelatedItems["project"]): string {
  const places = placeNamesIn(article.title, article.summary, ...article.content);
  const globe = project
    ? `beside a globe turned to where ${project.title} works`
    : places.length > 0
      ? `beside a globe turned to the places it names (${places.join(", ")})`
      : "with no globe, as the article names no place the map knows";
  const month = formatDate(article.date).replace(/^\d+ /, "");
  return (
    `This article's field map, drawn from the article itself: a lens over rings in the colour of ${article.category}, ` +
    `more of them the longer the read, ${globe}; the amber point marks the month it was published, ${month}.`
  );
}

export interface RelatedItems {
  project: Pick<Project, "slug" | "title" | "subtitle" | "category"> | undefined;
  articles: readonly Article[];
  whitepapers: readonly Whitepaper[];
}

/**
 * An article's own page (/insights/<slug>): the full text at a reading measure, its byline with the author's team
 * entry, its field map as the lead figure, and what to read next. Static: no island.
 */
export default function ArticlePage({
  copy,
  article,
  related,
}: {
  copy: PageCopy<"insights">["article"];
  article: Article;
  related: RelatedItems;
}) {
  const tint = tintFor(article.category);
  // The page is the article: its h1 is the hero's, so the text is a plain block (an <article> without a heading of
  // its own is an outline hole, and one around an h1 makes that h1 a nested one).
  return (
    <>
      <PageHero
        hero={`article-${article.slug}`}
        tagline={
          <Link to="/insights" className="underline-offset-4 hover:underline">
            Insights · {article.category}
          </Link>
        }
        title={article.title}
        lead={article.summary}
      >
        <p className="mt-6 text-sm text-brand-100 sm:text-base">
          By{" "}
          <Link
            to={teamMemberPath(article.author.slug)}
            className="font-semibold text-white underline underline-offset-4 hover:text-accent-300"
          >
            {article.author.name}
          </Link>
          , {article.author.role}
        </p>
        <p className="mt-1 text-sm text-brand-100 sm:text-base">
          Published <time dateTime={article.date}>{formatDate(article.date)}</time>
          {article.updated ? (
            <>
              {" "}
              · Updated <time dateTime={article.updated}>{formatDate(article.updated)}</time>
            </>
          ) : null}{" "}
          · {article.readTime}
        </p>
      </PageHero>

      <Container className="py-12 sm:py-16">
        {/* The reading measure: about 70 characters a line at the body size (e2e: article-pages.spec.ts). */}
        <div data-article-text className="mx-auto max-w-[38.5rem] text-lg leading-relaxed text-slate-800">
          <figure className="mb-10">
            <div className="overflow-hidden rounded-(--radius-card) border border-slate-200">
              {(["light", "dark"] as const).map((scheme) => (
                <img
                  key={scheme}
                  src={`/illustrations/article-${article.slug}-wide-${scheme}.svg`}
                  alt=""
                  width={720}
                  height={300}
                  data-art={`article-${article.slug}`}
                  className={`aspect-[12/5] w-full ${scheme === "light" ? "dark:hidden" : "hidden dark:block"}`}
                />
              ))}
            </div>
            <figcaption className="mt-3 text-sm text-slate-600">
              {figureCaption(article, related.project)}
            </figcaption>
          </figure>
          <div className="flex flex-col gap-6">
            {article.content.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </div>
          <footer className="mt-10 flex flex-col gap-2 border-t border-slate-200 pt-6 text-base">
            <p>
              <Badge className={tint.badge}>{article.category}</Badge>
            </p>
            <p className="text-slate-700">
              Written by{" "}
              <Link
                to={teamMemberPath(article.author.slug)}
                className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
              >
                {article.author.name}
              </Link>
              , {article.author.role}.
            </p>
          </footer>
        </div>
      </Container>

      <Section tone="muted" labelledBy="related-heading">
        <SectionHeading id="related-heading" {...copy.related} />
        <ul className={fillGridList}>
          {relatedCards(related).map((card, index, all) => (
            <li key={card.key} className={`flex ${fillGridItem(index, all.length)}`}>
              {card}
            </li>
          ))}
        </ul>
        <p className="mt-10">
          <Link
            to="/insights"
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            {copy.allLink}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </p>
      </Section>
    </>
  );
}

/** The cards of "Read on": the article's project, its neighbours on /insights, the whitepapers of its category. */
function relatedCards(related: RelatedItems): ReactElement[] {
  return [
    ...(related.project
      ? [
          <Card
            key={`project-${related.project.slug}`}
            className="w-full"
            to={projectPath(related.project.slug)}
            title={related.project.title}
            badge={<Badge className={tintFor(related.project.category).badge}>Project</Badge>}
          >
            <p>{related.project.subtitle}: its results, places and partners.</p>
          </Card>,
        ]
      : []),
    ...related.articles.map((other) => (
      <Card
        key={`article-${other.slug}`}
        className="w-full"
        to={articlePath(other.slug)}
        title={other.title}
        badge={<Badge className={tintFor(other.category).badge}>{other.category}</Badge>}
      >
        <p>{other.summary}</p>
      </Card>
    )),
    ...related.whitepapers.map((paper) => (
      <Card
        key={`whitepaper-${paper.slug}`}
        className="w-full"
        title={paper.title}
        badge={<Badge className={tintFor(paper.category).badge}>Whitepaper</Badge>}
      >
        <p>{paper.description}</p>
        <Link
          to={whitepaperPath(paper.slug)}
          className="mt-auto inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
        >
          Read online
          <span className="sr-only">: {paper.title}</span>
        </Link>
        <a
          href={paper.link}
          download={`${paper.slug}.pdf`}
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
        >
          <FileText aria-hidden="true" className="size-4" />
          Download PDF ({paper.pages} pages)
          <span className="sr-only">: {paper.title}</span>
        </a>
      </Card>
    )),
  ];
}
