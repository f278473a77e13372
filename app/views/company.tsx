import type { PageCopy } from "../content/page-copy-schema.ts";
import { Card } from "../components/ui/card.tsx";
import { fillGridItem, fillGridList } from "../components/ui/fill-grid.ts";
import { PageHero } from "../components/ui/page-hero.tsx";
import { PersonCard } from "../components/ui/person-card.tsx";
import { PortraitArt } from "../components/ui/portrait-art.tsx";
import { SectionHeading } from "../components/ui/section-heading.tsx";
import { Section } from "../components/ui/section.tsx";
import { Timeline } from "../components/ui/timeline.tsx";
import { milestones } from "../content/milestones.ts";
import { pages } from "../content/pages.ts";
import { partners } from "../content/partners.ts";
import type { CompanyFact, TeamMember } from "../content/schema.ts";
import { values } from "../content/values.ts";
import { pageMeta } from "../lib/seo.ts";

export const meta = () => pageMeta("company");

export default function CompanyPage({
  copy,
  team,
  companyFacts,
}: {
  copy: PageCopy<"company">;
  team: readonly TeamMember[];
  companyFacts: readonly CompanyFact[];
}) {
  return (
    <>
      <PageHero
        hero="company"
        title={pages.company.title}
        tagline={copy.hero.tagline}
        lead={copy.hero.lead}
      />

      <Section labelledBy="story-heading">
        <div className="grid gap-12 lg:grid-cols-[3fr_2fr]">
          <div>
            <SectionHeading id="story-heading" eyebrow={copy.story.eyebrow} title={copy.story.title} />
            <div className="max-w-prose space-y-4 text-lg text-slate-700">
              {copy.story.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 24)}>{paragraph}</p>
              ))}
            </div>
          </div>
          <div className="self-start">
            <h3 className="text-xl">{copy.story.factsTitle}</h3>
            <dl className="mt-4 grid grid-cols-2 gap-4">
              {companyFacts.map((fact) => (
                <div
                  key={fact.label}
                  className="flex flex-col-reverse rounded-(--radius-card) bg-brand-50 p-4"
                >
                  <dt className="text-sm text-slate-700">{fact.label}</dt>
                  <dd className="text-2xl font-bold text-brand-800">{fact.figure}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      </Section>

      <Section tone="muted" labelledBy="values-heading">
        <SectionHeading id="values-heading" {...copy.values} />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {values.map((value) => (
            <li key={value.title} className="flex">
              <Card className="w-full" title={value.title}>
                <p>{value.description}</p>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section labelledBy="team-heading">
        <SectionHeading id="team-heading" {...copy.team} />
        <TeamGrid members={team.filter((member) => member.group === "leadership")} />
      </Section>

      <Section tone="muted" labelledBy="researchers-heading">
        <SectionHeading id="researchers-heading" {...copy.researchers} />
        <TeamGrid members={team.filter((member) => member.group === "research")} />
      </Section>

      <Section labelledBy="timeline-heading">
        <SectionHeading id="timeline-heading" {...copy.timeline} />
        <Timeline
          items={milestones.map((milestone) => ({
            key: String(milestone.year),
            marker: String(milestone.year),
            title: milestone.title,
            description: milestone.description,
          }))}
        />
      </Section>

      <Section tone="muted" labelledBy="partners-heading">
        <SectionHeading id="partners-heading" {...copy.partners} />
        <ul className={fillGridList}>
          {partners.map((partner, index) => (
            <li
              key={partner.name}
              className={`${fillGridItem(index, partners.length)} flex gap-4 rounded-(--radius-card) border border-slate-200 bg-surface p-6`}
            >
              <PortraitArt
                kind="partner"
                slug={partner.logo}
                size={64}
                className="size-16 rounded-xl ring-1 ring-slate-200"
              />
              <div>
                <h3 className="text-lg leading-snug">{partner.name}</h3>
                <p className="text-sm font-medium text-brand-700">{partner.type}</p>
                <p className="mt-2 text-slate-700">{partner.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}

/** Team members as person cards, each with its anchor (/company#<file name>), which authors' bylines link to. */
function TeamGrid({ members }: { members: readonly TeamMember[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {members.map((member) => (
        <li key={member.slug} className="flex [&>article]:w-full">
          <PersonCard
            id={member.slug}
            name={member.name}
            portrait={
              <PortraitArt
                kind="person"
                slug={member.slug}
                size={112}
                className="size-20 rounded-full ring-1 ring-slate-200 lg:size-28"
              />
            }
            role={member.role}
            bio={member.bio}
            expertise={member.expertise}
          />
        </li>
      ))}
    </ul>
  );
}
