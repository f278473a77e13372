import type { PageCopy } from "../content/page-copy-schema.ts";
import type { ReactNode } from "react";
import Coins from "lucide-react/icons/coins";
import Globe2 from "lucide-react/icons/earth";
import Landmark from "lucide-react/icons/landmark";
import Network from "lucide-react/icons/network";
import Sprout from "lucide-react/icons/sprout";
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

/**
 * One position as a row that opens in place (a native disclosure: no JavaScript needed, the text stays in the page
 * for search): title and the facts that tell positions apart in the row, everything else and Apply inside.
 */
function PositionRow({ job, apply }: { job: Job; apply: ReactNode }) {
  return (
    <article id={job.id} className="scroll-mt-24">
      <details className="group/position">
        {/* A click here counts as a view of the position (the analytics beacon, app/lib/analytics-beacon.ts). */}
        <summary
          data-track={`position-view:${job.id}`}
          className="grid cursor-pointer list-none grid-cols-[1fr_auto] items-center gap-x-4 gap-y-1 px-5 py-4 transition-colors duration-150 hover:bg-brand-50 sm:grid-cols-[minmax(0,2fr)_minmax(0,1.6fr)_minmax(0,1.2fr)_auto] sm:py-5 [&::-webkit-details-marker]:hidden"
        >
          <h3 className="text-lg leading-snug">{job.title}</h3>
          <span
            aria-hidden="true"
            className="row-span-2 size-2.5 rotate-45 border-r-2 border-b-2 border-brand-700 transition-transform duration-200 group-open/position:-rotate-135 sm:order-last sm:row-span-1"
          />
          <span className="text-sm text-slate-700">
            <span className="sr-only">Team: </span>
            {job.department}
            <span className="text-slate-500"> · </span>
            {job.experience}
          </span>
          <span className="text-sm font-semibold text-slate-900 tabular-nums max-sm:col-start-1">
            <span className="sr-only">Salary: </span>
            {job.salary}
          </span>
        </summary>
        <div className="grid gap-6 border-t border-slate-200 px-5 pt-5 pb-6 lg:grid-cols-[3fr_2fr]">
          <div className="flex flex-col gap-5">
            <p className="text-slate-700">{job.description}</p>
            <div className="grid gap-5 md:grid-cols-2">
              <div>
                <h4 className="text-base">Requirements</h4>
                <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
                  {job.requirements.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </div>
              <div>
                <h4 className="text-base">Responsibilities</h4>
                <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
                  {job.responsibilities.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </div>
            </div>
          </div>
          <div className="flex flex-col gap-4 self-start rounded-(--radius-control) bg-brand-50 p-4 text-sm">
            <dl className="grid grid-cols-2 gap-x-6 gap-y-3">
              <div>
                <dt className="font-semibold text-slate-900">Location</dt>
                <dd>{job.location}</dd>
              </div>
              <div>
                <dt className="font-semibold text-slate-900">Type</dt>
                <dd>{job.type}</dd>
              </div>
              <div>
                <dt className="font-semibold text-slate-900">Salary (USD)</dt>
                <dd className="tabular-nums">{job.salary}</dd>
              </div>
              <div>
                <dt className="font-semibold text-slate-900">Equity</dt>
                <dd>{job.equity}</dd>
              </div>
            </dl>
            <div>{apply}</div>
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
        <ul className="divide-y divide-slate-200 overflow-hidden rounded-(--radius-card) border border-slate-200 bg-surface shadow-(--shadow-raised)">
          {jobs.map((job, index) => (
            <li key={job.id}>
              <PositionRow job={job} apply={slots[applySlot(index)]} />
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
