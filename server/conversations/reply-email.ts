import { replyHtml, replyText } from "../../contract/replies-markdown.ts";
import { escapeHtml, headerSafe, type RenderedEmail } from "../outbox/email-format.ts";

// A reply staff wrote in the console, as the sender receives it: the Markdown as typed for the text part (Markdown
// reads as plain text; its backslash escapes resolved, so a name filled into it reads as typed), the same Markdown
// as HTML (raw HTML escaped) for the HTML part, and the reference in the subject and the footer, so an answer to it
// finds the entry again even without its threading headers.

export interface ReplyFacts {
  /** "Re: " and the acknowledgement's subject (replySubject), made again from our words and the reference. */
  subject: string;
  reference: string;
  body: string;
}

/** "Re: …" on the subject it answers, once, with the reference kept in it. */
export function replySubject(answered: string, reference: string): string {
  const base = answered.replace(/^(?:re:\s*)+/i, "");
  const withReference = base.includes(reference) ? base : `${base} [${reference}]`;
  return headerSafe(`Re: ${withReference}`, 250);
}

export function renderReply(facts: ReplyFacts): RenderedEmail {
  const footer = `Verdant Collective. Your reference: ${facts.reference}. Reply to this email to answer.`;
  const text = [replyText(facts.body), "", "-- ", footer].join("\n");
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(facts.subject)}</title></head>
<body style="font-family:system-ui,sans-serif;color:#0f172a;line-height:1.5">
${replyHtml(facts.body)}
<p style="color:#475569;font-size:12px">${escapeHtml(footer)}</p>
</body></html>`;
  return { subject: facts.subject, text, html };
}
