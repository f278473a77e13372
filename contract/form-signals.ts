import { z } from "./zod.ts";
import { spamFields } from "./form-text.ts";

// The optional spam signals every public form may send beside its fields (names from spamFields), as zod, for the
// OpenAPI document. The server reads them as signals only, never as a reason to refuse (server/forms/spam-check.ts),
// and each form's schema drops them, so they are not part of contactMessageSchema and the others. No page imports this file.

export const spamSignalsShape = {
  [spamFields.honeypot]: z.optional(
    z
      .string()
      .check(
        z.describe(
          "Honeypot: an input people never see. Leave it out or empty. With a value the submission is still " +
            "answered 201 and stored, but kept aside as likely spam for staff to review, and no email is sent.",
        ),
      ),
  ),
  [spamFields.startedAt]: z.optional(
    z
      .number()
      .check(z.describe("When the form was shown, in milliseconds since 1970 by the browser's clock.")),
  ),
  [spamFields.sentAt]: z.optional(
    z
      .number()
      .check(
        z.describe(
          "When the form was sent, by the same clock: with formStartedAt, tells how long filling it in took.",
        ),
      ),
  ),
};

/** A form's schema plus the optional spam signals: what a client may send to that form's endpoint. */
export function withSpamSignals<Shape extends z.core.$ZodLooseShape>(schema: z.ZodMiniObject<Shape>) {
  return z.extend(schema, spamSignalsShape);
}
