// The staff console's contract (GET/POST /api/staff/*, /api/auth/2fa): roles, the inbox's filters and answers, and
// the texts the server and the /staff page share. Without zod, so the page's bundle stays small; the zod schemas
// (server and OpenAPI document) are in staff-schemas.ts.

import type { ApplicationFileInfo } from "./application-files.ts";
import type { InboundClaim, ThreadMessage } from "./conversations.ts";
import { applicationStages } from "./pipeline.ts";
import type { InboxView } from "./inbox-views.ts";
import type { Assignee, AssignmentFilter } from "./team.ts";

/** Every account has one role; new accounts are visitors. Staff read and handle the inbox; admins also manage roles. */
export const roles = ["visitor", "staff", "admin"] as const;
export type Role = (typeof roles)[number];

/** A stored role as the contract knows it: anything unexpected counts as a visitor, who may do nothing more. */
export function asRole(value: unknown): Role {
  return (roles as readonly unknown[]).includes(value) ? (value as Role) : "visitor";
}

export const inboxKinds = ["contact", "application", "subscription"] as const;
export type InboxKind = (typeof inboxKinds)[number];

/**
 * Where a contact message or a subscription is in staff's hands, following the conversation: new until someone
 * handles it; open while it is staff's turn; waiting-for-sender after a staff reply, until the sender answers (then
 * open again, marked); snoozed until a date (then open again, marked); done. Staff may set any of them by hand. An
 * application has a pipeline stage instead (pipeline.ts).
 */
export const handlingStatuses = ["new", "open", "waiting-for-sender", "snoozed", "done"] as const;
export type HandlingStatus = (typeof handlingStatuses)[number];

export const handlingStatusLabels: Record<HandlingStatus, string> = {
  new: "New",
  open: "Open",
  "waiting-for-sender": "Waiting for sender",
  snoozed: "Snoozed",
  done: "Done",
};

/** The statuses staff may set in the console, on messages and subscriptions. */
export const staffStatuses = handlingStatuses;

/**
 * Why an entry is marked for staff's attention: the sender answered, or its snooze ended, since staff last opened
 * it. Opening the entry clears the mark.
 */
export const entryMarkers = ["new-reply", "snooze-ended"] as const;
export type EntryMarker = (typeof entryMarkers)[number];

export const entryMarkerLabels: Record<EntryMarker, string> = {
  "new-reply": "New reply",
  "snooze-ended": "Snooze ended",
};

/** How far ahead an entry may be snoozed. */
export const SNOOZE_MAX_DAYS = 366;

/** A member of staff who opened the entry this recently is named by the reply composer before a reply is sent. */
export const RECENT_OPENING_MINUTES = 5;

/** Another member of staff who opened the entry within RECENT_OPENING_MINUTES. */
export interface EntryOpening {
  name: string;
  openedAt: string;
}

/** GET /api/staff/inbox/{kind}/{id}/openings: the others who opened it lately, most recent first. */
export interface EntryOpenings {
  openings: EntryOpening[];
  withinMinutes: number;
}

/** "Ada Lovelace opened this 3 minutes ago", as the composer says it. */
export function openingText(opening: EntryOpening, now: Date = new Date()): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - Date.parse(opening.openedAt)) / 60_000));
  const ago =
    minutes === 0 ? "less than a minute ago" : `${minutes} ${minutes === 1 ? "minute" : "minutes"} ago`;
  return `${opening.name} opened this ${ago}.`;
}

/** An entry's status: its handling status, or an application's stage. */
export const entryStatuses = [...handlingStatuses, ...applicationStages] as const;
export type EntryStatus = (typeof entryStatuses)[number];

export const spamVerdicts = ["clean", "spam", "released"] as const;
export type SpamVerdictName = (typeof spamVerdicts)[number];

/** The inbox's verdict filter: one verdict, everything but spam (the default), or everything. */
export const verdictFilters = [...spamVerdicts, "not-spam", "any"] as const;
export type VerdictFilter = (typeof verdictFilters)[number];

export const INBOX_PAGE_DEFAULT = 25;
export const INBOX_PAGE_MAX = 100;
export const RECOVERY_CODE_COUNT = 10;

/** What the console says itself too: apart from staffMessages, so the console's bundle carries only these. */
export const staffConsoleTexts = {
  title: "Staff console",
  lead: "Messages, applications and subscribers sent through the website.",
  signInLead: "Please sign in with a staff account.",
  signIn: "Sign in",
  checking: "Checking your session...",
  home: "Go to the home page",
  staffOnly: "This page is for staff of the collective only.",
  withdrawnByApplicant: "The applicant withdrew this application, so its status stays Withdrawn.",
} as const;

