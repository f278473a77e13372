import {
  editionFooterText,
  editionHtml,
  editionText,
  footerReason,
  type FooterLinks,
} from "../../contract/newsletters-markdown.ts";
import { listTitles, newsletterTexts } from "../../contract/newsletters.ts";
import type { SubscriptionList } from "../../contract/subscription-lists.ts";
import { escapeHtml, headerSafe, type RenderedEmail } from "../outbox/email-format.ts";
import { mailDomain } from "../conversations/message-ids.ts";

// An edition as each subscriber receives it: the Markdown through the staff replies' pipeline (the console's preview
// shows the same), the footer with the archive page and the subscriber's own unsubscribe link, and the list's
// headers (RFC 2919 List-Id, RFC 8058 one-click unsubscribe).

export interface EditionContent {
  list: SubscriptionList;
  subject: string;
  body: string;
}

/** The edition's own part, rendered once for every recipient of a batch. */
export interface RenderedBody {
  subject: string;
  html: string;
  text: string;
}

export function renderBody(edition: EditionContent): RenderedBody {
  return {
    subject: headerSafe(edition.subject, 250),
    html: editionHtml(edition.body),
    text: editionText(edition.body),
  };
}

/** One recipient's email: the edition and the footer with their own links. */
export function renderEdition(
  edition: EditionContent,
  links: Omit<FooterLinks, "listTitle">,
  body: RenderedBody = renderBody(edition),
): RenderedEmail {
  const footer = { ...links, listTitle: listTitles[edition.list] };
  const text = [body.text, "", editionFooterText(footer)].join("\n");
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(body.subject)}</title></head>
<body style="font-family:system-ui,sans-serif;color:#0f172a;line-height:1.5">
${body.html}
<p style="color:#475569;font-size:12px">Verdant Collective. ${escapeHtml(footerReason(footer.listTitle))}
<a href="${escapeHtml(links.archiveUrl)}" style="color:#475569">Read it online</a> ·
<a href="${escapeHtml(links.unsubscribeUrl)}" style="color:#475569">Unsubscribe</a></p>
</body></html>`;
  return { subject: body.subject, text, html };
}

/** The test a member of staff sends themselves: the edition as a subscriber gets it, marked as a test. */
export function renderTest(
  edition: EditionContent,
  origin: string,
  archivePath: string | null,
): RenderedEmail {
  const rendered = renderEdition(edition, {
    archiveUrl: `${origin}${archivePath ?? "/newsletters"}`,
    // A test has no subscriber behind it: the page without a token, which says the link is incomplete.
    unsubscribeUrl: `${origin}/subscriptions/unsubscribe`,
  });
  return { ...rendered, subject: headerSafe(`${newsletterTexts.testSubjectPrefix}${rendered.subject}`, 250) };
}

/** The list's id (RFC 2919), on the domain of MAIL_FROM: mail clients group and filter the list's emails by it. */
export function listId(list: SubscriptionList, mailFrom: string): string {
  return `${listTitles[list].replace(/^the /, "")} <${list}.${mailDomain(mailFrom)}>`;
}

/**
 * Every edition email's Message-ID names its recipient row, so a bounce that returns the original headers
 * (RFC 3462 text/rfc822-headers) finds the very email it is about (bounces.ts).
 */
export const recipientMessageId = (recipientId: string, mailFrom: string) =>
  `nl.${recipientId}@${mailDomain(mailFrom)}`;

/** The recipient row named by one of our Message-IDs (without brackets), or undefined. */
export function recipientOfMessageId(messageId: string): string | undefined {
  return /^nl\.([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})@/i
    .exec(messageId)?.[1]
    ?.toLowerCase();
}
