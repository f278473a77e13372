import CircleCheck from "lucide-react/icons/circle-check";
import MapPin from "lucide-react/icons/map-pin";
import TrendingUp from "lucide-react/icons/trending-up";
import { Badge } from "../components/ui/badge.tsx";
import { ButtonLink, buttonClasses } from "../components/ui/button.tsx";
import { Card } from "../components/ui/card.tsx";
import { fillGridItem, fillGridList } from "../components/ui/fill-grid.ts";
import { ChartFigure, type ChartFigureData } from "../components/ui/chart-figure.tsx";
import { tintFor } from "../components/ui/category-tint.ts";
import { ExternalLink } from "../components/ui/external-link.tsx";
import { PageHero } from "../components/ui/page-hero.tsx";
import { Section } from "../components/ui/section.tsx";
import { SectionHeading } from "../components/ui/section-heading.tsx";
import { articlePath, projectPage } from "../content/detail-pages.ts";
import type { PageCopy } from "../content/page-copy-schema.ts";
import type { Article, Project } from "../content/schema.ts";
import { projectLd } from "../lib/json-ld/project.ts";
import { withCount } from "../lib/count-in-words.ts";
import { Link } from "../lib/navigation.tsx";
import { entryPageMeta } from "../lib/seo.ts";

export const meta = (project: Project) =>
  entryPageMeta({ page: projectPage(project) }, { structuredData: [projectLd(project)] });

/** The map drawn at build (app/files/figures/project-map.ts): one SVG for wide screens, one for phones. */
export interface ProjectMapSvg {
  wide: string;
  narrow: string;
}

/**
 * A project's own page (/projects/<slug>): its story, where it works (a real map, drawn at build), its results as
 * charts with their data and sources, its partners, and the articles about it. Static: no island.
 */
