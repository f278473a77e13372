import { z } from "./zod.ts";
import {
  authMessages,
  isValidEmail,
  normalizeEmail,
  MIN_PASSWORD_LENGTH,
  MAX_PASSWORD_LENGTH,
  MAX_NAME_LENGTH,
} from "./auth-messages.ts";

// The account request schemas (zod), shared by the server and the login/register pages.
export * from "./auth-messages.ts";

const emailField = z
  .string({ message: authMessages.invalidEmail })
  .refine(isValidEmail, authMessages.invalidEmail)
  .transform(normalizeEmail);

export const registerRequestSchema = z.object({
  name: z
    .string({ message: authMessages.nameRequired })
    .trim()
    .min(1, authMessages.nameRequired)
    .max(MAX_NAME_LENGTH, authMessages.nameTooLong),
  email: emailField,
  password: z
    .string({ message: authMessages.passwordTooShort })
    .min(MIN_PASSWORD_LENGTH, authMessages.passwordTooShort)
    .max(MAX_PASSWORD_LENGTH, authMessages.passwordTooLong),
  rememberMe: z.boolean().optional().default(false),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const loginRequestSchema = z.object({
  email: emailField,
  password: z
    .string({ message: authMessages.passwordRequired })
    .min(1, authMessages.passwordRequired)
    .max(MAX_PASSWORD_LENGTH, authMessages.passwordTooLong),
  rememberMe: z.boolean().optional().default(false),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** The one-time code an identity-provider sign-in hands to /login, exchanged once for a session. */
export const codeExchangeRequestSchema = z.object({
  code: z.string({ message: authMessages.signInCodeInvalid }).min(1, authMessages.signInCodeInvalid).max(200),
  rememberMe: z.boolean().optional().default(false),
});
export type CodeExchangeRequest = z.input<typeof codeExchangeRequestSchema>;
