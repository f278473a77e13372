import { domainToASCII } from "node:url";
import type { Tx } from "../db/client.ts";
import { emailHash } from "../forms/idempotency.ts";
import { countHits, type RateRule } from "../rate-limit/rate-limiter.ts";

// An acknowledgement goes to an address nobody verified, so anyone could name someone else's: at most a few a day
// reach one inbox, whoever posts and through whichever form or server. Counted in rate_limits, the
// counters every server shares, in the transaction that queues them; past the allowance the acknowledgement is
// withheld (stored, shown to staff, not sent) and the sender is answered as always.

const DAY_MS = 24 * 60 * 60 * 1000;
// Providers that ignore dots in the name part: one inbox however it is dotted.
const DOTLESS = new Map([
  ["gmail.com", "gmail.com"],
  ["googlemail.com", "gmail.com"],
]);

/**
 * One inbox however its address is written: lower case, the name unquoted ("mia" and "m\ia" are mia, RFC 5321
 * 4.1.2), no +tag (sub-addressing), Gmail's dots dropped, the domain without trailing dots and in its ASCII form
 * (bücher.example is xn--bcher-kva.example). Each spelling the form takes would otherwise get an allowance of its own.
 */
export function inboxOf(email: string): string {
  const address = email.trim().normalize("NFC").toLowerCase();
  const at = address.lastIndexOf("@");
  if (at <= 0) return address;
  const local = address.slice(0, at);
  const unquoted = /^".*"$/s.test(local) ? local.slice(1, -1).replace(/\\(.)/gs, "$1") : local;
  let name = unquoted.replace(/\+.*$/s, "");
  const bareDomain = address.slice(at + 1).replace(/\.+$/, "");
  let domain = domainToASCII(bareDomain) || bareDomain;
  const dotless = DOTLESS.get(domain);
  if (dotless) {
    name = name.replace(/\./g, "");
    domain = dotless;
  }
  return `${name || unquoted}@${domain}`;
}

/** The counter's key: a hash, so the table of counters holds no address (erasure.ts deletes it by the same key). */
export const acknowledgementQuotaKey = (email: string) => `acknowledgement:${emailHash(inboxOf(email))}`;

/**
 * One acknowledgement to this address, as a rate-limit hit: a form submission's is counted with the batch's other
 * rate limits, in the same statement (server/forms/submission-batch.ts), so the fast path costs nothing more.
 */
export function acknowledgementHit(email: string, perDay: number): { key: string; rule: RateRule } {
  return { key: acknowledgementQuotaKey(email), rule: { limit: perDay, windowMs: DAY_MS } };
}

/**
 * Counts one acknowledgement to each recipient (in order; repeats count in turn) and answers which may be sent:
 * true while its inbox has had no more than `perDay` in its current day. For the acknowledgements not counted with a
 * submission: a release from spam, a call from elsewhere.
 */
export async function acknowledgementsAllowed(
  tx: Tx,
  recipients: readonly string[],
  perDay: number,
): Promise<boolean[]> {
  const counts = await countHits(
    tx,
    recipients.map((email) => acknowledgementHit(email, perDay)),
  );
  return counts.map(({ count }) => count <= perDay);
}
