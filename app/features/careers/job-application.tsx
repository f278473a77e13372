import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import { applicationTexts } from "../../../contract/application.ts";
import { AlertBanner } from "../../components/ui/alert-banner.tsx";
import { Button } from "../../components/ui/button.tsx";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { ApplicationDialog, ApplicationForm, type ApplicableJob } from "./application-dialog.tsx";

interface JobApplicationContextValue {
  openFor(job: ApplicableJob, opener: HTMLElement | null): void;
}

const JobApplicationContext = createContext<JobApplicationContextValue | null>(null);

/**
 * Holds the one application dialog of the Careers page: closed at first; Apply Now opens it with that
 * job selected. After a successful submission the dialog closes and a success message stays on the page.
 */
export function JobApplicationProvider({
  jobs,
  children,
}: {
  jobs: readonly ApplicableJob[];
  children: ReactNode;
}) {
  const [selected, setSelected] = useState<ApplicableJob | null>(null);
  const [open, setOpen] = useState(false);
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  const [succeeded, setSucceeded] = useState(false);
  // Counts openings, so the dialog can pre-fill the position each time it opens.
  const [session, setSession] = useState(0);

  const openFor = useCallback((job: ApplicableJob, from: HTMLElement | null) => {
    setSelected(job);
    setOpener(from);
    setSucceeded(false);
    setSession((count) => count + 1);
    setOpen(true);
  }, []);
  const context = useMemo(() => ({ openFor }), [openFor]);
  const hydrated = useHydrated();

  return (
    <JobApplicationContext.Provider value={context}>
      {children}
      {/* Without JavaScript the dialog cannot open: the same form sits on the page instead, posted as a plain form
          (ADR 0007). It comes before the dialog, so the server fills in this one after a refused submission. */}
      {hydrated ? null : (
        <noscript>
          <div className="mt-10 rounded-(--radius-card) border border-slate-200 bg-surface p-6 sm:p-8">
            <h3 className="mb-6 text-2xl">Apply for a position</h3>
            <ApplicationForm jobs={jobs} />
          </div>
        </noscript>
      )}
      <ApplicationDialog
        jobs={jobs}
        job={selected}
        session={session}
        open={open}
        returnFocusTo={opener}
        onClose={() => setOpen(false)}
        onSubmitted={() => {
          setOpen(false);
          setSucceeded(true);
        }}
      />
      {succeeded ? (
        <div className="fixed inset-x-4 bottom-4 z-40 mx-auto max-w-lg">
          <AlertBanner tone="success">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <span>{applicationTexts.success}</span>
              <button
                type="button"
                onClick={() => setSucceeded(false)}
                className="min-h-11 rounded-(--radius-control) px-3 font-semibold underline underline-offset-4"
              >
                Dismiss
              </button>
            </div>
          </AlertBanner>
        </div>
      ) : null}
    </JobApplicationContext.Provider>
  );
}

/** The Apply Now button of one job card; its accessible name says which job ("Apply Now for <title>"). */
export function ApplyNowButton({ job }: { job: ApplicableJob }) {
  const context = useContext(JobApplicationContext);
  if (!context) throw new Error("ApplyNowButton must be used within a JobApplicationProvider");
  return (
    <Button
      aria-label={`${applicationTexts.applyNow} for ${job.title}`}
      onClick={(event) => context.openFor(job, event.currentTarget)}
    >
      {applicationTexts.applyNow}
    </Button>
  );
}