export const staffMessages = {
  signInRequired: "Please sign in to continue.",
  staffOnly: staffConsoleTexts.staffOnly,
  adminOnly: "Only administrators can do this.",
  secondFactorRequired: "Enter the code from your authenticator app to continue.",
  enrolmentRequired: "Set up two-step verification to continue.",
  alreadyEnrolled: "Two-step verification is already set up for this account.",
  notEnrolling: "Start the set-up of two-step verification first.",
  notEnrolled: "This account has no two-step verification set up.",
  invalidCode: "That code is not valid. Check your authenticator app and try again.",
  tooManyCodes: "Too many codes tried. Please wait a few minutes and try again.",
  entryNotFound: "No such entry.",
  snoozeNeedsDate: "Choose the date the entry should come back.",
  snoozeInPast: "Choose a date in the future to snooze until.",
  snoozeTooFar: `Snooze for at most ${SNOOZE_MAX_DAYS} days.`,
  notSpam: "This entry is not kept aside as spam.",
  alreadySpam: "This entry is already marked as spam.",
  accountNotFound: "No account has this email address.",
  ownRole: "Administrators cannot change their own role.",
  lastAdmin:
    "This is the only admin account, so it keeps the admin role: make another account an admin first.",
  unverifiedAccount:
    "This account has not verified its email address yet. Ask its owner to follow the link in the verification email, then try again.",
  invalidCursor: "The page link is not valid; start from the first page.",
  withdrawnByApplicant: staffConsoleTexts.withdrawnByApplicant,
  applicationUsesStages: "An application moves through stages: use its stage instead of a status.",
  notClaiming: "This entry is not an email from a different sender: there is nothing to attach.",
  alreadyAttached: "This email was attached to the entry it names already.",
  claimedEntryGone: "The entry this email names no longer exists, so it cannot be attached.",
  emailNotFound: "No such email, or its original was not kept.",
  fileNotFound: "No such file on this application.",
  fileDamaged:
    "The stored copy of this file no longer matches its checksum, so it is not sent. Restore it from a backup.",
} as const;

/** The machine-readable reasons of the console's 403 and 409 answers. */
export const staffErrorCodes = ["second-factor-required", "staff-only", "admin-only"] as const;
export type StaffErrorCode = (typeof staffErrorCodes)[number];

export interface InboxFilter {
  kind?: InboxKind;
  /** The contact message's category, the application's position or the subscription's list. */
  category?: string;
  status?: EntryStatus;
  verdict?: VerdictFilter;
  /** Inclusive UTC days, YYYY-MM-DD. */
  from?: string;
  to?: string;
  /**
   * Words to look for in names, addresses, subjects and texts (each word also matches as a prefix); a reference alone
   * (VC-7K3Q9M) finds the entry it names.
   */
  q?: string;
  /** Entries assigned to whoever asks, or to nobody (messages and applications only). */
  assigned?: AssignmentFilter;
  /** One of the inbox's views (inbox-views.ts); the other filters narrow it. */
  view?: InboxView;
}

export interface InboxItem {
  kind: InboxKind;
  id: string;
  receivedAt: string;
  name: string;
  email: string;
  /** What it is about, as staff read it: the subject, the position's title, or the list's name. */
  about: string;
  category: string;
  /** A handling status for a message or a subscription; the pipeline stage for an application. */
  status: EntryStatus;
  verdict: SpamVerdictName;
  /** Why the spam signals kept it aside; empty otherwise. */
  spamReason: string;
  /** The member of staff the entry is assigned to; null while nobody has it. */
  assignee: Assignee | null;
  /**
   * A message made from an email from a different sender: the reference of the entry it names, until staff attach
   * it there (InboxDetail.claim). Null for every other entry.
   */
  claimedReference: string | null;
  /**
   * Its sender's acknowledgement was withheld: their address had been sent its day's acknowledgements already
   * (a message or an application; always false for a subscription).
   */
  acknowledgementWithheld: boolean;
  /** The reference its sender was given (VC-7K3Q9M), as every email names it; null for a subscriber. */
  reference: string | null;
  /** Set when the sender answered, or a snooze ended, since staff last opened the entry. */
  marker: EntryMarker | null;
  /** While snoozed: when it comes back (as open, marked). */
  snoozedUntil: string | null;
  /** Since when it has had its status or stage (its receipt, when nobody changed it): what "waiting" measures. */
  statusSince: string;
}

export interface InboxPage {
  items: InboxItem[];
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
}

export interface InboxNote {
  id: string;
  author: string;
  body: string;
  createdAt: string;
}

export interface InboxHistoryEntry {
  action: string;
  actor: string;
  at: string;
  detail: string;
}

export interface InboxDetail {
  item: InboxItem;
  /** Every stored field, as text, in a fixed order. */
  fields: { name: string; value: string }[];
  statusChangedBy: string | null;
  statusChangedAt: string | null;
  notes: InboxNote[];
  history: InboxHistoryEntry[];
  /** The reference the sender was given (VC-7K3Q9M); null for subscribers and entries stored before references. */
  reference: string | null;
  /** The acknowledgement sent and the emails that came back, oldest first. */
  thread: ThreadMessage[];
  /** For a message made from an email from a different sender: the entry it names, attached or not. */
  claim: InboundClaim | null;
  /** The files sent with an application (a CV, a portfolio), to download; empty for other kinds. */
  files: ApplicationFileInfo[];
  /** Whether the applicant's private link (ADR 0048) opens the application; null for other kinds. */
  privateLink: boolean | null;
}

export interface SecondFactorState {
  role: Role;
  enrolled: boolean;
  verified: boolean;
}

export interface Enrolment {
  secret: string;
  otpauthUrl: string;
  recoveryCodes: string[];
}

export interface StaffAccount {
  id: string;
  name: string;
  email: string;
  role: Role;
  enrolled: boolean;
  /** The owner followed the verification link; staff rights are granted only then. */
  emailVerified: boolean;
}

export interface AuditEntry {
  id: string;
  at: string;
  actor: string;
  action: string;
  targetKind: string;
  targetId: string;
  detail: string;
}

export interface AuditPage {
  entries: AuditEntry[];
  nextCursor: string | null;
}

/** What the staff console says about an application's private link (ADR 0048). */
export const staffApplicationLinkTexts = {
  title: "Private link",
  live: "The applicant can follow this application from the private link in its acknowledgement.",
  none: "No private link works for this application.",
  revoke: "Turn off the private link",
  revoking: "Turning off...",
  revoked: "The private link is turned off. The application is unchanged.",
  tooMany: "You have turned off many links just now. Please try again in a few minutes.",
} as const;
