import { z } from "./zod.ts";
import { emailProblem, hasControlCharacters, nameProblem } from "./auth-input.ts";
import { cleanSingleLine } from "./form-text.ts";
import {
  authMessages,
  normalizeEmail,
  MIN_PASSWORD_LENGTH,
  MAX_PASSWORD_LENGTH,
  MAX_NAME_LENGTH,
  MAX_EMAIL_LENGTH,
  verifyEmailTexts,
} from "./auth-texts.ts";
import { passwordResetTexts } from "./password-reset-texts.ts";

// The account request schemas (zod), shared by the server and the login/register pages.
export * from "./auth-texts.ts";
export * from "./auth-input.ts";
export * from "./password-reset-texts.ts";

/** A check that reports `problem(value)` when it names one (first problem only, like the pages). */
function ruleOf(problem: (value: string) => string | undefined) {
  return z.superRefine((value: string, context) => {
    const message = problem(value);
    if (message) context.addIssue({ code: "custom", message, input: value });
  });
}

const noControlCharacters = (message: string) =>
  ruleOf((value) => (hasControlCharacters(value) ? message : undefined));

// NFC, no control or invisible characters, no look-alike letters (contract/auth-input.ts), then trimmed and
// lower-cased: the form every lookup and every stored address uses.
const emailField = z.pipe(
  z
    .string({ message: authMessages.invalidEmail })
    .check(ruleOf(emailProblem), z.meta({ format: "email", maxLength: MAX_EMAIL_LENGTH })),
  z.transform(normalizeEmail),
);

export const registerRequestSchema = z.object({
  // Refused with control or bidirectional characters, then cleaned like every form's single-line field.
  name: z.pipe(
    z.pipe(
      z.string({ message: authMessages.nameRequired }).check(ruleOf(nameProblem)),
      z.transform(cleanSingleLine),
    ),
    z
      .string()
      .check(
        z.minLength(1, authMessages.nameRequired),
        z.maxLength(MAX_NAME_LENGTH, authMessages.nameTooLong),
      ),
  ),
  email: emailField,
  password: z
    .string({ message: authMessages.passwordTooShort })
    .check(
      noControlCharacters(authMessages.passwordControlCharacters),
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
      noControlCharacters(authMessages.passwordControlCharacters),
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
    .check(
      noControlCharacters(authMessages.signInCodeMalformed),
      z.minLength(1, authMessages.signInCodeInvalid),
      z.maxLength(200, authMessages.signInCodeMalformed),
    ),
  rememberMe: z._default(z.optional(z.boolean()), false),
});
export type CodeExchangeRequest = z.input<typeof codeExchangeRequestSchema>;

/** The token of an emailed link: any malformed one is the link's "not valid" problem. */
export const linkToken = (invalid: string) =>
  z
    .string({ message: invalid })
    .check(noControlCharacters(invalid), z.minLength(1, invalid), z.maxLength(200, invalid));

/** The token of an email verification link, posted by /verify-email. */
export const verifyEmailRequestSchema = z
  .object({
    token: linkToken(verifyEmailTexts.problems.invalid),
    // From a browser not signed in to the account: the password chosen at registration keeps everything...
    password: z.optional(
      z
        .string({ message: verifyEmailTexts.registrationPasswordRequired })
        .check(
          noControlCharacters(authMessages.passwordControlCharacters),
          z.minLength(1, verifyEmailTexts.registrationPasswordRequired),
          z.maxLength(MAX_PASSWORD_LENGTH, authMessages.passwordTooLong),
        ),
    ),
    // ... or starting over removes every way in set up before (server/auth/email-verification.ts).
    startOver: z.optional(z.boolean({ message: "startOver must be true or false" })),
  })
  .check(
    z.refine((value) => value.password === undefined || value.startOver !== true, {
      message: verifyEmailTexts.bothChoices,
    }),
  );
export type VerifyEmailRequest = z.input<typeof verifyEmailRequestSchema>;

/** The address that forgot its password. */
export const forgotPasswordRequestSchema = z.object({ email: emailField });
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequestSchema>;

/** A new password alone, under the registration's rules (the pages that choose one check with it). */
export const newPasswordSchema = z.object({ password: registerRequestSchema.shape.password });

/** The token of a reset link (or of a verification that asks for a password) and the new password. */
export const resetPasswordRequestSchema = z.object({
  token: linkToken(passwordResetTexts.problems.invalid),
  password: registerRequestSchema.shape.password,
});
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;
