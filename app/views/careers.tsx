import type { PageCopy } from "../content/page-copy-schema.ts";
import type { ReactNode } from "react";
import Building2 from "lucide-react/icons/building-complex";
import Clock from "lucide-react/icons/clock";
import Coins from "lucide-react/icons/coins";
import Globe2 from "lucide-react/icons/earth";
import Landmark from "lucide-react/icons/landmark";
import MapPin from "lucide-react/icons/map-pin";
import Network from "lucide-react/icons/network";
import Sprout from "lucide-react/icons/sprout";
import { Badge } from "../components/ui/badge.tsx";
import { ButtonLink } from "../components/ui/button.tsx";
import { IconTile } from "../components/ui/icon-tile.tsx";
import { PageHero } from "../components/ui/page-hero.tsx";
import { SectionHeading } from "../components/ui/section-heading.tsx";
import { Section } from "../components/ui/section.tsx";
import { benefits } from "../content/benefits.ts";
import type { Job } from "../content/schema.ts";
import { pages } from "../content/pages.ts";
import { withCount } from "../lib/count-in-words.ts";
import { pageMeta } from "../lib/seo.ts";
import { jobPosting } from "../lib/json-ld/job-posting.ts";

export const meta = (jobs: readonly Job[]) => pageMeta("careers", { structuredData: jobs.map(jobPosting) });

// Decorative icons, in the order of the benefits data.
const benefitIcons = [Globe2, Coins, Landmark, Network];

/**
 * One position as a card: everything a job seeker compares (title, experience, team, place, type, pay and equity),
 * the description and Apply Now are in view at once; requirements and responsibilities fold behind the card's own
 * disclosure (a native one: no JavaScript needed, and the text stays in the page for search). The facts sit in one
 * wrapped line of small type rather than a grid of labelled boxes, which keeps eight cards short on a phone.
 */
function PositionCard({ job, apply }: { job: Job; apply: ReactNode }) {
  const headingId = `${job.id}-title`;
  return (
    <article
      id={job.id}
      aria-labelledby={headingId}
      className="scroll-mt-24 rounded-(--radius-card) border border-slate-200 bg-surface p-4 shadow-(--shadow-raised) sm:p-6"
    >
      <div className="grid gap-x-8 gap-y-3 md:grid-cols-[minmax(0,1fr)_auto]">
        <div className="flex min-w-0 flex-col gap-2">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <h3 id={headingId} className="font-sans text-lg leading-snug font-semibold text-slate-900">
              {job.title}
            </h3>
            <Badge className="bg-brand-50 text-brand-800 ring-1 ring-brand-200">
              <span className="sr-only">Experience: </span>
              {job.experience}
            </Badge>
          </div>
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700" aria-label="Position details">
            {[
              { icon: Building2, label: "Department", value: job.department },
              { icon: MapPin, label: "Location", value: job.location },
              { icon: Clock, label: "Type", value: job.type },
            ].map(({ icon: Icon, label, value }) => (
              <li key={label} className="inline-flex items-center gap-1.5">
                <Icon aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
                <span className="sr-only">{label}: </span>
                {value}
              </li>
            ))}
          </ul>
          <p className="text-sm text-slate-700 sm:text-base">{job.description}</p>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 md:flex-col md:items-end md:justify-start md:text-right">
          <p className="text-sm">
            <span className="sr-only">Salary: </span>
            <span className="font-semibold text-slate-900 tabular-nums">{job.salary}</span>
            <span className="block text-slate-700">
              <span className="sr-only">Equity: </span>
              {job.equity}
            </span>
          </p>
          <div>{apply}</div>
        </div>
      </div>
      {/* A click here counts as a view of the position (the analytics beacon, app/lib/analytics-beacon.ts). */}
      <details className="group/position mt-3 border-t border-slate-200 pt-1">
        <summary
          data-track={`position-view:${job.id}`}
          className="flex min-h-11 cursor-pointer list-none items-center gap-2 text-sm font-semibold text-brand-800 [&::-webkit-details-marker]:hidden"
        >
          <span
            aria-hidden="true"
            className="size-2 rotate-45 border-r-2 border-b-2 border-brand-700 transition-transform duration-200 group-open/position:-rotate-135"
          />
          Requirements and responsibilities
        </summary>
        <div className="grid gap-4 pb-2 text-sm text-slate-700 md:grid-cols-2">
          <div>
            <h4 className="font-sans text-sm font-semibold text-slate-900">Requirements</h4>
            <ul className="mt-1 list-disc space-y-1 pl-5">
              {job.requirements.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
          <div>
            <h4 className="font-sans text-sm font-semibold text-slate-900">Responsibilities</h4>
            <ul className="mt-1 list-disc space-y-1 pl-5">
              {job.responsibilities.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        </div>
      </details>
    </article>
  );
}

/** The Astro page's slot that holds the Apply Now island of the job at `index` (one per job, in the jobs' order). */
export const applySlot = (index: number) => `apply${index}`;

export default function CareersPage({
  copy,
  jobs,
  application,
  ...slots
}: { copy: PageCopy<"careers">; jobs: readonly Job[] } & { application: ReactNode } & Record<
    string,
    ReactNode
  >) {
  return (
    <>
      <PageHero
        title={pages.careers.title}
        hero="careers"
        tagline={copy.hero.tagline}
        lead={copy.hero.lead}
        actions={<ButtonLink to="#open-positions">{copy.hero.action}</ButtonLink>}
      />

      <Section labelledBy="benefits-heading">
        <SectionHeading id="benefits-heading" {...copy.benefits} />
        {/* Cards side by side from sm; on a phone, compact rows with the icon beside the text (short by typesetting). */}
        <ul className="grid gap-3 sm:grid-cols-2 sm:gap-6 lg:grid-cols-4">
          {benefits.map((benefit, index) => (
            <li
              key={benefit.title}
              className="flex gap-4 rounded-(--radius-card) border border-slate-200 bg-surface p-4 shadow-(--shadow-raised) sm:flex-col sm:gap-3 sm:p-6"
            >
              <IconTile
                icon={benefitIcons[index] ?? Sprout}
                className="shrink-0 bg-brand-50 text-brand-700"
              />
              <div className="flex flex-col gap-1 sm:gap-3">
                <h3 className="text-lg leading-snug sm:text-xl">{benefit.title}</h3>
                <p className="text-sm text-slate-700 sm:text-base">{benefit.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="muted" id="open-positions" labelledBy="positions-heading">
        <SectionHeading
          id="positions-heading"
          eyebrow={copy.positions.eyebrow}
          title={withCount(copy.positions.title, jobs.length)}
          lead={copy.positions.lead}
        />
        <ul className="flex flex-col gap-3 sm:gap-4">
          {jobs.map((job, index) => (
            <li key={job.id}>
              <PositionCard job={job} apply={slots[applySlot(index)]} />
            </li>
          ))}
        </ul>
        {application}
      </Section>

      <Section labelledBy="cta-heading">
        <div className="rounded-(--radius-card) bg-brand-900 p-8 text-brand-50 sm:p-12">
          <h2 id="cta-heading" className="text-3xl text-white">
            {copy.closing.title}
          </h2>
          <p className="mt-4 max-w-2xl text-lg">{copy.closing.text}</p>
          <div className="mt-8">
            <ButtonLink to="/contact">{copy.closing.actions[0]}</ButtonLink>
          </div>
        </div>
      </Section>
    </>
  );
}
