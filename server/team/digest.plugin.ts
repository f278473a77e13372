import type { FastifyInstance } from "fastify";
import type { PeriodicJob } from "../jobs/periodic-job.ts";

/** Runs the daily digest's check while the app runs; stopped before the database closes. */
export async function digestPlugin(app: FastifyInstance, { digest }: { digest: PeriodicJob }) {
  app.addHook("onReady", async () => {
    digest.start();
  });
  app.addHook("preClose", async () => {
    await digest.stop();
  });
}
