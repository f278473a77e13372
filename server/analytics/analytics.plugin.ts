import type { FastifyInstance } from "fastify";
import type { AnalyticsService } from "./analytics.service.ts";

/** Runs the analytics job while the app runs; hits still waiting are written before the database closes. */
export async function analyticsPlugin(app: FastifyInstance, { analytics }: { analytics: AnalyticsService }) {
  app.addHook("onReady", async () => {
    analytics.start();
  });
  app.addHook("preClose", async () => {
    await analytics.stop();
  });
}
