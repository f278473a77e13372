import { z } from "zod";
import type { ContactCategory } from "../../contract/contact.ts";

// Environment variables of the public forms, merged into server/config.ts's schema. Documented in .env.example.

const wholeNumber = (min: number, max: number) =>
  z.coerce
    .number({ message: `must be a whole number from ${min} to ${max}` })
    .int(`must be a whole number from ${min} to ${max}`)
    .min(min, `must be a whole number from ${min} to ${max}`)
    .max(max, `must be a whole number from ${min} to ${max}`);

// One or more addresses, comma-separated: "a@x.org" or "a@x.org, b@x.org".
const recipients = z
  .string()
  .transform((value) =>
    value
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .pipe(
    z
      .array(z.email({ message: "must be one or more email addresses, separated by commas" }))
      .min(1, "must be one or more email addresses, separated by commas"),
  );

const DEFAULT_GENERAL = "hello@verdantcollective.example";

export const formsEnv = {
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/.+/, "must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@mail.example:587")
    .optional(),
  MAIL_FROM: z
    .string()
    .min(3, "must be a sender address")
    .default("Verdant Collective <no-reply@verdantcollective.example>"),
  MAIL_TO_GENERAL: recipients.default([DEFAULT_GENERAL]),
  MAIL_TO_GENOMICS: recipients.default(["genomics@verdantcollective.example"]),
  MAIL_TO_AGRO: recipients.default(["agro@verdantcollective.example"]),
  MAIL_TO_PARTNERSHIPS: recipients.optional(),
  MAIL_TO_RESEARCH: recipients.optional(),
  MAIL_TO_CAREERS: recipients.default(["careers@verdantcollective.example"]),
  MAIL_TO_SUBSCRIPTIONS: recipients.optional(),
  FORM_MIN_FILL_MS: wholeNumber(0, 600_000).default(3_000),
  FORM_RATE_LIMIT: wholeNumber(1, 1_000_000).default(10),
  FORM_RATE_WINDOW_SECONDS: wholeNumber(1, 86_400).default(900),
  ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY: wholeNumber(0, 1_000).default(3),
  OUTBOX_RETRY_BASE_MS: wholeNumber(10, 3_600_000).default(5_000),
  OUTBOX_RETRY_MAX_MS: wholeNumber(10, 86_400_000).default(900_000),
  OUTBOX_POLL_MS: wholeNumber(10, 3_600_000).default(10_000),
  APPLICATION_RETENTION_DAYS: wholeNumber(1, 3_650).default(180),
  DIGEST_AFTER_DAYS: wholeNumber(1, 365).default(3),
};

type FormsEnv = z.output<z.ZodObject<typeof formsEnv>>;

export interface FormsConfig {
  /** Unset: messages are stored and wait in the outbox; nothing is sent. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Who is told about a contact message, by its category (the departments of the Contact page). */
  contactRecipients: Record<ContactCategory, string[]>;
  applicationRecipients: string[];
  subscriptionRecipients: string[];
  /** Submissions sent sooner than this after the form was shown are kept aside as likely spam; 0 turns it off. */
  minFillMs: number;
  /** Per client IP and per form. */
  rateLimit: { limit: number; windowMs: number };
  /**
   * Acknowledgements one inbox may get in a day, whoever names it (server/conversations/acknowledgement-quota.ts);
   * the ones past it are withheld.
   */
  acknowledgementsPerAddressPerDay: number;
  outbox: { retryBaseMs: number; retryMaxMs: number; pollMs: number };
  /** Job applications older than this are deleted (docs/privacy.md). */
  applicationRetentionDays: number;
  /** The daily digest to each department lists open entries older than this many days (server/team/digest.ts). */
  digestAfterDays: number;
  /** Where links in acknowledgements point (server/http/public-origin.ts): the applicant's private link. */
  linkOrigin: string;
}

export function formsConfigFrom(env: FormsEnv, linkOrigin: string): FormsConfig {
  const general = env.MAIL_TO_GENERAL;
  return {
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    contactRecipients: {
      general,
      genomics: env.MAIL_TO_GENOMICS,
      agro: env.MAIL_TO_AGRO,
      partnerships: env.MAIL_TO_PARTNERSHIPS ?? general,
      research: env.MAIL_TO_RESEARCH ?? general,
      careers: env.MAIL_TO_CAREERS,
    },
    applicationRecipients: env.MAIL_TO_CAREERS,
    subscriptionRecipients: env.MAIL_TO_SUBSCRIPTIONS ?? general,
    minFillMs: env.FORM_MIN_FILL_MS,
    rateLimit: { limit: env.FORM_RATE_LIMIT, windowMs: env.FORM_RATE_WINDOW_SECONDS * 1000 },
    acknowledgementsPerAddressPerDay: env.ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY,
    outbox: {
      retryBaseMs: env.OUTBOX_RETRY_BASE_MS,
      retryMaxMs: Math.max(env.OUTBOX_RETRY_MAX_MS, env.OUTBOX_RETRY_BASE_MS),
      pollMs: env.OUTBOX_POLL_MS,
    },
    applicationRetentionDays: env.APPLICATION_RETENTION_DAYS,
    digestAfterDays: env.DIGEST_AFTER_DAYS,
    linkOrigin,
  };
}
