import { Card } from "../components/ui/card.tsx";
import { PageHero } from "../components/ui/page-hero.tsx";
import { PersonCard } from "../components/ui/person-card.tsx";
import { SectionHeading } from "../components/ui/section-heading.tsx";
import { Section } from "../components/ui/section.tsx";
import { Timeline } from "../components/ui/timeline.tsx";
import { companyFacts, companyStory } from "../content/company.ts";
import { milestones } from "../content/milestones.ts";
import { pages } from "../content/pages.ts";
import { partners } from "../content/partners.ts";
import { initialsOf, team } from "../content/team.ts";
import { values } from "../content/values.ts";
import { pageMeta } from "../lib/seo.ts";

export const meta = () => pageMeta("company");

export default function CompanyPage() {
  return (
    <>
      <PageHero
        title={pages.company.title}
        tagline="A collective, not a corporation"
        lead="Verdant Collective is owned and governed by the researchers, engineers and growers who do its work, and accountable to the communities whose data and land make that work possible."
      />

      <Section labelledBy="story-heading">
        <div className="grid gap-12 lg:grid-cols-[3fr_2fr]">
          <div>
            <SectionHeading id="story-heading" eyebrow="Since 2020" title={companyStory.title} />
            <div className="max-w-prose space-y-4 text-lg text-slate-700">
              {companyStory.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 24)}>{paragraph}</p>
              ))}
            </div>
          </div>
          <div className="self-start">
            <h3 className="text-xl">At a glance</h3>
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
        <SectionHeading id="values-heading" eyebrow="Our values" title="What we hold ourselves to" />
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
        <SectionHeading
          id="team-heading"
          eyebrow="Leadership team"
          title="The people stewarding the collective"
          lead="Leaders are elected by the members for two-year terms and can be recalled by a governance vote."
        />
        <ul className="grid gap-6 md:grid-cols-2">
          {team.map((member, index) => (
            <li key={member.name} className="flex [&>article]:w-full">
              <PersonCard
                name={member.name}
                initials={initialsOf(member.name)}
                role={member.role}
                bio={member.bio}
                expertise={member.expertise}
                tone={index}
              />
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="muted" labelledBy="timeline-heading">
        <SectionHeading
          id="timeline-heading"
          eyebrow="Milestones"
          title="From reading group to research collective"
        />
        <Timeline
          items={milestones.map((milestone) => ({
            key: String(milestone.year),
            marker: String(milestone.year),
            title: milestone.title,
            description: milestone.description,
          }))}
        />
      </Section>

      <Section labelledBy="partners-heading">
        <SectionHeading
          id="partners-heading"
          eyebrow="Strategic partners"
          title="Institutions we build with"
        />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {partners.map((partner) => (
            <li
              key={partner.name}
              className="flex gap-4 rounded-(--radius-card) border border-slate-200 bg-white p-6"
            >
              <span
                aria-hidden="true"
                className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-900 font-bold text-accent-300"
              >
                {partner.logo}
              </span>
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
