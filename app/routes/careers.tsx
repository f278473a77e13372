import { Clock, Coins, Globe2, Landmark, MapPin, Network, Sprout, Users } from "lucide-react";
import { Badge } from "../components/ui/badge.tsx";
import { ButtonLink } from "../components/ui/button.tsx";
import { Card } from "../components/ui/card.tsx";
import { IconTile } from "../components/ui/icon-tile.tsx";
import { PageHero } from "../components/ui/page-hero.tsx";
import { SectionHeading } from "../components/ui/section-heading.tsx";
import { Section } from "../components/ui/section.tsx";
import { benefits } from "../content/benefits.ts";
import { copy } from "../content/generated/pages/careers.ts";
import { jobs, type Job } from "../content/jobs.ts";
import { pages } from "../content/pages.ts";
import { ApplyNowButton, JobApplicationProvider } from "../features/careers/job-application.tsx";
import { withCount } from "../lib/count-in-words.ts";
import { pageMeta } from "../lib/seo.ts";
import { jobPosting } from "../lib/json-ld/job-posting.ts";
import { hydratedPage } from "../lib/hydration.ts";

// Interactive beyond the header, so React Router hydrates it on load (ADR 0010).
export const handle = hydratedPage;

export const meta = () => pageMeta("careers", { structuredData: jobs.map(jobPosting) });

// Decorative icons, in the order of the benefits data.
const benefitIcons = [Globe2, Coins, Landmark, Network];

function JobCard({ job }: { job: Job }) {
  return (
    <Card
      id={job.id}
      title={job.title}
      badge={<Badge className="bg-accent-100 text-accent-700">{job.experience}</Badge>}
      actions={<ApplyNowButton job={{ id: job.id, title: job.title }} />}
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
      <p>{job.description}</p>
      <div className="grid gap-5 md:grid-cols-2">
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
      <dl className="flex flex-wrap gap-x-8 gap-y-2 rounded-(--radius-control) bg-brand-50 px-4 py-3 text-sm">
        <div>
          <dt className="font-semibold text-slate-900">Salary (USD)</dt>
          <dd>{job.salary}</dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-900">Equity</dt>
          <dd>{job.equity}</dd>
        </div>
      </dl>
    </Card>
  );
}

export default function CareersPage() {
  return (
    <>
      <PageHero
        title={pages.careers.title}
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
        <JobApplicationProvider jobs={jobs.map(({ id, title }) => ({ id, title }))}>
          <ul className="grid gap-6">
            {jobs.map((job) => (
              <li key={job.id}>
                <JobCard job={job} />
              </li>
            ))}
          </ul>
        </JobApplicationProvider>
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
