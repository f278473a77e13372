import { removedWaysInItems, type RemovedWaysIn } from "../../contract/auth-texts.ts";
import type { RenderedEmail } from "../outbox/email-format.ts";
import { FOOTER, htmlEmail } from "./password-reset-email.ts";

export const WAYS_IN_REMOVED_SUBJECT = "Your Verdant Collective account's old sign-in methods were removed";

/** How the address's owner first proved they hold it. */
export type FirstProof = "verification-link" | "google" | "reset-link";

const proofWords: Record<FirstProof, string> = {
  "verification-link": "The verification link we sent to this address was just followed",
  google: "Someone just signed in with a Google account that Google says holds this address",
  "reset-link": "A new password was just chosen through a link we sent to this address",
};

/**
 * To the account's address, after removeRegistrantsWaysIn: what was removed and why, and what to do whether or not
 * the reader set the account up.
 */
export function renderWaysInRemovedEmail(
  origin: string,
  proof: FirstProof,
  removed: RemovedWaysIn,
): RenderedEmail {
  const items = removedWaysInItems(removed);
  const why =
    `${proofWords[proof]}. The Verdant Collective account with this address was created before anyone had ` +
    "proved they hold the address, so whoever created it may not be you. To keep the account yours, we removed " +
    "what was set up for it until then:";
  const after =
    `If you created the account yourself, set up what you need again at ${origin}/account (passkeys, Google or ` +
    `Facebook). If you did not, there is nothing more to do: only someone who reads this inbox can sign in now. ` +
    `If you did not do this either, choose a new password at ${origin}/forgot-password.`;
  const text = [why, ...items.map((item) => `- ${item}`), "", after, "", "-- ", FOOTER].join("\n");
  const html = htmlEmail(WAYS_IN_REMOVED_SUBJECT, [why, ...items.map((item) => `• ${item}`), after]);
  return { subject: WAYS_IN_REMOVED_SUBJECT, text, html };
}
