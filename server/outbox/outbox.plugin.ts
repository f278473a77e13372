import type { FastifyInstance } from "fastify";
import type { OutboxWorker } from "./outbox-worker.ts";

/**
 * Runs the email worker while the app runs: started once the app is ready. At shutdown it is told to stop as soon
 * as the shutdown begins (it finishes the email it is sending, then sends no more) while the requests in flight
 * finish; the app waits for it before the database closes.
 */
export async function outboxPlugin(app: FastifyInstance, { outbox }: { outbox: OutboxWorker }) {
  let stopped: Promise<void> | undefined;
  app.addHook("onReady", async () => {
    outbox.start();
  });
  app.addHook("preClose", async () => {
    stopped = outbox.stop();
    // Awaited below; until then a failure must not count as unhandled.
    stopped.catch(() => {});
  });
  // A plugin's onClose runs before the app's own, which closes the database.
  app.addHook("onClose", async () => {
    await (stopped ?? outbox.stop());
  });
}
