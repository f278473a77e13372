// A module of its own, with no zod, so the form kit (and the staff console, which uses it) loads it without the
// public forms' schemas.

/**
 * Spam signals every public form sends besides its fields: a honeypot input people never see (bots fill it),
 * and when the form was shown and sent, by the browser's clock (a difference, so a wrong clock does not matter).
 */
export const spamFields = {
  honeypot: "website",
  startedAt: "formStartedAt",
  sentAt: "formSentAt",
} as const;
