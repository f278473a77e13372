import { count, ne } from "drizzle-orm";
import { applicationStages, type ApplicationStage, type PipelineCounts } from "../../contract/pipeline.ts";
import { jobApplications } from "../careers/careers.schema.ts";
import { jobIds, jobTitles } from "../careers/job-ids.ts";
import type { Db } from "../db/client.ts";

const zero = () =>
  Object.fromEntries(applicationStages.map((stage) => [stage, 0])) as Record<ApplicationStage, number>;

/**
 * How many applications are at each stage, per position: every open job of the careers content (in its order, with
 * its title), then any position that has applications but is no longer listed. Spam is left out, as in the inbox.
 */
export async function pipelineCounts(db: Db): Promise<PipelineCounts> {
  const rows = await db
    .select({ position: jobApplications.position, stage: jobApplications.handlingStatus, n: count() })
    .from(jobApplications)
    .where(ne(jobApplications.spamVerdict, "spam"))
    .groupBy(jobApplications.position, jobApplications.handlingStatus);
  const positions = new Map(jobIds.map((id) => [id, zero()]));
  for (const row of rows) {
    const counts = positions.get(row.position) ?? zero();
    if (row.stage in counts) counts[row.stage] += row.n;
    positions.set(row.position, counts);
  }
  return {
    positions: [...positions].map(([position, counts]) => ({
      position,
      title: jobTitles.get(position) ?? position,
      counts,
      total: Object.values(counts).reduce((sum, n) => sum + n, 0),
    })),
  };
}
