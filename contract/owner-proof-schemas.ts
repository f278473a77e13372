import { z } from "./zod.ts";
import { changePasswordRequestSchema } from "./account.ts";
import { authenticationResponseSchema } from "./passkeys.ts";

// The full requests of the account steps that need more than the session, for the server and the OpenAPI document.
// No page imports this file: the account page checks the typed fields with contract/account.ts alone, and the
// passkey's answer comes from the browser's authenticator as it is.

/**
 * POST /api/account/password: the new password, with the current one or, instead, `passkey`: the answer of one of
 * the account's passkeys to the challenge of POST /api/account/passkeys/confirm/options.
 */
export const changePasswordWithProofSchema = z.extend(changePasswordRequestSchema, {
  passkey: z.optional(authenticationResponseSchema),
});
