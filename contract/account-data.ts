import { FRESH_SIGN_IN_MINUTES } from "./auth-texts.ts";
import type { PasskeySignInRequest } from "./passkeys.ts";
import type { ApplicationStage } from "./pipeline.ts";
import { subscriptionListNames } from "./subscription-lists.ts";
import type { SubscriptionList } from "./subscription-texts.ts";

// The signed-in person's data under /api/account: download it, delete the account, the applications sent from the
// account's verified address (withdraw one), and the newsletter and event subscriptions of that address. Browser
// side, without zod: texts and plain interfaces; the zod schemas of requests and answers are in
// account-data-schemas.ts, so the forms of every other page do not carry the checks only these routes use.

/** Why an /api/account answer refused: the account's address is not verified, so nothing sent from it is shown. */
export const accountDataErrorCodes = ["email-unverified", "already-withdrawn", "application-closed"] as const;
export type AccountDataErrorCode = (typeof accountDataErrorCodes)[number];

export const accountDataMessages = {
  emailUnverified:
    "Verify your email address first: follow the link in the email we sent you. Until then we cannot tell that the applications and subscriptions of this address are yours.",
  applicationNotFound: "No such application of yours.",
  alreadyWithdrawn: "You have already withdrawn this application.",
  applicationClosed: "This application is closed, so it can no longer be withdrawn.",
  withdrawn: "Your application is withdrawn. Our team will not consider it further.",
  subscribed: (list: SubscriptionList) => `You are subscribed to ${listWords[list]}.`,
  unsubscribed: (list: SubscriptionList) => `You are unsubscribed from ${listWords[list]}.`,
  passwordRequired: "Please enter your password to confirm",
  passwordWrong: "That password is not correct, so your account was not deleted.",
  emailRequired: "Please type your email address to confirm",
  emailMismatch: "That is not your account's email address, so your account was not deleted.",
  usePassword: "This account has a password: please confirm with it.",
  noPassword: "This account has no password: please confirm by typing its email address.",
  signInAgain: `This account has no password. To delete it, confirm with one of your passkeys, or sign out, sign in again (with Google, Facebook or a passkey) and delete it within ${FRESH_SIGN_IN_MINUTES} minutes.`,
  lastAdmin:
    "You are the only admin, so your account cannot be deleted yet: the site would have nobody to manage staff roles. Make another account an admin first (in the staff console, or with npm run staff -- grant <email> --admin).",
  passkeyNotConfirmed:
    "Your passkey could not confirm that it is you, so your account was not deleted. Please try again.",
  deleted: "Your account is deleted and you are signed out. We have sent a notice to your email address.",
  tooManyDownloads:
    "You have downloaded your data several times just now. Please try again in a few minutes.",
} as const;

const listWords: Record<SubscriptionList, string> = {
  newsletter: "the newsletter",
  events: "event announcements",
};

/**
 * What an applicant reads for each stage staff move the application to in the console (contract/pipeline.ts): the
 * words of the person waiting for an answer, not of the team handling the inbox.
 */
export const applicationStatusWords: Record<ApplicationStage, { label: string; description: string }> = {
  received: {
    label: "Received",
    description: "We have your application. Our team has not started reviewing it yet.",
  },
  "in-review": {
    label: "Under review",
    description: "Our team is reviewing your application. We will write to you by email.",
  },
  interview: {
    label: "Interview",
    description: "We would like to talk with you. We write to you by email to agree on a time.",
  },
  offer: {
    label: "Offer",
    description: "We are making you an offer. We write to you by email with the details.",
  },
  hired: {
    label: "Hired",
    description: "Welcome to the collective. Your future colleagues will be in touch about your first days.",
  },
  declined: {
    label: "Not taken further",
    description:
      "Our team has decided not to take this application further. If you have not heard from us, please get in touch through the contact page.",
  },
  withdrawn: {
    label: "Withdrawn",
    description: "You withdrew this application. Our team will not consider it further.",
  },
};

/** An applicant may withdraw an application that is still open. */
export const withdrawableStatuses: readonly ApplicationStage[] = [
  "received",
  "in-review",
  "interview",
  "offer",
];

