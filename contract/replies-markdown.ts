// A reply's Markdown turned into the email's HTML. The console's preview uses the same function, so it shows what is
// sent.
import { Marked, type Tokens } from "marked";
import { markdownPlainText } from "./markdown-text.ts";

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

/** The reply's text part: the Markdown as written, its backslash escapes resolved (a filled name reads as typed). */
export function replyText(body: string): string {
  return markdownPlainText(body.trim());
}
