import { z } from "./zod.ts";
import { minutesText, oauthProviderNames, type OAuthProvider } from "./auth-texts.ts";
import { FRESH_SIGN_IN_MINUTES, MAX_PASSWORD_LENGTH, authMessages } from "./auth-texts.ts";
import { accountMessages } from "./account.ts";
import { registerRequestSchema } from "./auth.ts";

// The account's name, email and sign-in methods on /account (under /api/account): the request schemas and every
// text the page shows. The link that confirms a new address has its own module (confirm-email.ts), so that neither
// page loads the other's; the answers' zod schemas are in responses.ts (kept out of the browser).

/** How long the link to confirm a new address works. */
export const EMAIL_CHANGE_LINK_MINUTES = 30;
export { FRESH_SIGN_IN_MINUTES } from "./auth-texts.ts";

export const profileTexts = {
  nameLabel: "Full name",
  saveName: "Save the name",
  savingName: "Saving...",
  newEmailLabel: "New email address",
  newEmailHint: "We send a link there. Your address changes only once you follow it.",
  currentPasswordLabel: "Your current password",
  currentPasswordHint: "To make sure it is you.",
  sendLink: "Send a confirmation link",
  sendingLink: "Sending...",
  nameSaved: "Your name is saved.",
  sameEmail: "This is already your email address.",
  noPendingChange: "No change of email is waiting.",
  changeCancelled: "The change is cancelled. Your email address stays as it is.",
  linkResent: "We sent the link again. Only the newest link works.",
  signInAgain: `Your account has no password to confirm this change with. Please sign out, sign in again (with Google, Facebook or a passkey), and change your email within ${FRESH_SIGN_IN_MINUTES} minutes.`,
  emailSubject: "Confirm your new email address for Verdant Collective",
  takenSubject: "Someone asked to use this address for a Verdant Collective account",
  requestedSubject: "A change of your Verdant Collective email address was asked for",
  changedSubject: "The email address of your Verdant Collective account was changed",
} as const;

/** What the account page and the answer say while a change waits for its link. */
export function emailChangeSent(email: string): string {
  return `We sent a link to ${email}. Nothing changes until you follow it; the link works for ${EMAIL_CHANGE_LINK_MINUTES} minutes.`;
}

export function tooManyEmailChanges(retryAfterSeconds: number): string {
  return `Too many changes of email asked for. Please try again in ${minutesText(retryAfterSeconds)}.`;
}

// Sign-in methods: connecting a provider ends on /account?connected=<provider> or ?connectError=<reason>&provider=….
export const connectErrorReasons = [
  "unavailable",
  "failed",
  "expired",
  "linked-elsewhere",
  "already-connected",
] as const;
export type ConnectErrorReason = (typeof connectErrorReasons)[number];

export const connectionTexts = {
  lastWayIn:
    "This is the last way you can sign in. Set a password or connect another provider before you disconnect it.",
  noPassword:
    "Your account has no password yet: you sign in with the providers below. Set one under Password (leave the current password empty) to sign in with your email too.",
  hasPassword: "You sign in with your email and password, and with any provider connected below.",
  notificationNote: "We email you whenever a provider is connected.",
  notConnected: "Not connected",
  unavailable: "Not available on this site right now",
  connectedSubject: "A sign-in provider was connected to your Verdant Collective account",
} as const;

export function connectedMessage(provider: OAuthProvider): string {
  return `${oauthProviderNames[provider]} is connected. You can now sign in with it.`;
}

export function disconnectedMessage(provider: OAuthProvider): string {
  return `${oauthProviderNames[provider]} is disconnected.`;
}

export function notConnectedMessage(provider: OAuthProvider): string {
  return `${oauthProviderNames[provider]} is not connected to your account.`;
}

export function alreadyConnectedMessage(provider: OAuthProvider): string {
  return `${oauthProviderNames[provider]} is already connected to your account.`;
}

export function providerUnavailableMessage(provider: OAuthProvider): string {
  return `${oauthProviderNames[provider]} sign-in is not available right now.`;
}

export function connectErrorMessage(reason: string | null, provider: string | null): string | undefined {
  if (!reason) return undefined;
  const name = oauthProviderNames[provider as OAuthProvider] ?? "The provider";
  switch (reason as ConnectErrorReason) {
    case "unavailable":
      return `${name} sign-in is not available right now.`;
    case "failed":
      return `Connecting ${name} did not complete. Please try again.`;
    case "expired":
      return `Connecting ${name} took too long, or you signed out meanwhile. Please try again.`;
    case "linked-elsewhere":
      return `This ${name} account is already connected to another Verdant Collective account, so it was not connected to yours.`;
    case "already-connected":
      return `Another ${name} account is already connected to yours. Disconnect it first.`;
    default:
      return undefined;
  }
}

/** A change of email waiting for its link. */
export interface PendingEmailChange {
  email: string;
  expiresAt: string;
}

export interface AccountProfile {
  name: string;
  email: string;
  emailVerified: boolean;
  /** False for an account made through Google or Facebook that never set one. */
  hasPassword: boolean;
  pendingEmail: PendingEmailChange | null;
}

export interface NameChanged {
  name: string;
  message: string;
}

export interface EmailChangeRequested {
  message: string;
  pendingEmail: PendingEmailChange;
}

export interface AccountConnection {
  provider: OAuthProvider;
  /** Configured on this server: it can be connected. */
  available: boolean;
  connected: boolean;
  connectedAt: string | null;
}

export interface AccountConnections {
  hasPassword: boolean;
  /** Password plus connected providers (plus passkeys): at least one always stays. */
  waysIn: number;
  connections: AccountConnection[];
}

/** Where the browser goes to connect a provider (its authorization page). */
export interface ConnectionStart {
  location: string;
}

export const nameRequestSchema = z.object({ name: registerRequestSchema.shape.name });
export type NameRequest = z.input<typeof nameRequestSchema>;

/**
 * The new address, and the current password when the account has one: a stolen session alone must not be able to
 * move the account to another inbox (from where a reset link would take it over).
 */
export const changeEmailRequestSchema = z.object({
  email: registerRequestSchema.shape.email,
  currentPassword: z.optional(
    z
      .string({ message: accountMessages.currentPasswordRequired })
      .check(z.maxLength(MAX_PASSWORD_LENGTH, authMessages.passwordTooLong)),
  ),
});
export type ChangeEmailRequest = z.input<typeof changeEmailRequestSchema>;
