// The texts of replies staff write in the console, without zod so the console's bundle pulls no schema.
import type { DeliveryState, ThreadDirection } from "./conversations.ts";

export const REPLY_MAX_LENGTH = 20_000;

export const replyTexts = {
  empty: "Please write a reply",
  tooLong: `A reply must be at most ${REPLY_MAX_LENGTH} characters`,
  invalidId: "The reply needs an id (a UUID made by the client) so that sending it twice sends it once.",
  spam: "This entry is kept aside as spam: release it before replying.",
  otherEntry: "This reply id belongs to another entry.",
  tooMany: "Too many replies sent. Please wait a few minutes and try again.",
  sent: "Reply queued: it is in the conversation above.",
  failed: "The reply could not be sent. Please try again.",
  othersOpened: "Someone else may be answering: check the conversation before you send.",
} as const;

export const deliveryLabels: Record<DeliveryState, string> = {
  queued: "Queued",
  sent: "Sent",
  failed: "Failed",
  withheld: "Withheld",
};

export const directionLabels: Record<ThreadDirection, string> = {
  acknowledgement: "Acknowledgement sent",
  inbound: "Email received",
  reply: "Reply",
};
