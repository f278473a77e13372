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

const emailField = z.pipe(
  z.string({ message: authMessages.invalidEmail }).check(z.refine(isValidEmail, authMessages.invalidEmail)),
  z.transform(normalizeEmail),
);

export const registerRequestSchema = z.object({
  name: z
    .string({ message: authMessages.nameRequired })
    .check(
      z.trim(),
      z.minLength(1, authMessages.nameRequired),
      z.maxLength(MAX_NAME_LENGTH, authMessages.nameTooLong),
    ),
  email: emailField,
  password: z
    .string({ message: authMessages.passwordTooShort })
    .check(
      z.minLength(MIN_PASSWORD_LENGTH, authMessages.passwordTooShort),
      z.maxLength(MAX_PASSWORD_LENGTH, authMessages.passwordTooLong),
    ),
  rememberMe: z._default(z.optional(z.boolean()), false),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const loginRequestSchema = z.object({
  email: emailField,
  password: z
    .string({ message: authMessages.passwordRequired })
    .check(
      z.minLength(1, authMessages.passwordRequired),
      z.maxLength(MAX_PASSWORD_LENGTH, authMessages.passwordTooLong),
    ),
  rememberMe: z._default(z.optional(z.boolean()), false),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** The one-time code an identity-provider sign-in hands to /login, exchanged once for a session. */
export const codeExchangeRequestSchema = z.object({
  code: z
    .string({ message: authMessages.signInCodeInvalid })
    .check(z.minLength(1, authMessages.signInCodeInvalid), z.maxLength(200)),
  rememberMe: z._default(z.optional(z.boolean()), false),
});
export type CodeExchangeRequest = z.input<typeof codeExchangeRequestSchema>;
