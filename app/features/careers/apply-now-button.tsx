import { applicationTexts } from "../../../contract/application.ts";
import { Button } from "../../components/ui/button.tsx";
import type { ApplicableJob } from "./application-dialog.tsx";
import { requestApplication } from "./application-request.ts";

/**
 * The Apply Now button of one job card (an island of its own); its accessible name says which job ("Apply Now for
 * <title>"). It opens the page's one application dialog (JobApplication) through application-request.ts. Eight of
 * them share the screen, so they are secondary buttons: the page's one primary action is its hero's.
 */
export function ApplyNowButton({ job }: { job: ApplicableJob }) {
  return (
    <Button
      variant="secondary"
      aria-label={`${applicationTexts.applyNow} for ${job.title}`}
      data-track={`position-view:${job.id}`}
      onClick={(event) => requestApplication(job, event.currentTarget)}
    >
      {applicationTexts.applyNow}
    </Button>
  );
}
