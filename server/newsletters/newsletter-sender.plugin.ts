import type { FastifyInstance } from "fastify";
import type { NewsletterSender } from "./newsletter-sender.ts";

/**
 * Runs the newsletter sender while the app runs, like the outbox (server/outbox/outbox.plugin.ts): started once the
 * app is ready, told to stop when shutdown begins (it finishes the batch under way), and awaited before the database
 * closes.
 */
export async function newsletterSenderPlugin(
  app: FastifyInstance,
  { newsletters }: { newsletters: NewsletterSender },
) {
  let stopped: Promise<void> | undefined;
  app.addHook("onReady", async () => {
    newsletters.start();
  });
  app.addHook("preClose", async () => {
    stopped = newsletters.stop();
    stopped.catch(() => {});
  });
  app.addHook("onClose", async () => {
    await (stopped ?? newsletters.stop());
  });
}
