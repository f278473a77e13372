import type { AccountApplication } from "./account-data.ts";

// The page an applicant follows one application on without an account, /careers/application#token=…, reached
// from the private link in the acknowledgement email (ADR 0048). Browser side, without zod: texts and plain
// interfaces; the zod schemas are in application-follow-schemas.ts. The stage's words are the account page's
// (applicationStatusWords in account-data.ts): one text per stage, wherever an applicant reads it.

/** The path of the page; the token follows in the fragment, which no server or log sees. */
export const APPLICATION_PAGE_PATH = "/careers/application";

export const applicationLink = (origin: string, token: string) =>
  `${origin}${APPLICATION_PAGE_PATH}#token=${encodeURIComponent(token)}`;

export const applicationFollowMessages = {
  /** Unknown, revoked or erased: one answer, so it tells nobody which. */
  notFound:
    "This link does not open an application. It may be incomplete, turned off, or its application deleted.",
  withdrawn: "Your application is withdrawn. Our team will not consider it further.",
  alreadyWithdrawn: "You have already withdrawn this application.",
  applicationClosed: "This application is closed, so it can no longer be withdrawn.",
  revoked:
    "This link is turned off. It no longer opens your application, on any device. To ask about your application, reply to our acknowledgement email.",
} as const;

export const applicationFollowTexts = {
  lead: "Where your application stands, the emails about it, and withdrawing it. This page opens with the private link from the email we sent when you applied; it does not sign you in.",
  reading: "Opening your application...",
  noLink:
    "This page opens with the private link in the email we sent when you applied. This link is incomplete: please open it again from that email.",
  noScript:
    "This page needs JavaScript: your browser reads the private link and asks us where your application stands. Without it, reply to our acknowledgement email and we will tell you.",
  failed: "Sorry, we could not open your application. Please try again.",
  retry: "Try again",
  appliedOn: "Applied",
  reference: "Reference",
  stageTitle: "Where it stands",
  withdrawnOn: "You withdrew it on",
  emailsTitle: "Emails about this application",
  emailsEmpty: "No emails yet.",
  fromUs: "From us",
  fromYou: "From you",
  withdrawTitle: "Withdraw your application",
  withdrawLead: "Our team will stop considering it. To apply again, send a new application.",
  withdrawOpen: "Withdraw...",
  withdrawDialogTitle: "Withdraw this application?",
  withdrawConfirm: "Withdraw application",
  withdrawing: "Withdrawing...",
  withdrawCancel: "Keep it",
  withdrawFailed: "Sorry, we could not withdraw your application. Please try again.",
  linkTitle: "This private link",
  linkLead:
    "Anyone who has this link can see where your application stands and withdraw it. If you shared it by mistake, turn it off.",
  revokeOpen: "Turn off this link...",
  revokeDialogTitle: "Turn off this link?",
  revokeDialogLead:
    "It will stop working at once, on every device. We cannot send you a new one, but you can always reply to our acknowledgement email.",
  revokeConfirm: "Turn off the link",
  revoking: "Turning off...",
  revokeCancel: "Keep it",
  revokeFailed: "Sorry, we could not turn off the link. Please try again.",
} as const;

/** One email of the application's conversation, as its applicant reads it. */
export interface FollowedEmail {
  id: string;
  /** "us": what we sent (the acknowledgement, replies, stage emails); "you": what the applicant wrote back. */
  from: "us" | "you";
  subject: string;
  /** Plain text. The acknowledgement's copy leaves out the private link. */
  body: string;
  at: string;
}

export interface FollowedApplication {
  application: AccountApplication & {
    /** The reference every email about it carries (VC-7K3Q9M); null for applications older than references. */
    reference: string | null;
    /** When its applicant withdrew it; null while it is not withdrawn. */
    withdrawnAt: string | null;
  };
  /** Oldest first. */
  emails: FollowedEmail[];
}

export interface ApplicationFollowChange extends FollowedApplication {
  message: string;
}

export interface ApplicationLinkRevoked {
  message: string;
}
