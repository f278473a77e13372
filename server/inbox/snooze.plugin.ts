import type { FastifyInstance } from "fastify";
import type { PeriodicJob } from "../jobs/periodic-job.ts";

/** Wakes snoozed entries while the app runs; stopped before the database closes. */
export async function snoozePlugin(app: FastifyInstance, { snooze }: { snooze: PeriodicJob }) {
  app.addHook("onReady", async () => {
    snooze.start();
  });
  app.addHook("preClose", async () => {
    await snooze.stop();
  });
}
