import { applicationSchemaFor } from "../../contract/application.ts";
import { fileURLToPath } from "node:url";
import { content } from "../../app/content/load.ts";

// The positions an application may name: the jobs in content/jobs/, read (and checked) when the server starts, so a
// new job file is accepted without a code change. The careers page hands the same ids to the form.
export const jobIds: readonly string[] = content(fileURLToPath(new URL("../../", import.meta.url))).jobs.map(
  (job) => job.id,
);

export const applicationSchema = applicationSchemaFor(jobIds);
