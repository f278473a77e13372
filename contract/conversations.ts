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
}

export const conversationTexts = {
  attachmentsNotKept: (count: number) =>
    count === 1 ? "1 attachment not kept" : `${count} attachments not kept`,
  acknowledgementWithheld: "Acknowledgement withheld",
  withheldReason:
    "Not sent: this address had already been sent its acknowledgements for the day, whoever gave it. The entry is " +
    "kept; reply if it is real.",
} as const;
