import { Card } from "../components/ui/card.tsx";
import { PageHero } from "../components/ui/page-hero.tsx";
import { Section } from "../components/ui/section.tsx";
import { pages } from "../content/pages.ts";
import {
  ApplyNowButton,
  JobApplicationProvider,
  type ApplicableJob,
} from "../features/careers/job-application.tsx";
import { pageMeta } from "../lib/seo.ts";

export const meta = () => pageMeta("careers");

// Minimal page for the forms branch, with a temporary job list; the Careers page issue's version (jobs from
// app/content/jobs.ts) replaces it at merge.
const jobs: ApplicableJob[] = [
  { id: "genomic-systems-architect", title: "Genomic Systems Architect" },
  { id: "nutritional-ai-engineer", title: "Nutritional AI Engineer" },
  { id: "climate-scientist", title: "Climate Scientist" },
];

export default function CareersPage() {
  return (
    <>
      <PageHero title={pages.careers.title} lead={pages.careers.description} />
      <Section labelledBy="open-positions">
        <h2 id="open-positions" className="mb-6 text-2xl">
          Open positions
        </h2>
        <JobApplicationProvider jobs={jobs}>
          <div className="grid gap-6 md:grid-cols-2">
            {jobs.map((job) => (
              <Card key={job.id} title={job.title} actions={<ApplyNowButton job={job} />}>
                <p>Remote / Global · Full-time</p>
              </Card>
            ))}
          </div>
        </JobApplicationProvider>
      </Section>
    </>
  );
}
