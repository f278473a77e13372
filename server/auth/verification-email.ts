import { verifyEmailTexts } from "../../contract/auth-texts.ts";
import { escapeHtml, type RenderedEmail } from "../outbox/email-format.ts";

/** The email with the verification link sent after registration (and on request). */
export function renderVerificationEmail(verifyUrl: string, hours: number): RenderedEmail {
  const subject = verifyEmailTexts.emailSubject;
  const intro = "Someone, hopefully you, created a Verdant Collective account with this email address.";
  const expiry = `The link works once and expires in ${hours} hours. If you did not create an account, ignore this email.`;
  const text = [
    intro,
    "",
    "Verify your email address:",
    verifyUrl,
    "",
    expiry,
    "",
    "-- ",
    "Verdant Collective. You get this email because this address was used to register on our website.",
  ].join("\n");
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:system-ui,sans-serif;color:#0f172a;line-height:1.5">
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(verifyUrl)}" style="display:inline-block;background:#047857;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:600">Verify email address</a></p>
<p>${escapeHtml(expiry)}</p>
<p style="color:#475569;font-size:12px">Verdant Collective. You get this email because this address was used to register on our website.</p>
</body></html>`;
  return { subject, text, html };
}
