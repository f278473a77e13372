import type { ReactNode } from "react";
import type { JobId } from "../../../contract/careers.ts";

export interface ApplicableJob {
  id: JobId;
  title: string;
}

// Placeholder until the forms issue lands. The Careers page wraps its job list in <JobApplicationProvider jobs>
// and renders <ApplyNowButton job> on each card; the forms issue makes the button open the application dialog.
export function JobApplicationProvider({
  children,
}: {
  jobs: readonly ApplicableJob[];
  children: ReactNode;
}) {
  return <>{children}</>;
}

export function ApplyNowButton({ job }: { job: ApplicableJob }) {
  return (
    <a
      href={`mailto:careers@verdantcollective.example?subject=${encodeURIComponent(job.title)}`}
      className="font-semibold text-brand-700 underline"
    >
      Apply Now
    </a>
  );
}
