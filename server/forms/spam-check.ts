import { spamFields } from "../../contract/form-text.ts";

/**
 * Why a submission looks automated, or undefined when nothing does. Every signal is optional: a client that sends
 * only the documented fields (curl, a partner's integration, a mobile app) trips none. A tripped signal never
 * refuses the submission; it is stored with this reason and kept aside for staff (server/forms/submission.ts).
 * The fill time is the difference of two browser timestamps, so a wrong clock is harmless.
 */
export function spamReason(body: unknown, minFillMs: number): string | undefined {
  if (!body || typeof body !== "object" || Array.isArray(body)) return undefined; // validation answers it
  const fields = body as Record<string, unknown>;
  const honeypot = fields[spamFields.honeypot];
  if (honeypot !== undefined && honeypot !== null && honeypot !== "")
    return "the hidden honeypot field was filled";
  const startedAt = fields[spamFields.startedAt];
  const sentAt = fields[spamFields.sentAt];
  if (startedAt === undefined && sentAt === undefined) return undefined;
  if (!isTimestamp(startedAt) || !isTimestamp(sentAt)) return "the form timing fields were not two numbers";
  const fillMs = sentAt - startedAt;
  if (minFillMs > 0 && fillMs < minFillMs)
    return `sent ${Math.max(0, Math.round(fillMs))} ms after the form was shown`;
  return undefined;
}

function isTimestamp(value: unknown): value is number {
  return typeof value === "number" && Number.isFinite(value);
}
