import { z } from "./zod.ts";
import { linkToken } from "./auth.ts";
import { confirmEmailTexts } from "./confirm-email-texts.ts";

// The request of POST /api/account/email/confirm, with the texts and answers of its page (confirm-email-texts.ts).
export * from "./confirm-email-texts.ts";

/** The token of a link to confirm a new address, posted by /confirm-email. */
export const confirmEmailChangeRequestSchema = z.object({
  token: linkToken(confirmEmailTexts.problems.invalid),
});
export type ConfirmEmailChangeRequest = z.input<typeof confirmEmailChangeRequestSchema>;
