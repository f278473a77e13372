import { z } from "./zod.ts";
import { threadKinds } from "./conversations.ts";

// POST /api/inbound/email: an email that came back to the site, posted raw by the mail provider. Server and OpenAPI
// document only; no page loads this file.

export const inboundMessages = {
  secretRequired: "The inbound secret is missing or wrong.",
  notRawEmail: "The body must be one raw email message (Content-Type: message/rfc822).",
  unreadable: "The body is not an email this site can file: it needs a From address.",
} as const;

/** thread: filed on the entry it answers; new-entry: answered nothing known, so a new message; already-filed. */
export const inboundOutcomes = ["thread", "new-entry", "already-filed"] as const;
export type InboundOutcome = (typeof inboundOutcomes)[number];

export const inboundFiledSchema = z.object({
  filed: z.enum(inboundOutcomes),
  kind: z.enum(threadKinds),
  id: z.uuid(),
});
export type InboundFiled = z.infer<typeof inboundFiledSchema>;
