import type { FastifyInstance } from "fastify";
import type { DigestJob } from "./digest.ts";

/** Runs the daily digest's check while the app runs; stopped before the database closes. */
export async function digestPlugin(app: FastifyInstance, { digest }: { digest: DigestJob }) {
  app.addHook("onReady", async () => {
    digest.start();
  });
  app.addHook("preClose", async () => {
    await digest.stop();
  });
}
