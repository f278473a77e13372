import type { PageCopy } from "../content/page-copy-schema.ts";
import { DividedList, dividedRow } from "../components/ui/divided-list.tsx";
import { KeyFigures } from "../components/ui/key-figures.tsx";
import { PageHero } from "../components/ui/page-hero.tsx";
import { PersonCard } from "../components/ui/person-card.tsx";
import { PersonMark } from "../components/ui/person-mark.tsx";
import { Scroller, scrollerItem } from "../components/ui/scroller.tsx";
import { SectionHeading } from "../components/ui/section-heading.tsx";
import { Section } from "../components/ui/section.tsx";
import { Timeline } from "../components/ui/timeline.tsx";
import { itemArtName } from "../content/art.ts";
import type { Domain } from "../lib/art/forms.ts";
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
  marks,
}: {
  copy: PageCopy<"company">;
  team: readonly TeamMember[];
  companyFacts: readonly CompanyFact[];
  /** The field each person's and partner's mark is drawn in, by the mark's name (app/content/art-subjects.ts). */
  marks: ReadonlyMap<string, Domain>;
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
        <div className="grid gap-10 lg:grid-cols-[3fr_2fr] lg:gap-12">
          <div>
            <SectionHeading id="story-heading" eyebrow={copy.story.eyebrow} title={copy.story.title} />
            <div className="max-w-prose space-y-4 text-slate-700 sm:text-lg">
              {copy.story.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 24)}>{paragraph}</p>
              ))}
            </div>
          </div>
          <div className="self-start lg:pt-16">
            <h3 className="mb-2 text-base">{copy.story.factsTitle}</h3>
            <KeyFigures figures={companyFacts} columns={2} />
          </div>
        </div>
      </Section>

      <Section tone="muted" labelledBy="values-heading">
        <SectionHeading id="values-heading" {...copy.values} />
        <DividedList as="ol" columns={2}>
          {values.map((value, index) => (
            <li key={value.title} className={`flex gap-4 ${dividedRow}`}>
              <span
                aria-hidden="true"
                className="w-9 shrink-0 font-display text-2xl leading-none font-semibold text-accent-600 tabular-nums"
              >
                {String(index + 1).padStart(2, "0")}
              </span>
              <div>
                <h3 className="text-lg leading-snug">{value.title}</h3>
                <p className="mt-1 text-slate-700">{value.description}</p>
              </div>
            </li>
          ))}
        </DividedList>
      </Section>

      <Section labelledBy="team-heading">
        <SectionHeading id="team-heading" {...copy.team} />
        <ul className="grid gap-4 md:grid-cols-2 md:gap-6">
          {team
            .filter((member) => member.group === "leadership")
            .map((member) => (
              <li key={member.slug} className="flex [&>article]:w-full">
                <Person
                  member={member}
                  domain={marks.get(itemArtName("person", member.slug))!}
                  layout="card"
                />
              </li>
            ))}
        </ul>
      </Section>

      <Section tone="muted" labelledBy="researchers-heading">
        <SectionHeading id="researchers-heading" {...copy.researchers} />
        {/* The researchers as ruled rows, not a second grid of cards; on a phone, a row of cards that scrolls. */}
        <Scroller label={copy.researchers.eyebrow ?? copy.researchers.title} tone="muted" until="md">
          {team
            .filter((member) => member.group === "research")
            .map((member) => (
              <li key={member.slug} className={`${scrollerItem("md")} [&>article]:w-full`}>
                <Person
                  member={member}
                  domain={marks.get(itemArtName("person", member.slug))!}
                  layout="row"
                />
              </li>
            ))}
        </Scroller>
      </Section>

      <Section labelledBy="timeline-heading">
        <SectionHeading id="timeline-heading" {...copy.timeline} />
        <Timeline
          label={copy.timeline.eyebrow ?? copy.timeline.title}
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
        <DividedList columns={2}>
          {partners.map((partner) => (
            <li key={partner.name} className={`flex gap-4 ${dividedRow}`}>
              <PersonMark
                name={partner.name}
                art={itemArtName("partner", partner.logo)}
                category={marks.get(itemArtName("partner", partner.logo))!}
                size="sm"
                initials={false}
              />
              <div>
                <h3 className="text-base leading-snug">{partner.name}</h3>
                <p className="text-sm font-medium text-brand-700">{partner.type}</p>
                <p className="mt-1 text-sm text-slate-700 sm:text-base">{partner.description}</p>
              </div>
            </li>
          ))}
        </DividedList>
      </Section>
    </>
  );
}

/** A team member with their mark, anchored at /company#<file name>, which authors' bylines link to. */
function Person({ member, domain, layout }: { member: TeamMember; domain: string; layout: "card" | "row" }) {
  return (
    <PersonCard
      id={member.slug}
      name={member.name}
      portrait={
        <PersonMark
          name={member.name}
          art={itemArtName("person", member.slug)}
          category={domain}
          size={layout === "row" ? "sm" : "md"}
        />
      }
      role={member.role}
      bio={member.bio}
      expertise={member.expertise}
      layout={layout}
    />
  );
}
