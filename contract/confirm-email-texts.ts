// The page a new address's link opens (/confirm-email): its texts and the answers of POST /api/account/email/confirm,
// without zod (the page checks nothing). The request's schema is in confirm-email.ts.

// The link in the email opens /confirm-email#token=…; the page posts the token when the person confirms.
export const emailChangeLinkProblems = ["invalid", "used", "expired", "taken"] as const;
export type EmailChangeLinkProblem = (typeof emailChangeLinkProblems)[number];

export const confirmEmailTexts = {
  title: "Confirm your new email address",
  lead: "Follow this step to make the address your Verdant Collective account signs in with.",
  reading: "Reading your link...",
  ask: "Use the address this link was sent to as the email of your account?",
  confirm: "Confirm the new address",
  busy: "Confirming...",
  failure: "Sorry, we could not change your email address. Please try again.",
  retry: "Try again",
  toAccount: "Go to your account",
  problems: {
    invalid:
      "This link is not valid. Please use the link from your most recent email, or ask again from your account page.",
    used: "This link was already used.",
    expired: "This link has expired. Please ask again from your account page.",
    taken: "This address now belongs to another account, so your email address stays as it was.",
  } satisfies Record<EmailChangeLinkProblem, string>,
} as const;

export function emailChanged(email: string): string {
  return `Your email address is now ${email}.`;
}

export interface EmailChangeConfirmed {
  message: string;
  email: string;
}

export interface EmailChangeLinkError {
  message: string;
  code: EmailChangeLinkProblem;
}
