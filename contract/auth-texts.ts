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

/**
 * What /login shows above its form to a visitor who is already signed in (ADR 0041): the just-registered state after
 * the required redirect from /register, or that this browser holds a session. The title stays 'Welcome back'.
 */
export const signedInTexts = {
  registeredTitle: "Your account is created",
  registered: (email: string) =>
    `We sent a link to ${email}. Check your inbox and follow it to verify your email address.`,
  signedInTitle: "You are signed in",
  signedInAs: (email: string) => `You are signed in as ${email}. To use another account, sign in below.`,
  signedInHere: "This browser is signed in to your account. To use another account, sign in below.",
  continue: "Continue to your account",
} as const;

/**
 * How recently an account without a password must have signed in for a step that needs more than the session
 * (changing its email, setting its first password, deleting it), when it does not confirm with a passkey instead.
 */
export const FRESH_SIGN_IN_MINUTES = 10;

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
  // A first verification from a browser not signed in to the account: who registered it?
  confirmTitle: "Did you create this account?",
  confirmLead:
    "This link was opened in a browser that is not signed in to the account. If you created the account, type the password you chose when you registered: everything stays as you set it up.",
  confirmLeadNoPassword:
    "This link was opened in a browser that is not signed in to the account. To keep the account as you set it up, open the link in the browser where you are signed in to it.",
  startOverLead:
    "If you did not create it, or do not remember that password, choose a new password instead: the password, passkeys, connected sign-ins and signed-in devices set up before now are then removed, so that only you can use the account.",
  startOverLeadNoPassword:
    "Otherwise, choose a password here: the passkeys, connected sign-ins and signed-in devices set up before now are then removed, so that only you can use the account.",
  registrationPassword: "Password chosen at registration",
  registrationPasswordRequired: "Please enter the password you chose when you registered",
  keep: "Verify and keep my account",
  keeping: "Verifying...",
  startOver: "Choose a new password instead",
  startOverNoPassword: "Choose a password",
  startingOver: "Removing the old sign-in methods...",
  bothChoices: "Send either the password chosen at registration or startOver, not both.",
  wrongPassword:
    "That is not the password chosen at registration. Please try again, or choose a new password instead.",
  kept: "Thank you! Your email address is verified. Your password and sign-in methods stay as they were.",
  removedTitle: "Removed to keep the account yours:",
  removedAfter:
    "If you set these up yourself, add them again from your account page once you are signed in. We have also emailed you this list.",
} as const;

/**
 * The ways in that someone set up before the address was verified, removed when its owner proved they hold the
 * address but not that they set them up: the password, each passkey, each connected provider, each session.
 */
export interface RemovedWaysIn {
  password: boolean;
  passkeys: number;
  providers: OAuthProvider[];
  sessions: number;
}

/** The removed ways in as list items: "the password", "2 passkeys", "Google sign-in", "1 signed-in device". */
export function removedWaysInItems(removed: RemovedWaysIn): string[] {
  const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  return [
    ...(removed.password ? ["the password chosen at registration"] : []),
    ...(removed.passkeys > 0 ? [counted(removed.passkeys, "passkey", "passkeys")] : []),
    ...removed.providers.map((provider) => `${oauthProviderNames[provider]} sign-in`),
    ...(removed.sessions > 0
      ? [counted(removed.sessions, "signed-in device or browser", "signed-in devices or browsers")]
      : []),
  ];
}

export interface VerifyEmailResponse {
  message: string;
  /**
   * Set when the owner chose to start over (`startOver`), or the account had no way to tell: whoever registered
   * the address may not be its owner, so every way in they set up is gone (`removed`), and this one-time token sets
   * a new password (POST /api/auth/reset-password).
   */
  choosePasswordToken?: string;
  removed?: RemovedWaysIn;
}

/**
 * 409 of POST /api/auth/verify-email: the link was followed from a browser not signed in to the account and said
 * neither `password` nor `startOver`. Nothing changed; the link still works. `hasPassword`: whether a password
 * chosen at registration can be typed to keep everything.
 */
export interface VerifyEmailQuestion {
  message: string;
  code: "confirm-registration";
  hasPassword: boolean;
}

/** 403 of POST /api/auth/verify-email: the password is not the account's. Nothing changed; the link still works. */
export interface VerifyEmailWrongPassword {
  message: string;
  code: "wrong-password";
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
