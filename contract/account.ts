import { z } from "./zod.ts";
import { authMessages, FRESH_SIGN_IN_MINUTES, MAX_PASSWORD_LENGTH } from "./auth-texts.ts";
import { newPasswordSchema } from "./auth.ts";

// The signed-in person's own account, under /api/account: the sessions on every device, and the password.

/** The headings and leads of /account's own sections (the others name theirs in their contract modules). */
export const accountTexts = {
  passwordTitle: "Password",
  passwordLead: "Changing it signs you out on every other device. Forgot it?",
  passwordForgotLink: "Get a link by email",
  sessionsTitle: "Where you are signed in",
  sessionsLead: "Sign out any device you do not recognise, then change your password.",
  profileTitle: "Your details",
  connectionsTitle: "Sign-in methods",
  loading: "Loading...",
  /** The side navigation (from lg) and the labels of the panels that group the sections. */
  navLabel: "Account sections",
  profileGroup: "Profile",
  securityGroup: "Sign-in and security",
  activityGroup: "Applications and subscriptions",
  dataGroup: "Your data",
  verifyTitle: "Your email address is not verified yet",
} as const;

export const accountMessages = {
  currentPasswordWrong: "Your current password is not correct.",
  currentPasswordRequired: "Please enter your current password",
  sessionNotFound: "No such session of yours.",
  passwordChanged: "Your password is changed. Every other device was signed out.",
  signInAgainToSetPassword: `Your account has no password yet. To set one, confirm that it is you with one of your passkeys, or sign out, sign in again (with Google, Facebook or a passkey) and set it within ${FRESH_SIGN_IN_MINUTES} minutes.`,
  passkeyNotConfirmed:
    "Your passkey could not confirm that it is you, so your password was not changed. Please try again.",
} as const;

/** One place the account is signed in. `current`: the session of the request itself. */
export interface AccountSession {
  id: string;
  /** "Firefox on Windows"; null when the browser did not say. */
  device: string | null;
  signedInAt: string;
  lastSeenAt: string;
  current: boolean;
}

export interface AccountSessions {
  sessions: AccountSession[];
}

export interface EndedSessions {
  ended: number;
}

/**
 * A new password under the registration's rules. `currentPassword` is required when the account has a password;
 * an account without one (made through Google or Facebook) sets its first one after a fresh sign-in, or with a
 * passkey's confirmation (`passkey`, in contract/owner-proof-schemas.ts: the server's and the API's full request).
 */
export const changePasswordRequestSchema = z.object({
  currentPassword: z.optional(
    z
      .string({ message: accountMessages.currentPasswordRequired })
      .check(z.maxLength(MAX_PASSWORD_LENGTH, authMessages.passwordTooLong)),
  ),
  newPassword: newPasswordSchema.shape.password,
});
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

export interface ChangePasswordResponse {
  message: string;
}
