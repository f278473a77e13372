import type { RenderedEmail } from "../outbox/email-format.ts";
import { FOOTER, htmlEmail } from "../auth/password-reset-email.ts";

export const accountDeletedSubject = "Your Verdant Collective account was deleted";

/**
 * The notice after an account deletion, to the address it had: what went, what stays, and what to do if the
 * owner did not delete it (someone had their password or an open session).
 */
export function renderAccountDeletedEmail(origin: string): RenderedEmail {
  const subject = accountDeletedSubject;
  const intro =
    "Your Verdant Collective account was deleted just now: its sign-in methods are gone and every device was signed out.";
  const kept =
    "Messages, job applications and subscriptions sent from this address are not part of the account. They are " +
    `kept for the periods our Privacy Policy gives (${origin}/legal); each newsletter email has an unsubscribe link, ` +
    `and you can ask us to erase them at any time through ${origin}/contact.`;
  const secure =
    "If you did not delete your account, someone else could sign in to it. Please tell us at once through " +
    `${origin}/contact, and change the password of your email account.`;
  const text = [intro, "", kept, "", secure, "", "-- ", FOOTER].join("\n");
  return { subject, text, html: htmlEmail(subject, [intro, kept, secure]) };
}
