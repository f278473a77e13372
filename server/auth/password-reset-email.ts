import { passwordResetTexts } from "../../contract/password-reset-texts.ts";
import { escapeHtml, type RenderedEmail } from "../outbox/email-format.ts";

export const FOOTER =
  "Verdant Collective. You get this email because this address belongs to an account on our website.";

/** A notice's HTML: its paragraphs (a button after the first, if any), then the footer. */
export function htmlEmail(
  subject: string,
  paragraphs: string[],
  button?: { href: string; label: string },
): string {
  const body = paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`);
  if (button) {
    body.splice(
      1,
      0,
      `<p><a href="${escapeHtml(button.href)}" style="display:inline-block;background:#047857;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(button.label)}</a></p>`,
    );
  }
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:system-ui,sans-serif;color:#0f172a;line-height:1.5">
${body.join("\n")}
<p style="color:#475569;font-size:12px">${escapeHtml(FOOTER)}</p>
</body></html>`;
}

/** The email with a link to choose a new password (forgotten password). */
export function renderResetEmail(resetUrl: string, minutes: number, origin: string): RenderedEmail {
  const subject = passwordResetTexts.emailSubject;
  const intro = "Someone, hopefully you, asked to choose a new password for your Verdant Collective account.";
  const expiry =
    `The link works once and expires in ${minutes} minutes. If you did not ask for it, ignore this email: ` +
    `your password stays as it is. Ask for a new link at ${origin}/forgot-password.`;
  const text = [intro, "", "Choose a new password:", resetUrl, "", expiry, "", "-- ", FOOTER].join("\n");
  return {
    subject,
    text,
    html: htmlEmail(subject, [intro, expiry], { href: resetUrl, label: "Choose a new password" }),
  };
}

/** The notice after a password change: how to get the account back if it was not its owner. */
export function renderPasswordChangedEmail(origin: string): RenderedEmail {
  const subject = passwordResetTexts.changedSubject;
  const intro =
    "The password of your Verdant Collective account was just changed, and it was signed out on every other device.";
  const secure =
    `If this was you, there is nothing to do. If it was not, choose a new password at once at ` +
    `${origin}/forgot-password (the link goes to this address only), and write to us through ${origin}/contact.`;
  const text = [intro, "", secure, "", "-- ", FOOTER].join("\n");
  return { subject, text, html: htmlEmail(subject, [intro, secure]) };
}
