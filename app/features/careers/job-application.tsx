import { useState } from "react";
import { applicationTexts } from "../../../contract/application.ts";
import { AlertBanner } from "../../components/ui/alert-banner.tsx";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { ApplicationDialog, ApplicationForm, type ApplicableJob } from "./application-dialog.tsx";
import { useApplicationRequest } from "./application-request.ts";

/**
 * The one application dialog of the Careers page (an island): closed at first; an Apply Now button
 * (apply-now-button.tsx, islands of their own) opens it with that job selected. After a successful submission the
 * dialog closes and a success message stays on the page.
 */
export function JobApplication({ jobs }: { jobs: ApplicableJob[] }) {
  const { job, opener, session } = useApplicationRequest();
  const [seenSession, setSeenSession] = useState(session);
  const [open, setOpen] = useState(false);
  const [succeeded, setSucceeded] = useState(false);
  // Each press opens the dialog (again) and hides the last success message.
  if (session !== seenSession) {
    setSeenSession(session);
    setSucceeded(false);
    setOpen(true);
  }
  const hydrated = useHydrated();

  return (
    <>
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
        job={job}
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
    </>
  );
}
