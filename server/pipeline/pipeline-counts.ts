import { sql } from "drizzle-orm";
import { applicationStages, type ApplicationStage, type PipelineCounts } from "../../contract/pipeline.ts";
import { jobIds, jobTitles } from "../careers/job-ids.ts";
import { rowsOf, type Db } from "../db/client.ts";

const zero = () =>
  Object.fromEntries(applicationStages.map((stage) => [stage, 0])) as Record<ApplicationStage, number>;

/**
 * How many applications are at each stage, per position: every open job of the careers content (in its order, with
 * its title), then any position that has applications but is no longer listed. Spam is left out, as in the inbox.
 */
export async function pipelineCounts(db: Db): Promise<PipelineCounts> {
  const rows = rowsOf<{ position: string; stage: ApplicationStage; n: number }>(
    await db.execute(sql`
      select position, handling_status as stage, count(*)::int as n from job_applications
      where spam_verdict <> 'spam' group by position, handling_status`),
  );
  const positions = new Map(jobIds.map((id) => [id, zero()]));
  for (const row of rows) {
    const counts = positions.get(row.position) ?? zero();
    if (row.stage in counts) counts[row.stage] += Number(row.n);
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
