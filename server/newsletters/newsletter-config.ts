import { z } from "zod";

// Environment variables of the newsletter sender (server/newsletters/newsletter-sender.ts), merged into
// server/config.ts's schema. Documented in .env.example.

export const newsletterEnv = {
  /** Editions' emails handed to the outbox per minute, over all editions and servers; 0: no limit. */
  NEWSLETTER_SEND_PER_MINUTE: z.coerce
    .number({ message: "must be a whole number from 0 to 100000 (0: no limit)" })
    .int("must be a whole number from 0 to 100000 (0: no limit)")
    .min(0, "must be a whole number from 0 to 100000 (0: no limit)")
    .max(100_000, "must be a whole number from 0 to 100000 (0: no limit)")
    .default(300),
};

type NewsletterEnv = z.output<z.ZodObject<typeof newsletterEnv>>;

export interface NewsletterConfig {
  /** Emails a minute handed to the outbox; 0 for no limit (the outbox's own pace then sets it). */
  sendPerMinute: number;
}

export function newsletterConfigFrom(env: NewsletterEnv): NewsletterConfig {
  return { sendPerMinute: env.NEWSLETTER_SEND_PER_MINUTE };
}
