// A reply staff write to an entry's sender in the console: its request, its texts, and the Markdown it is written
// in turned into the email's HTML (the console's preview uses the same function, so it shows what is sent).
import { Marked, type Tokens } from "marked";
import { z } from "./zod.ts";

export const REPLY_MAX_LENGTH = 20_000;

export const replyTexts = {
  empty: "Please write a reply.",
  tooLong: `A reply must be at most ${REPLY_MAX_LENGTH} characters.`,
  invalidId: "The reply needs an id (a UUID made by the client) so that sending it twice sends it once.",
  spam: "This entry is kept aside as spam: release it before replying.",
  otherEntry: "This reply id belongs to another entry.",
  tooMany: "Too many replies sent. Please wait a few minutes and try again.",
  sent: "Reply queued: it is in the history below.",
  failed: "The reply could not be sent. Please try again.",
} as const;

export const replyRequestSchema = z.object(
  {
    id: z.uuid({ error: replyTexts.invalidId }),
    body: z
      .string({ error: replyTexts.empty })
      .check(z.trim(), z.minLength(1, replyTexts.empty), z.maxLength(REPLY_MAX_LENGTH, replyTexts.tooLong)),
  },
  { error: replyTexts.empty },
);
export type ReplyRequest = z.infer<typeof replyRequestSchema>;

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
const escape = (value: string) => value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);

// Only links a mail client opens safely; anything else (javascript:, data:) is shown as its text.
const SAFE_LINK = /^(https?:|mailto:)/i;

const markdown = new Marked({
  gfm: true,
  breaks: true,
  async: false,
  renderer: {
    // Raw HTML typed into a reply is shown as text, never passed on as markup.
    html(token: Tokens.HTML | Tokens.Tag) {
      return "block" in token && token.block ? `<p>${escape(token.text.trim())}</p>\n` : escape(token.text);
    },
    link({ href, tokens }: Tokens.Link) {
      const label = this.parser.parseInline(tokens);
      return SAFE_LINK.test(href) ? `<a href="${escape(href)}">${label}</a>` : label;
    },
    image({ href, text }: Tokens.Image) {
      // Images are not fetched from a reply; the address is shown as a link instead.
      return SAFE_LINK.test(href) ? `<a href="${escape(href)}">${escape(text || href)}</a>` : escape(text);
    },
  },
});

/** The reply's Markdown as HTML: raw HTML escaped, only http(s) and mailto links, no images. */
export function replyHtml(body: string): string {
  return markdown.parse(body, { async: false });
}
