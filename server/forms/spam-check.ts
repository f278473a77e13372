import { spamFields } from "../../contract/form-text.ts";

/**
 * True when a submission looks automated: the hidden honeypot field has a value, or the form was sent sooner than
 * a person could fill it. The fill time is the difference of two browser timestamps, so a wrong clock is harmless.
 */
export function looksAutomated(body: unknown, minFillMs: number): boolean {
  if (!body || typeof body !== "object" || Array.isArray(body)) return false; // not a form at all: validation answers it
  const fields = body as Record<string, unknown>;
  const honeypot = fields[spamFields.honeypot];
  if (honeypot !== undefined && honeypot !== null && honeypot !== "") return true;
  if (minFillMs <= 0) return false;
  const startedAt = fields[spamFields.startedAt];
  const sentAt = fields[spamFields.sentAt];
  if (typeof startedAt !== "number" || typeof sentAt !== "number") return true;
  if (!Number.isFinite(startedAt) || !Number.isFinite(sentAt)) return true;
  return sentAt - startedAt < minFillMs;
}
