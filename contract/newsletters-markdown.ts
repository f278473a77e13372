// An edition's Markdown as the email's HTML and text and as its archive page's article: the staff replies' pipeline
// (replies-markdown.ts: marked, raw HTML escaped, only http(s) and mailto links, no images), so the console's preview,
// the email and the page show the same thing.
import { replyHtml, replyText } from "./replies-markdown.ts";

/**
 * The edition's HTML, its headings one level down: the page (and the preview) has its own h1, the subject, so a
 * "# Heading" in the text becomes an h2. Raw HTML was escaped by replyHtml, so every heading tag here is marked's.
 */
export function editionHtml(body: string): string {
  return replyHtml(body).replace(
    /<(\/?)h([1-6])(?=[\s>])/g,
    (_match, slash: string, level: string) => `<${slash}h${Math.min(Number(level) + 1, 6)}`,
  );
}

/** The edition's text part: the Markdown as written, its backslash escapes resolved. */
export function editionText(body: string): string {
  return replyText(body);
}

export interface FooterLinks {
  /** "the Verdant Collective newsletter". */
  listTitle: string;
  /** The edition's page on the site. */
  archiveUrl: string;
  /** The subscriber's own unsubscribe page (its token in the fragment). */
  unsubscribeUrl: string;
}

/** Why the reader gets the edition: the footer's first sentence. */
export const footerReason = (listTitle: string) =>
  `You get this email because you subscribed to ${listTitle}.`;

/** The footer every edition carries, as text: why the reader gets it, where to read it online, and how to stop. */
export function editionFooterText(links: FooterLinks): string {
  return [
    "-- ",
    `Verdant Collective. ${footerReason(links.listTitle)}`,
    `Read it online: ${links.archiveUrl}`,
    `Unsubscribe: ${links.unsubscribeUrl}`,
  ].join("\n");
}
