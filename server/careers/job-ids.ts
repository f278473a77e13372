import { applicationSchemaFor } from "../../contract/application.ts";
import { serverContent } from "../../content-reader/server-content.ts";

const jobs = serverContent().jobs;

// The positions an application may name: the jobs in content/jobs/, read (and checked) when the server starts, so a
// new job file is accepted without a code change. The careers page hands the same ids to the form.
export const jobIds: readonly string[] = jobs.map((job) => job.id);

/** Each position's title, as the careers page shows it (an applicant's account names the job by it). */
export const jobTitles: ReadonlyMap<string, string> = new Map(jobs.map((job) => [job.id, job.title]));

export const applicationSchema = applicationSchemaFor(jobIds);
