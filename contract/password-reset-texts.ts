import { minutesText, type VerificationLinkProblem } from "./auth-texts.ts";

// The texts of a forgotten password, apart from the other account texts so that only the pages that use them load
// them (the login page takes the link's words alone).

export const forgotPasswordLink = "Forgot password?";

export type ResetLinkProblem = VerificationLinkProblem;

// Forgotten password: /forgot-password asks for the email, the emailed link opens /reset-password.
export const passwordResetTexts = {
  forgotTitle: "Forgot your password?",
  forgotLead: "Enter the email address of your account. We will send you a link to choose a new password.",
  send: "Send the link",
  sending: "Sending...",
  // The same answer whether or not the address has an account, so the page tells nobody who is registered.
  sent: "If an account uses this address, we have sent it a link to choose a new password. The link works for 30 minutes. Please check your inbox.",
  resetTitle: "Choose a new password",
  resetLead: "Choose the password you will sign in with from now on.",
  newPassword: "New password",
  confirmPassword: "Repeat the new password",
  save: "Save the new password",
  saving: "Saving...",
  done: "Your new password is set. Every other device was signed out.",
  signIn: "Sign in",
  askAgain: "Ask for a new link",
  failure: "Sorry, we could not save your password. Please try again.",
  problems: {
    invalid: "This link is not valid. Please use the link from your most recent email, or ask for a new one.",
    used: "This link was already used. Ask for a new one if you still need to choose a password.",
    expired: "This link has expired. Please ask for a new one.",
  } satisfies Record<ResetLinkProblem, string>,
  chooseAfterVerify:
    "Your email address is verified. To keep this account yours, choose its password now: what was set up for it before you verified it no longer works, and every device was signed out.",
  emailSubject: "Choose a new password for your Verdant Collective account",
  changedSubject: "Your Verdant Collective password was changed",
} as const;

export interface PasswordResetResponse {
  message: string;
}

export function tooManyResetRequests(retryAfterSeconds: number): string {
  return `Too many requests for a new password. Please try again in ${minutesText(retryAfterSeconds)}.`;
}
