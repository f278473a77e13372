import type { PageCopy } from "../content/page-copy-schema.ts";
import ArrowRight from "lucide-react/icons/arrow-right";
import Check from "lucide-react/icons/check";
import { Link } from "../lib/navigation.tsx";
import { Badge } from "../components/ui/badge.tsx";
import { ButtonLink } from "../components/ui/button.tsx";
import { Card } from "../components/ui/card.tsx";
import { tintFor } from "../components/ui/category-tint.ts";
import { PageHero } from "../components/ui/page-hero.tsx";
import { SectionHeading } from "../components/ui/section-heading.tsx";
import { Section } from "../components/ui/section.tsx";
import { StatTile } from "../components/ui/stat-tile.tsx";
import { statFigure } from "../content/company.ts";
import { homeInitiatives } from "../content/initiatives.ts";
import { site } from "../content/site.ts";
import { withCount } from "../lib/count-in-words.ts";
import { organization, webSite } from "../lib/json-ld/organization.ts";
import { pageMeta } from "../lib/seo.ts";

export const meta = () => pageMeta("home", { structuredData: [organization(), webSite()] });

export default function HomePage({ copy }: { copy: PageCopy<"home"> }) {
  return (
    <>
      <PageHero
        tagline={copy.hero.tagline}
        title={site.tagline}
        lead={copy.hero.lead}
        hero="home"
        actions={copy.hero.actions.map((action, index) => (
          <ButtonLink key={action.label} to={action.to} variant={index === 0 ? "primary" : "inverse"}>
            {action.label}
          </ButtonLink>
        ))}
      />

      <Section labelledBy="stats-heading">
        <h2 id="stats-heading" className="sr-only">
          {copy.stats.title}
        </h2>
        {/* Each figure with whether it is measured or a target, and where it comes from; two a row on a phone, four
            from lg. */}
        <ul className="grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-4">
          {copy.stats.figures.map((stat) => (
            <li key={stat.label} className="flex [&>*]:w-full">
              <StatTile
                figure={statFigure(stat)}
                label={stat.label}
                context={stat.context}
                status={stat.status}
                source={stat.source}
                to={stat.to}
              />
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="muted" labelledBy="initiatives-heading">
        <SectionHeading
          id="initiatives-heading"
          eyebrow={copy.initiatives.eyebrow}
          title={copy.initiatives.title}
          lead={withCount(copy.initiatives.lead, homeInitiatives.length)}
        />
        <ul className="grid gap-6 md:grid-cols-2">
          {homeInitiatives.map((initiative) => (
            <li key={initiative.id} className="flex">
              <Card
                className="w-full"
                to={initiative.detail}
                title={initiative.title}
                badge={<Badge className={tintFor(initiative.category).badge}>{initiative.category}</Badge>}
              >
                <p>{initiative.summary}</p>
              </Card>
            </li>
          ))}
        </ul>
        <p className="mt-10">
          <Link
            to="/featured-initiatives"
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            {copy.initiatives.allLink}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </p>
      </Section>

      <Section labelledBy="mission-heading">
        <div className="grid gap-12 lg:grid-cols-[3fr_2fr]">
          <div>
            <SectionHeading id="mission-heading" eyebrow={copy.mission.eyebrow} title={copy.mission.title} />
            <div className="max-w-prose space-y-4 text-lg text-slate-700">
              {copy.mission.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 24)}>{paragraph}</p>
              ))}
            </div>
          </div>
          <div className="self-center rounded-(--radius-card) bg-brand-900 p-8 text-brand-50">
            <h3 className="text-xl text-white">{copy.mission.commitmentsTitle}</h3>
            <ul className="mt-5 space-y-4">
              {copy.mission.commitments.map((commitment) => (
                <li key={commitment} className="flex gap-3">
                  <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-accent-300" />
                  <span>{commitment}</span>
                </li>
              ))}
            </ul>
            <div className="mt-8">
              <ButtonLink to="/vision">{copy.mission.action}</ButtonLink>
            </div>
          </div>
        </div>
      </Section>
    </>
  );
}
