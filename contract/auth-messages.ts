// Account texts and rules without zod, so the auth context on every page stays small. The messages below are fixed
// wording that visitors and tests rely on: change them only on purpose.
import type { Role } from "./staff.ts";

export const authMessages = {
  invalidEmail: "Please enter a valid email address",
  passwordTooShort: "Password must be at least 6 characters",
  passwordsDoNotMatch: "Passwords do not match",
  termsRequired: "Please agree to the Terms and Conditions",
  startupFailed: "Failed to authenticate",
  loginFailed: "An error occurred during login",
  registrationFailed: "An error occurred during registration",
  providerMisuse: "useAuth must be used within an AuthProvider",
  // Added for the required full name, in the same plain style.
  nameRequired: "Please enter your full name",
  nameTooLong: "Full name must be at most 100 characters",
  passwordRequired: "Please enter your password",
  passwordTooLong: "Password must be at most 256 characters",
  commonPassword: "This password is too common. Please choose another.",
  invalidCredentials: "Invalid email or password.",
  emailTaken: "An account with this email already exists. Please sign in instead.",
  authRequired: "Please sign in to continue.",
  sessionExpired: "Your session has expired. Please sign in again.",
  signInCodeInvalid: "This sign-in link has expired or was already used. Please try again.",
  emailInvisibleCharacters: "Email must not contain invisible or control characters",
  emailLookAlikeCharacters: "Email must not mix look-alike letters from different alphabets",
  passwordControlCharacters: "Password must not contain control characters",
  nameControlCharacters: "Full name must not contain control characters",
  signInCodeMalformed: "This sign-in link is not valid. Please try again.",
  signInNotStartedHere: "This sign-in was not started in this browser. Please sign in again.",
} as const;

export const MIN_PASSWORD_LENGTH = 6;
// Long passphrases are welcome; the bound only keeps hashing cost and request size sane.
export const MAX_PASSWORD_LENGTH = 256;
export const MAX_NAME_LENGTH = 100;
// RFC 5321 path limit.
export const MAX_EMAIL_LENGTH = 254;

/**
 * One local part, one @, a domain with a dot; no spaces. The contract's one email rule (emailProblem in
 * auth-input.ts) for accounts and forms alike, checked the same way in the browser and on the server.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Emails are compared and stored in Unicode NFC, trimmed and lower-cased. */
export function normalizeEmail(value: string): string {
  return value.normalize("NFC").trim().toLowerCase();
}

export interface AuthUser {
  id: string;
  name: string;
  email: string;
  /** Given by GET /api/auth/me only: visitor, staff or admin. */
  role?: Role;
}

export interface AuthSession {
  token: string;
  user: AuthUser;
}

export function tooManyLoginAttempts(retryAfterSeconds: number): string {
  return `Too many sign-in attempts. Please try again in ${minutesText(retryAfterSeconds)}.`;
}

export function tooManyVerificationEmails(retryAfterSeconds: number): string {
  return `Too many verification emails sent. Please try again in ${minutesText(retryAfterSeconds)}.`;
}

// Email verification (/verify-email): the link in the email carries its token in the fragment; the page posts it.
export const verificationLinkProblems = ["invalid", "used", "expired"] as const;
export type VerificationLinkProblem = (typeof verificationLinkProblems)[number];

export const verifyEmailTexts = {
  title: "Verify your email address",
  lead: "Confirming your address keeps your Verdant Collective account yours.",
  busy: "Verifying...",
  done: "Thank you! Your email address is verified.",
  failure: "Sorry, we could not verify your email address. Please try again.",
  retry: "Try again",
  problems: {
    invalid: "This verification link is not valid. Please use the link from your most recent email.",
    used: "This verification link was already used.",
    expired: "This verification link has expired. Please ask for a new one.",
  } satisfies Record<VerificationLinkProblem, string>,
  resend: "Send a new link",
  resending: "Sending...",
  resent: "We sent a new verification link. Please check your inbox.",
  alreadyVerified: "Your email address is already verified.",
  signInToResend: "Sign in to ask for a new link.",
  emailSubject: "Please verify your email address for Verdant Collective",
} as const;

export interface VerifyEmailResponse {
  message: string;
  /**
   * Set when the account was verified from a browser not signed in to it: whoever registered the address may not
   * be its owner, so the password and every session are gone, and this one-time token sets a new password
   * (POST /api/auth/reset-password).
   */
  choosePasswordToken?: string;
}

export interface VerifyEmailError {
  message: string;
  code: VerificationLinkProblem;
}

export function tooManyRegistrations(retryAfterSeconds: number): string {
  return `Too many accounts created from this network. Please try again in ${minutesText(retryAfterSeconds)}.`;
}

export function minutesText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}

// Identity providers: the server sends the visitor to /login?oauthError=<reason>&provider=<id>; the page shows the text.
export const oauthProviders = ["google", "facebook"] as const;
export type OAuthProvider = (typeof oauthProviders)[number];
export const oauthProviderNames: Record<OAuthProvider, string> = { google: "Google", facebook: "Facebook" };

export const oauthErrorReasons = [
  "unavailable",
  "failed",
  "existing-password",
  "existing-provider",
  "no-email",
] as const;
export type OAuthErrorReason = (typeof oauthErrorReasons)[number];

export function oauthErrorMessage(reason: string | null, provider: string | null): string | undefined {
  if (!reason) return undefined;
  const name = oauthProviderNames[provider as OAuthProvider] ?? "External";
  switch (reason as OAuthErrorReason) {
    case "unavailable":
      return `${name} sign-in is not available right now.`;
    case "existing-password":
      return "An account with this email already exists. Sign in with your password.";
    case "existing-provider":
      return "An account with this email already exists. Sign in with the provider you used before.";
    case "no-email":
      return `${name} did not share a verified email address, so we cannot sign you in with it.`;
    case "failed":
      return `${name} sign-in did not complete. Please try again.`;
    default:
      return undefined;
  }
}
