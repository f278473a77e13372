import type { FastifyInstance } from "fastify";
import type { RetentionJob } from "./retention.ts";

/** Runs the retention purge while the app runs; stopped before the database closes. */
export async function retentionPlugin(app: FastifyInstance, { retention }: { retention: RetentionJob }) {
  app.addHook("onReady", async () => {
    retention.start();
  });
  app.addHook("preClose", async () => {
    await retention.stop();
  });
}