export const accountDataTexts = {
  dataTitle: "Your data",
  dataLead:
    "Download everything we store about you as a JSON file: your account, where you are signed in, and what you sent us from your verified email address.",
  download: "Download your data",
  downloading: "Preparing...",
  downloaded: "Your data is downloaded. Keep the file somewhere safe: it holds your personal details.",
  downloadFailed: "Sorry, we could not prepare your data. Please try again.",
  deleteTitle: "Delete your account",
  deleteLead:
    "This removes your account at once: your sign-in methods and every session on every device. Messages, applications and subscriptions you sent from your address are not part of the account and are kept for their own periods:",
  deleteOpen: "Delete your account...",
  deleteDialogTitle: "Delete your account?",
  deleteDialogLead:
    "This cannot be undone. You will be signed out everywhere, and you will need to register again to use an account.",
  deletePassword: "Your password",
  deleteEmail: "Type your email address",
  deleteEmailHint: "For an account without a password: typing its address confirms that you mean it.",
  useEmailInstead: "No password? Confirm with your email address instead",
  usePasswordInstead: "Confirm with your password instead",
  usePasskey: "Confirm with a passkey",
  usingPasskey: "Waiting for your passkey...",
  deleteConfirm: "Delete my account",
  deleting: "Deleting...",
  deleteCancel: "Keep my account",
  deleteFailed: "Sorry, we could not delete your account. Please try again.",
  privacyLink: "see our Privacy Policy",
  deletedHome: "Go to the home page",
  applicationsTitle: "Your applications",
  /** Where a list of the verified address's entries would be; the page's one banner says why (emailUnverified). */
  unverifiedList: "Shown here once your email address is verified.",
  applicationsLead: "The job applications sent from your verified email address, and where each one stands.",
  applicationsEmpty: "No applications were sent from your email address.",
  applicationsFailed: "Sorry, we could not load your applications.",
  appliedOn: "Applied",
  withdrawOpen: "Withdraw",
  withdrawDialogTitle: "Withdraw this application?",
  withdrawDialogLead: "Our team will stop considering it. To apply again, send a new application.",
  withdrawConfirm: "Withdraw application",
  withdrawing: "Withdrawing...",
  withdrawCancel: "Keep it",
  withdrawFailed: "Sorry, we could not withdraw your application. Please try again.",
  subscriptionsTitle: "Your subscriptions",
  subscriptionsLead:
    "Choose what we email to your verified address. Changes apply at once: no confirmation email is needed here.",
  subscriptionsFailed: "Sorry, we could not load your subscriptions.",
  subscriptionFailed: "Sorry, we could not change your subscription. Please try again.",
  subscribe: "Subscribe",
  unsubscribe: "Unsubscribe",
  saving: "Saving...",
} as const;

/** How an address stands on one list, as the account page shows it. */
export const subscriptionStates = ["subscribed", "pending", "not-subscribed"] as const;
export type SubscriptionState = (typeof subscriptionStates)[number];

export const listTexts: Record<SubscriptionList, { name: string; description: string }> = {
  newsletter: {
    name: subscriptionListNames.newsletter,
    description: "Our latest insights and research, about once a month.",
  },
  events: {
    name: subscriptionListNames.events,
    description: "Webinars, workshops and conferences as we announce them.",
  },
};

export const subscriptionStateWords: Record<SubscriptionState, string> = {
  subscribed: "Subscribed",
  pending: "Not yet: a confirmation email is waiting in your inbox. Subscribe here to skip it.",
  "not-subscribed": "Not subscribed",
};

export interface AccountApplication {
  id: string;
  /** The job's id (content/jobs/<id>.md) and its title (the id, if the job has since been removed). */
  position: string;
  positionTitle: string;
  appliedAt: string;
  /** Its stage in the pipeline. */
  status: ApplicationStage;
  /** applicationStatusWords[status], sent so other clients show the same words. */
  statusLabel: string;
  statusDescription: string;
  canWithdraw: boolean;
}

export interface AccountApplications {
  applications: AccountApplication[];
}

export interface WithdrawnApplication {
  application: AccountApplication;
  message: string;
}

export interface AccountSubscription {
  list: SubscriptionList;
  state: SubscriptionState;
}

export interface AccountSubscriptions {
  subscriptions: AccountSubscription[];
}

export interface ChangedSubscription extends AccountSubscriptions {
  message: string;
}

export interface AccountDataError {
  message: string;
  code: AccountDataErrorCode;
}

export interface AccountDeleted {
  message: string;
}

/** POST /api/account/subscriptions: subscribe to (`subscribed` true), or unsubscribe from, one list. */
export interface SubscriptionChange {
  list: SubscriptionList;
  subscribed: boolean;
}

/**
 * POST /api/account/delete: how the person confirms. An account with a password confirms with it; an account
 * without one (made through Google or Facebook) types its email address. Further methods (a passkey) join this
 * union (the server's schema: account-data-schemas.ts).
 */
export type DeleteAccountRequest =
  | { method: "password"; password: string }
  | { method: "email"; email: string }
  // The browser's answer to the challenge of POST /api/account/passkeys/confirm/options.
  | { method: "passkey"; response: PasskeySignInRequest["response"] };
