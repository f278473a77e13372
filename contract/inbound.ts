import { z } from "./zod.ts";
import { threadKinds } from "./conversations.ts";

// POST /api/inbound/email: an email that came back to the site, posted raw by the mail provider. Server and OpenAPI
// document only; no page loads this file.

export const inboundMessages = {
  secretRequired: "The inbound secret is missing or wrong.",
  notRawEmail: "The body must be one raw email message (Content-Type: message/rfc822).",
  unreadable: "The body is not an email this site can file: it needs a From address.",
  busy: "Too many emails are waiting to be read. Please try again later.",
} as const;

/**
 * thread: filed on the entry it answers; new-entry: answered nothing known, so a new message; different-sender: it
 * names an entry (by In-Reply-To, References or the reference in its subject) but comes from another address than
 * that entry's, so a new message that staff may attach to it by hand; already-filed.
 */
export const inboundOutcomes = ["thread", "new-entry", "different-sender", "already-filed"] as const;
export type InboundOutcome = (typeof inboundOutcomes)[number];

export const inboundFiledSchema = z.object({
  filed: z.enum(inboundOutcomes),
  kind: z.enum(threadKinds),
  id: z.uuid(),
});
export type InboundFiled = z.infer<typeof inboundFiledSchema>;

/**
 * A delivery status notification about newsletter editions (server/newsletters/bounces.ts): not filed as a message;
 * `recorded` emails marked as bounced, `suppressed` addresses no longer sent to from now on.
 */
export const bounceRecordedSchema = z.object({
  filed: z.literal("bounce"),
  recorded: z.int().check(z.minimum(0)),
  suppressed: z.int().check(z.minimum(0)),
});
export type BounceRecorded = z.infer<typeof bounceRecordedSchema>;
