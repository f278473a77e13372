import { z } from "./zod.ts";
import type { Passkey, PasskeyAnswer, PasskeyList } from "./passkeys-texts.ts";

// The passkey answers as zod schemas, for the OpenAPI document and the API tests (like responses.ts): no page
// imports this file, so it adds nothing to any bundle.

export const passkeySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.nullable(z.string()),
});

/** 200 of GET /api/account/passkeys: the newest first. */
export const passkeyListSchema = z.object({ passkeys: z.array(passkeySchema) });

/** 201 of the registration's verify, 200 of a rename. */
export const passkeyAnswerSchema = z.object({ passkey: passkeySchema, message: z.string() });

const credentialDescriptor = z.object({
  id: z.string(),
  type: z.literal("public-key"),
  transports: z.optional(z.array(z.string())),
});

/** 200 of POST /api/account/passkeys/registration/options: `navigator.credentials.create()`'s options as JSON. */
export const passkeyRegistrationOptionsSchema = z.object({
  challenge: z.string(),
  rp: z.object({ name: z.string(), id: z.string() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  pubKeyCredParams: z.array(z.object({ alg: z.number(), type: z.literal("public-key") })),
  timeout: z.number(),
  attestation: z.literal("none"),
  excludeCredentials: z.array(credentialDescriptor),
  authenticatorSelection: z.object({
    residentKey: z.enum(["required", "preferred", "discouraged"]),
    requireResidentKey: z.boolean(),
    userVerification: z.enum(["required", "preferred", "discouraged"]),
  }),
  extensions: z.object({ credProps: z.boolean() }),
  hints: z.array(z.string()),
});

/** 200 of POST /api/auth/passkey/options: `navigator.credentials.get()`'s options as JSON (any passkey of the site). */
export const passkeySignInOptionsSchema = z.object({
  rpId: z.string(),
  challenge: z.string(),
  timeout: z.number(),
  userVerification: z.literal("required"),
});

/** The options for confirming a step with one of the account's own passkeys (they are listed). */
export const passkeyConfirmOptionsSchema = z.object({
  rpId: z.string(),
  challenge: z.string(),
  timeout: z.number(),
  userVerification: z.literal("required"),
  allowCredentials: z.array(
    z.object({
      id: z.string(),
      type: z.literal("public-key"),
      transports: z.optional(z.array(z.string())),
    }),
  ),
});

// Compile-time only: each schema's type and the interface the browser uses are assignable both ways.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const inStep: [
  Same<z.infer<typeof passkeySchema>, Passkey>,
  Same<z.infer<typeof passkeyListSchema>, PasskeyList>,
  Same<z.infer<typeof passkeyAnswerSchema>, PasskeyAnswer>,
] = [true, true, true];
void inStep;
