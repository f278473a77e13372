// An entry's conversation: its reference, the acknowledgement emailed to its sender and the emails that came back.
// Without zod, like staff.ts; the answer's zod schema is in staff-schemas.ts.

/** The inbox kinds that have a conversation: people who wrote and can be written back to. */
export const threadKinds = ["contact", "application"] as const;
export type ThreadKind = (typeof threadKinds)[number];

/**
 * acknowledgement: the receipt we sent; inbound: an email that came back (a reply, or a new message); reply: an
 * answer staff wrote in the console.
 */
export const threadDirections = ["acknowledgement", "inbound", "reply"] as const;
export type ThreadDirection = (typeof threadDirections)[number];

/**
 * Where an email we send is: waiting in the outbox, sent, or refused by the mail server at the last try; or, for an
 * acknowledgement, withheld: its address had been sent its day's acknowledgements already, so it never went.
 */
export const deliveryStates = ["queued", "sent", "failed", "withheld"] as const;
export type DeliveryState = (typeof deliveryStates)[number];

/** An entry's reference: VC- and six characters of Crockford's base 32 (no I, L, O or U). */
export const REFERENCE_PATTERN = /^VC-[0-9A-HJKMNP-TV-Z]{6}$/;

export interface ThreadMessage {
  id: string;
  direction: ThreadDirection;
  /** The email's Message-ID, without angle brackets. */
  messageId: string;
  fromAddress: string;
  fromName: string;
  subject: string;
  /** Plain text; an HTML-only email was turned into text. */
  body: string;
  /** Attachments the email had; they are not stored. */
  attachmentsNotKept: number;
  /** The staff member who wrote a reply, by name; null for the other emails. */
  author: string | null;
  /** When it was queued (ours) or received. */
  at: string;
  /** For the emails we send; null for those that came in. */
  delivery: { state: DeliveryState; error: string | null } | null;
  /**
   * An email that came in whose text could not be read (in time, or at all) is kept as received, for staff to
   * download (GET …/emails/{id}/raw): its size. Null otherwise.
   */
  raw: { bytes: number } | null;
}

/**
 * An email that named another entry (by In-Reply-To, References or the reference in its subject) but came from
 * another address than that entry's: it became an entry of its own, which claims the other one until staff attach it.
 */
export interface InboundClaim {
  /** The reference of the entry it names. */
  reference: string;
  kind: ThreadKind;
  id: string;
  /** When staff attached the email to that entry, and who; null until then. */
  attachedAt: string | null;
  attachedBy: string | null;
}

export const conversationTexts = {
  attachmentsNotKept: (count: number) =>
    count === 1 ? "1 attachment not kept" : `${count} attachments not kept`,
  acknowledgementWithheld: "Acknowledgement withheld",
  withheldReason:
    "Not sent: this address had already been sent its acknowledgements for the day, whoever gave it. The entry is " +
    "kept; reply if it is real.",
  /** Said in an email's stored text when the rest of its HTML was too deeply nested to turn into text. */
  htmlCut: "The rest of this email's HTML was nested too deeply to be shown as text.",
  /** An email given up on: its text is this note, and the original is kept. */
  notReadInTime: (seconds: string) =>
    `This email could not be read within ${seconds}. Its original is kept: download it to read it.`,
  notReadable: "This email could not be read. Its original is kept: download it to read it.",
} as const;

/** What the console says of an email from a different sender, and of attaching it. */
export const claimTexts = {
  badge: "Different sender",
  /** The list's and the detail's short form. */
  claims: (reference: string) => `Claims ${reference}`,
  explanation: (reference: string) =>
    `This email names ${reference}, but it comes from another address than that entry's, so it was not filed ` +
    "there. If it is from the same person, attach it.",
  attach: (reference: string) => `Attach to ${reference}`,
  attached: (reference: string) => `Attached to ${reference}.`,
  attachedBy: (reference: string, who: string, when: string) =>
    `Attached to ${reference} by ${who} on ${when}.`,
  open: (reference: string) => `Open ${reference}`,
  failed: "The email could not be attached. Please try again.",
  download: "Download the original email",
} as const;
