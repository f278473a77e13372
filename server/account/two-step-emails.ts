import { FOOTER, htmlEmail } from "../auth/password-reset-email.ts";
import type { RenderedEmail } from "../outbox/email-format.ts";

export const TWO_STEP_ON_SUBJECT = "Two-step sign-in is on for your Verdant Collective account";
export const TWO_STEP_OFF_SUBJECT = "Two-step sign-in is off for your Verdant Collective account";

/** The notice after two-step sign-in is turned on: from which browser, and what to do if it was not the owner. */
export function renderTwoStepOnEmail(origin: string, device: string | null): RenderedEmail {
  const subject = TWO_STEP_ON_SUBJECT;
  const from = device ? ` from ${device}` : "";
  const intro =
    `Two-step sign-in was just turned on for your Verdant Collective account${from}. From now on, signing in ` +
    "with your password or with Google or Facebook also asks for a code from the authenticator app it was set " +
    "up with, or one of its recovery codes.";
  const secure =
    "If this was you, keep the recovery codes somewhere safe. If it was not, someone is signed in to your " +
    `account and could lock you out: choose a new password at ${origin}/forgot-password (the link goes to this ` +
    `address only) and write to us through ${origin}/contact, so an administrator can reset two-step sign-in.`;
  const text = [intro, "", secure, "", "-- ", FOOTER].join("\n");
  return { subject, text, html: htmlEmail(subject, [intro, secure]) };
}

/**
 * The notice after two-step sign-in is turned off, by the owner on the account page or by an administrator's reset
 * (`npm run staff -- reset-2fa`).
 */
export function renderTwoStepOffEmail(
  origin: string,
  by: { device: string | null } | "administrator",
): RenderedEmail {
  const subject = TWO_STEP_OFF_SUBJECT;
  const who =
    by === "administrator"
      ? " by an administrator, at the request of someone who had lost the app and the recovery codes"
      : by.device
        ? ` from ${by.device}`
        : "";
  const intro =
    `Two-step sign-in was just turned off for your Verdant Collective account${who}. Your password alone signs ` +
    "you in again; the old recovery codes no longer work.";
  const secure =
    `If this was you, there is nothing to do; you can turn it on again at ${origin}/account. If it was not, ` +
    `choose a new password at ${origin}/forgot-password (the link goes to this address only), sign out every ` +
    `other device on your account page, turn two-step sign-in on again, and write to us through ${origin}/contact.`;
  const text = [intro, "", secure, "", "-- ", FOOTER].join("\n");
  return { subject, text, html: htmlEmail(subject, [intro, secure]) };
}
