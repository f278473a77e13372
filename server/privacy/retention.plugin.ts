import type { FastifyInstance } from "fastify";
import type { PeriodicJob } from "../jobs/periodic-job.ts";

/** Runs the retention purge while the app runs; stopped before the database closes. */
export async function retentionPlugin(app: FastifyInstance, { retention }: { retention: PeriodicJob }) {
  app.addHook("onReady", async () => {
    retention.start();
  });
  app.addHook("preClose", async () => {
    await retention.stop();
  });
}