export default function ProjectPage({
  copy,
  project,
  map,
  charts,
  articles,
}: {
  copy: PageCopy<"projects">["project"];
  project: Project;
  map: ProjectMapSvg;
  charts: readonly ChartFigureData[];
  articles: readonly Article[];
}) {
  const tint = tintFor(project.category);
  return (
    <>
      <PageHero
        hero={`project-${project.slug}`}
        tagline={
          <Link to="/projects" className="underline-offset-4 hover:underline">
            Projects · {project.category}
          </Link>
        }
        title={project.title}
        lead={project.subtitle}
        actions={
          <>
            <ExternalLink href={project.link} className={buttonClasses("primary")}>
              Watch Live Project
            </ExternalLink>
            {project.internalLink ? (
              <ButtonLink to={project.internalLink} variant="inverse">
                Learn More
                <span className="sr-only"> about our nutritional health service</span>
              </ButtonLink>
            ) : null}
          </>
        }
      />

      <Section labelledBy="story-heading">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div>
            <SectionHeading id="story-heading" {...copy.story} />
            <div className="flex max-w-[37rem] flex-col gap-4 leading-relaxed text-slate-800 sm:gap-5 sm:text-lg">
              {project.story.map((paragraph) => (
                <p key={paragraph.slice(0, 40)}>{paragraph}</p>
              ))}
            </div>
          </div>
          <aside aria-labelledby="features-heading" className="flex flex-col gap-6 lg:pt-2">
            <div className="rounded-(--radius-card) border border-slate-200 bg-surface p-6 shadow-(--shadow-raised)">
              <div
                className={`-mx-6 -mt-6 mb-5 h-1.5 rounded-t-(--radius-card) ${tint.accent}`}
                aria-hidden="true"
              />
              <h2 id="features-heading" className="font-sans text-xl">
                {copy.features}
              </h2>
              <ul className="mt-4 flex flex-col gap-3 text-slate-700">
                {project.features.map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <CircleCheck aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand-600" />
                    {feature}
                  </li>
                ))}
              </ul>
              <p className="mt-6 flex gap-2 rounded-(--radius-control) bg-brand-50 p-3 text-brand-900">
                <TrendingUp aria-hidden="true" className="mt-1 size-4 shrink-0" />
                <span>
                  <span className="font-semibold">Impact: </span>
                  {project.impact}
                </span>
              </p>
            </div>
          </aside>
        </div>
      </Section>

      <Section tone="muted" labelledBy="places-heading">
        <SectionHeading
          id="places-heading"
          {...copy.places}
          lead={withCount(copy.places.lead, project.places.length)}
        />
        <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,1fr)]">
          <figure className="flex flex-col gap-3">
            <div className="overflow-hidden rounded-(--radius-card) border border-slate-200 bg-surface">
              {/* Sized by their drawings' aspect ratios (MAP_SIZES), so the browser may skip laying them out until
                  they are scrolled to (content-visibility) without anything moving then. */}
              <div
                className="hidden aspect-[720/380] [content-visibility:auto] sm:block"
                dangerouslySetInnerHTML={{ __html: map.wide }}
              />
              <div
                className="aspect-[360/300] [content-visibility:auto] sm:hidden"
                dangerouslySetInnerHTML={{ __html: map.narrow }}
              />
            </div>
            <figcaption className="text-sm text-slate-600">
              Map of {project.title}&rsquo;s places; countries it works in are tinted. Drawn from Natural
              Earth boundaries (public domain), equal-area projection.
            </figcaption>
          </figure>
          <ul className="flex flex-col gap-4" aria-label={`Places of ${project.title}`}>
            {project.places.map((place) => (
              <li key={place.name} className="flex gap-3">
                <MapPin aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
                <div>
                  <p className="font-semibold text-slate-900">
                    {place.name}, {place.country}
                  </p>
                  <p className="text-slate-700">{place.work}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </Section>

      {charts.length > 0 ? (
        <Section labelledBy="results-heading">
          <SectionHeading id="results-heading" {...copy.results} />
          <div className="grid max-w-[34rem] items-start gap-6 lg:max-w-none lg:grid-cols-2">
            {charts.map((figure) => (
              <ChartFigure key={figure.id} figure={figure} />
            ))}
            {/* An odd chart out shares its row with how to read the charts, rather than leave a hole. */}
            {charts.length % 2 === 1 ? (
              <aside
                aria-labelledby="reading-heading"
                className="hidden flex-col gap-3 rounded-(--radius-card) border border-slate-200 bg-brand-50 p-6 text-slate-700 lg:flex"
              >
                <h3 id="reading-heading" className="text-xl leading-snug">
                  {copy.reading.title}
                </h3>
                {copy.reading.paragraphs.map((paragraph) => (
                  <p key={paragraph.slice(0, 40)}>{paragraph}</p>
                ))}
                <ExternalLink
                  href={project.link}
                  className={buttonClasses("secondary", "mt-auto self-start")}
                >
                  Watch Live Project
                </ExternalLink>
              </aside>
            ) : null}
          </div>
        </Section>
      ) : null}

      <Section tone={charts.length > 0 ? "muted" : "white"} labelledBy="partners-heading">
        <SectionHeading id="partners-heading" {...copy.partners} />
        <ul className={fillGridList}>
          {project.partners.map((partner, index) => (
            <li key={partner.name} className={`flex ${fillGridItem(index, project.partners.length)}`}>
              <Card className="w-full" title={partner.name} badge={<Badge>{partner.country}</Badge>}>
                <p>{partner.role}</p>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      {articles.length > 0 ? (
        <Section tone={charts.length > 0 ? "white" : "muted"} labelledBy="project-articles-heading">
          <SectionHeading id="project-articles-heading" {...copy.articles} />
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {articles.map((article) => (
              <li key={article.slug} className="flex">
                <Card
                  className="w-full"
                  to={articlePath(article.slug)}
                  title={article.title}
                  badge={<Badge className={tintFor(article.category).badge}>{article.category}</Badge>}
                >
                  <p>{article.summary}</p>
                  <p className="text-sm text-slate-600">
                    {article.author.name} · {article.readTime}
                  </p>
                </Card>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </>
  );
}
