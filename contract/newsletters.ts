// Newsletter editions and event announcements written in the staff console (ADR 0050): their plain types and the
// texts the console and the server share. Without zod, so the console's bundle stays small; the zod schemas (server
// and OpenAPI document) are in newsletters-schemas.ts.
import type { SubscriptionList } from "./subscription-lists.ts";

export const EDITION_SUBJECT_MAX = 150;
export const EDITION_BODY_MAX = 50_000;

/**
 * draft: written and changed freely, sent to nobody but tests. sending: its recipients are fixed and handed to the
 * outbox at the configured rate. sent: every recipient was handed to the outbox (delivery may still be under way).
 */
export const editionStatuses = ["draft", "sending", "sent"] as const;
export type EditionStatus = (typeof editionStatuses)[number];

/** What became of an edition's recipients, counted from their rows (server/newsletters/edition-counts.ts). */
export interface EditionCounts {
  /** Confirmed subscribers of the list when sending began. */
  recipients: number;
  /** Not yet handed to the outbox (the rate limit holds them back). */
  queued: number;
  /** Handed to the mail server. */
  sent: number;
  /** Came back as bounces (delivery status notifications), or still failing in the outbox. */
  failed: number;
  /** Not sent: unsubscribed, or the address bounces, by the time their turn came. */
  skipped: number;
  /** Recipients who unsubscribed after this edition went out (and before the list's next edition). */
  unsubscribedAfter: number;
}

export interface EditionSummary {
  id: string;
  list: SubscriptionList;
  subject: string;
  status: EditionStatus;
  /** Its page on the site once sending began (/newsletters/<slug>), else null. */
  archivePath: string | null;
  createdBy: string;
  updatedAt: string;
  sendStartedAt: string | null;
  /** When the last recipient was handed to the outbox. */
  handedOutAt: string | null;
  counts: EditionCounts;
}

export interface Edition extends EditionSummary {
  /** Markdown, as written. */
  body: string;
}

export interface EditionList {
  editions: EditionSummary[];
}

export interface EditionInput {
  list: SubscriptionList;
  subject: string;
  body: string;
}

/** Who would receive the edition if it were sent now. */
export interface EditionAudience {
  list: SubscriptionList;
  /** Confirmed subscribers whose address does not bounce. */
  recipients: number;
  /** Confirmed subscribers left out because their address bounces. */
  bouncing: number;
}

export interface SendRequest {
  /** The recipient count the confirmation showed; a different count now is refused (409), so nobody sends blind. */
  expectedRecipients: number;
}

export interface TestSent {
  to: string;
  message: string;
}

export const newsletterTexts = {
  subjectRequired: "Please give the edition a subject.",
  subjectTooLong: `A subject must be at most ${EDITION_SUBJECT_MAX} characters.`,
  bodyRequired: "Please write the edition.",
  bodyTooLong: `An edition must be at most ${EDITION_BODY_MAX} characters.`,
  list: "list must be newsletter or events",
  expectedRecipients: "expectedRecipients must be the number of recipients the confirmation showed",
  notFound: "No such edition.",
  notDraft: "This edition is being sent or was sent: it can no longer be changed.",
  audienceChanged: (now: number) =>
    `The number of recipients changed to ${now.toLocaleString("en")} since you checked. Please confirm again.`,
  noRecipients: "The list has no confirmed subscribers to send to.",
  tooManyTests: "Too many test emails. Please wait a few minutes and try again.",
  tooManyChanges: "Too many changes to editions. Please wait a few minutes and try again.",
  testSent: (to: string) => `A test email is on its way to ${to}.`,
  testSubjectPrefix: "[Test] ",
} as const;

/** The label of an edition's status in the console. */
export const editionStatusLabels: Record<EditionStatus, string> = {
  draft: "Draft",
  sending: "Sending",
  sent: "Sent",
};

/** Each list as the footer names it ("You get this email because you subscribed to …"). */
export const listTitles: Record<SubscriptionList, string> = {
  newsletter: "the Verdant Collective newsletter",
  events: "Verdant Collective event announcements",
};

/** The archive's address of an edition. */
export const editionPath = (slug: string) => `/newsletters/${slug}`;

/**
 * The archive on the site (/newsletters, /newsletters/<slug>, /newsletters/feed.atom): its page is prerendered as a
 * shell (app/views/newsletters.tsx) that the server fills from the database (server/newsletters/archive-pages.ts).
 */
export const newsletterArchive = {
  path: "/newsletters",
  feed: {
    path: "/newsletters/feed.atom",
    title: "Verdant Collective newsletters",
    subtitle: "Every newsletter and event announcement Verdant Collective sends, as it was sent.",
    label: "Follow new editions (Atom feed)",
  },
  /** Each list's name on an edition. */
  listLabels: { newsletter: "Newsletter", events: "Event announcement" } satisfies Record<
    SubscriptionList,
    string
  >,
  editionsHeading: "Editions",
  empty: "No edition has been sent yet. Subscribe to get the first one in your inbox.",
  allEditions: "All editions",
} as const;
