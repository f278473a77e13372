import { z } from "./zod.ts";
import { cleanSingleLine } from "./form-text.ts";
import { MAX_PASSKEY_NAME_LENGTH, passkeyMessages } from "./passkeys-texts.ts";

// The passkey requests (zod): /api/account/passkeys (add, rename) and /api/auth/passkey (sign in). The bodies carry
// what @simplewebauthn/browser hands back from the browser's WebAuthn call; their shape is checked here, their
// cryptography by @simplewebauthn/server.
export * from "./passkeys-texts.ts";

const base64url = (max: number) =>
  z.string().check(z.minLength(1), z.maxLength(max), z.regex(/^[A-Za-z0-9_-]+$/, "must be base64url"));

// Generous bounds: a credential id is at most 1,023 bytes (WebAuthn Level 3), an attestation with a certificate
// chain a few KB. The request body limit (100 KB) stays the outer bound.
const credentialId = base64url(1400);
const transports = z.optional(z.array(z.string().check(z.maxLength(32))).check(z.maxLength(10)));
const clientExtensionResults = z.record(z.string(), z.unknown());
const authenticatorAttachment = z.optional(z.enum(["platform", "cross-platform"]));

/** The name a person gives a passkey: one line, cleaned like every form's single-line field. */
export const passkeyNameSchema = z.pipe(
  z.pipe(z.string({ message: passkeyMessages.nameRequired }), z.transform(cleanSingleLine)),
  z
    .string()
    .check(
      z.minLength(1, passkeyMessages.nameRequired),
      z.maxLength(MAX_PASSKEY_NAME_LENGTH, passkeyMessages.nameTooLong),
    ),
);

/** `navigator.credentials.create()`'s answer as JSON (RegistrationResponseJSON). */
export const registrationResponseSchema = z.object({
  id: credentialId,
  rawId: credentialId,
  type: z.literal("public-key"),
  response: z.object({
    clientDataJSON: base64url(4096),
    attestationObject: base64url(32_768),
    authenticatorData: z.optional(base64url(32_768)),
    transports,
    publicKeyAlgorithm: z.optional(z.number()),
    publicKey: z.optional(base64url(8192)),
  }),
  authenticatorAttachment,
  clientExtensionResults,
});

/** `navigator.credentials.get()`'s answer as JSON (AuthenticationResponseJSON). */
export const authenticationResponseSchema = z.object({
  id: credentialId,
  rawId: credentialId,
  type: z.literal("public-key"),
  response: z.object({
    clientDataJSON: base64url(4096),
    authenticatorData: base64url(32_768),
    signature: base64url(2048),
    // Empty or absent from some authenticators; when present it must name the passkey's own account.
    userHandle: z.optional(
      z.string().check(z.maxLength(128), z.regex(/^[A-Za-z0-9_-]*$/, "must be base64url")),
    ),
  }),
  authenticatorAttachment,
  clientExtensionResults,
});

/** POST /api/account/passkeys/registration/verify: the authenticator's answer and the name for the passkey. */
export const passkeyRegistrationRequestSchema = z.object({
  name: passkeyNameSchema,
  response: registrationResponseSchema,
});
export type PasskeyRegistrationRequest = z.input<typeof passkeyRegistrationRequestSchema>;

/** POST /api/account/passkeys/{id}/rename. */
export const passkeyRenameRequestSchema = z.object({ name: passkeyNameSchema });
export type PasskeyRenameRequest = z.input<typeof passkeyRenameRequestSchema>;

/** POST /api/auth/passkey/verify: the authenticator's answer, and whether to remember this browser. */
export const passkeySignInRequestSchema = z.object({
  response: authenticationResponseSchema,
  rememberMe: z._default(z.optional(z.boolean()), false),
});
export type PasskeySignInRequest = z.input<typeof passkeySignInRequestSchema>;
