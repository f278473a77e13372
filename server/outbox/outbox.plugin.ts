import type { FastifyInstance } from "fastify";
import type { OutboxWorker } from "./outbox-worker.ts";

/** Runs the email worker while the app runs: started once the app is ready, stopped before the database closes. */
export async function outboxPlugin(app: FastifyInstance, { outbox }: { outbox: OutboxWorker }) {
  app.addHook("onReady", async () => {
    outbox.start();
  });
  app.addHook("preClose", async () => {
    await outbox.stop();
  });
}
