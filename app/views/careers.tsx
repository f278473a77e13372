import type { PageCopy } from "../content/page-copy-schema.ts";
import type { ReactNode } from "react";
import Clock from "lucide-react/icons/clock";
import Coins from "lucide-react/icons/coins";
import Globe2 from "lucide-react/icons/earth";
import Landmark from "lucide-react/icons/landmark";
import MapPin from "lucide-react/icons/map-pin";
import Network from "lucide-react/icons/network";
import Sprout from "lucide-react/icons/sprout";
import Users from "lucide-react/icons/users";
import { Badge } from "../components/ui/badge.tsx";
import { ButtonLink } from "../components/ui/button.tsx";
import { Card } from "../components/ui/card.tsx";
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

/** The positions at a glance: title, team and salary, each linking to the job's full description below. */
function PositionSummary({ jobs }: { jobs: readonly Job[] }) {
  return (
    <div className="mb-10 overflow-hidden rounded-(--radius-card) border border-slate-200 bg-surface shadow-(--shadow-raised)">
      <div
        aria-hidden="true"
        className="hidden grid-cols-[2fr_2fr_1.4fr_1.25rem] gap-4 border-b border-slate-200 bg-brand-50 px-5 py-2.5 text-xs font-semibold tracking-wide text-brand-800 uppercase sm:grid"
      >
        <span>Position</span>
        <span>Team</span>
        <span>Salary (USD)</span>
      </div>
      <ul aria-label="Positions at a glance" className="divide-y divide-slate-200">
        {jobs.map((job) => (
          <li key={job.id}>
            <a
              href={`#${job.id}`}
              data-track={`position-view:${job.id}`}
              className="group grid grid-cols-[1fr_1.25rem] items-center gap-x-4 gap-y-0.5 px-5 py-3 transition-colors duration-150 hover:bg-brand-50 sm:grid-cols-[2fr_2fr_1.4fr_1.25rem]"
            >
              <span className="font-semibold text-brand-800 underline-offset-4 group-hover:underline">
                {job.title}
              </span>
              <span
                aria-hidden="true"
                className="row-span-2 text-lg text-brand-600 transition-transform duration-150 group-hover:translate-y-0.5 sm:order-last sm:row-span-1"
              >
                ↓
              </span>
              <span className="flex flex-wrap gap-x-3 text-sm text-slate-700 sm:contents">
                <span>
                  <span className="sr-only">, team: </span>
                  {job.department}
                </span>
                <span className="tabular-nums">
                  <span className="sr-only">, salary: </span>
                  {job.salary}
                </span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One job, compact: the facts and the description in view, requirements and responsibilities one click away. */
function JobCard({ job, apply }: { job: Job; apply: ReactNode }) {
  return (
    <Card
      id={job.id}
      className="h-full w-full target:ring-2 target:ring-accent-500"
      title={job.title}
      badge={<Badge className="bg-accent-100 text-accent-700">{job.experience}</Badge>}
      actions={apply}
    >
      <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700">
        <li className="flex items-center gap-1.5">
          <Users aria-hidden="true" className="size-4 text-brand-600" />
          <span className="sr-only">Department: </span>
          {job.department}
        </li>
        <li className="flex items-center gap-1.5">
          <MapPin aria-hidden="true" className="size-4 text-brand-600" />
          <span className="sr-only">Location: </span>
          {job.location}
        </li>
        <li className="flex items-center gap-1.5">
          <Clock aria-hidden="true" className="size-4 text-brand-600" />
          <span className="sr-only">Type: </span>
          {job.type}
        </li>
      </ul>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-2 rounded-(--radius-control) bg-brand-50 px-4 py-3 text-sm sm:flex sm:gap-x-8">
        <div>
          <dt className="font-semibold text-slate-900">Salary (USD)</dt>
          <dd className="tabular-nums">{job.salary}</dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-900">Equity</dt>
          <dd>{job.equity}</dd>
        </div>
      </dl>
      <p>{job.description}</p>
      {/* A native disclosure: opens and closes without JavaScript, and the text stays in the page for search. */}
      <details className="group rounded-(--radius-control) border border-slate-200">
        {/* A click here counts as a view of the position (the analytics beacon, app/lib/analytics-beacon.ts). */}
        <summary
          data-track={`position-view:${job.id}`}
          className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 [&::-webkit-details-marker]:hidden"
        >
          Requirements and responsibilities
          <span
            aria-hidden="true"
            className="size-2.5 shrink-0 rotate-45 border-r-2 border-b-2 border-current transition-transform duration-200 group-open:-rotate-135"
          />
        </summary>
        <div className="grid gap-5 border-t border-slate-200 px-4 py-4 md:grid-cols-2">
          <div>
            <h4 className="text-base">Requirements</h4>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
              {job.requirements.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
          <div>
            <h4 className="text-base">Responsibilities</h4>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
              {job.responsibilities.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        </div>
      </details>
    </Card>
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
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {benefits.map((benefit, index) => (
            <li key={benefit.title} className="flex">
              <Card
                className="w-full"
                title={benefit.title}
                badge={<IconTile icon={benefitIcons[index] ?? Sprout} />}
              >
                <p>{benefit.description}</p>
              </Card>
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
        <PositionSummary jobs={jobs} />
        <ul className="grid gap-6 lg:grid-cols-2">
          {jobs.map((job, index) => (
            <li key={job.id} className="flex">
              <JobCard job={job} apply={slots[applySlot(index)]} />
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
