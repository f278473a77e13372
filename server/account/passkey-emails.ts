import { FOOTER, htmlEmail } from "../auth/password-reset-email.ts";
import type { RenderedEmail } from "../outbox/email-format.ts";

export const PASSKEY_ADDED_SUBJECT = "A passkey was added to your Verdant Collective account";

/**
 * The notice after a passkey is added: which one, from which browser, and what to do if it was not the owner. A
 * passkey is a way in that outlives a password change, so the notice says to remove it first.
 */
export function renderPasskeyAddedEmail(
  origin: string,
  passkey: { name: string; device: string | null },
): RenderedEmail {
  const subject = PASSKEY_ADDED_SUBJECT;
  const from = passkey.device ? ` from ${passkey.device}` : "";
  const intro =
    `A passkey named \u201c${passkey.name}\u201d was just added to your Verdant Collective account${from}. ` +
    "Whoever holds it can sign in to your account without your password.";
  const secure =
    "If this was you, there is nothing to do. If it was not, someone is signed in to your account: open " +
    `${origin}/account at once, remove that passkey, sign out every other device and change your password. If you ` +
    `cannot sign in, choose a new password at ${origin}/forgot-password (the link goes to this address only), then ` +
    `remove the passkey on your account page, and write to us through ${origin}/contact.`;
  const text = [intro, "", secure, "", "-- ", FOOTER].join("\n");
  return { subject, text, html: htmlEmail(subject, [intro, secure]) };
}
