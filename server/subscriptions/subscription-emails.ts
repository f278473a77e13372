import type { SubscriptionList } from "../../contract/subscription.ts";
import { escapeHtml, type RenderedEmail } from "../outbox/email-format.ts";

const listTitles: Record<SubscriptionList, string> = {
  newsletter: "the Verdant Collective newsletter",
  events: "Verdant Collective event announcements",
};

/** The double opt-in email: a confirmation link, and the unsubscribe link every email to a subscriber carries. */
export function renderConfirmationEmail(
  list: SubscriptionList,
  confirmUrl: string,
  unsubscribeUrl: string,
): RenderedEmail {
  const title = listTitles[list];
  const subject = `Please confirm your subscription to ${title}`;
  const intro = `Someone, hopefully you, asked to receive ${title} at this address.`;
  const expiry =
    "The link works once and expires in 48 hours. If you did not ask for this, ignore this email: you will not be subscribed.";
  const text = [
    intro,
    "",
    "Confirm your subscription:",
    confirmUrl,
    "",
    expiry,
    "",
    "-- ",
    "Verdant Collective. You get this email because this address was entered on our website.",
    `Unsubscribe: ${unsubscribeUrl}`,
  ].join("\n");
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:system-ui,sans-serif;color:#0f172a;line-height:1.5">
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(confirmUrl)}" style="display:inline-block;background:#047857;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:600">Confirm subscription</a></p>
<p>${escapeHtml(expiry)}</p>
<p style="color:#475569;font-size:12px">Verdant Collective. You get this email because this address was entered on our website.
<a href="${escapeHtml(unsubscribeUrl)}" style="color:#475569">Unsubscribe</a></p>
</body></html>`;
  return { subject, text, html };
}
