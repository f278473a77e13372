import type { PageCopy } from "../content/page-copy-schema.ts";
import { Badge } from "../components/ui/badge.tsx";
import { ButtonLink } from "../components/ui/button.tsx";
import { Card } from "../components/ui/card.tsx";
import { tintFor } from "../components/ui/category-tint.ts";
import { PageHero } from "../components/ui/page-hero.tsx";
import { SectionHeading } from "../components/ui/section-heading.tsx";
import { Section } from "../components/ui/section.tsx";
import { DividedList, dividedRow } from "../components/ui/divided-list.tsx";
import { initiatives } from "../content/initiatives.ts";
import { pages } from "../content/pages.ts";
import { pillars } from "../content/pillars.ts";
import { site } from "../content/site.ts";
import { withCount } from "../lib/count-in-words.ts";
import { pageMeta } from "../lib/seo.ts";

export const meta = () => pageMeta("vision");

export default function VisionPage({ copy }: { copy: PageCopy<"vision"> }) {
  return (
    <>
      <PageHero hero="vision" title={pages.vision.title} tagline={site.tagline} lead={copy.hero.lead} />

      <Section labelledBy="mission-heading">
        <SectionHeading id="mission-heading" eyebrow={copy.mission.eyebrow} title={copy.mission.title} />
        <div className="max-w-prose space-y-4 text-lg text-slate-700">
          {copy.mission.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 24)}>{paragraph}</p>
          ))}
        </div>
      </Section>

      <Section tone="muted" labelledBy="pillars-heading">
        <SectionHeading
          id="pillars-heading"
          eyebrow={withCount(copy.pillars.eyebrow, pillars.length)}
          title={copy.pillars.title}
          lead={copy.pillars.lead}
        />
        <DividedList as="ol" columns={2}>
          {pillars.map((pillar, index) => (
            <li key={pillar.title} className={`flex gap-4 ${dividedRow}`}>
              <span
                aria-hidden="true"
                className="w-9 shrink-0 font-display text-2xl leading-none font-semibold text-accent-600 tabular-nums"
              >
                {String(index + 1).padStart(2, "0")}
              </span>
              <div>
                <h3 className="text-lg leading-snug">
                  <span className="sr-only">Pillar {index + 1}: </span>
                  {pillar.title}
                </h3>
                <p className="mt-1 text-slate-700">{pillar.description}</p>
              </div>
            </li>
          ))}
        </DividedList>
      </Section>

      <Section labelledBy="initiatives-heading">
        <SectionHeading
          id="initiatives-heading"
          eyebrow={withCount(copy.initiatives.eyebrow, initiatives.length)}
          title={copy.initiatives.title}
          lead={copy.initiatives.lead}
        />
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {initiatives.map((initiative) => (
            <li key={initiative.id} className="flex">
              <Card
                id={initiative.id}
                className="w-full"
                title={initiative.title}
                badge={<Badge className={tintFor(initiative.category).badge}>{initiative.category}</Badge>}
              >
                <p>{initiative.summary}</p>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="muted" labelledBy="join-heading">
        <div className="rounded-(--radius-card) bg-brand-900 p-8 text-brand-50 sm:p-12">
          <h2 id="join-heading" className="text-3xl text-white">
            {copy.join.title}
          </h2>
          <p className="mt-4 max-w-2xl text-lg">{copy.join.text}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to="/careers">{copy.join.actions[0]}</ButtonLink>
            <ButtonLink to="/contact" variant="inverse">
              {copy.join.actions[1]}
            </ButtonLink>
          </div>
        </div>
      </Section>
    </>
  );
}
