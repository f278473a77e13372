import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { markdownLiteral, markdownPlainText } from "./markdown-text.ts";
import { fillPlaceholders } from "./placeholders.ts";
import { replyHtml } from "./replies-markdown.ts";

// A value filled into Markdown must render as the words typed, wherever the text around it puts it: checked against
// marked itself, for the payloads a visitor may try and for any string of Markdown's characters.

const html = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!,
  );

// Where staff text may put a placeholder: alone, at a line's start, inside a sentence, a list item, bold, a heading,
// after a link label, before a setext underline.
const contexts = [
  "{{name}}",
  "Hello {{name}},\n\nThanks.",
  "First line\n{{name}}",
  "- {{name}}",
  "Thank you for applying for the **{{position}}** position.",
  "## {{name}}",
  "[label]{{name}}",
  "{{name}}\n===",
  "Your reference is {{reference}}.",
];

const INERT = "ZQXJ";
/** The HTML of the context with an inert word where the value goes, the word then replaced by the value as text. */
const expected = (context: string, value: string) =>
  replyHtml(context.replace(/\{\{\s*\w+\s*\}\}/g, INERT))
    .split(INERT)
    .join(html(value));
const filled = (context: string, value: string) =>
  fillPlaceholders(context, { name: value, position: value, reference: value });

const payloads = [
  "[Reset your password](https://evil.example/reset)",
  "![x](https://evil.example/pixel.png)",
  "<https://evil.example/a>",
  "<mailto:x@evil.example>",
  "http://x",
  "https://evil.example/path?q=1",
  "ftp://evil.example",
  "www.evil.example",
  "WWW.evil.example",
  "evil.example",
  "x@evil.example",
  "mailto:x@evil.example",
  "**bold** __bold__ *em* _em_ ~~gone~~ ~gone~",
  "# Heading",
  "### Heading ###",
  "> quoted",
  "- item",
  "+ item",
  "* item",
  "1. item",
  "2) item",
  "---",
  "===",
  "***",
  "| a | b |",
  "`code` and ```fence```",
  "<b>bold</b> <script>alert(1)</script> <!-- c -->",
  "&amp; &#91; &copy; & plain",
  "[ref]: https://evil.example",
  "\\[escaped\\] \\",
  'O\'Brien "quoted" J. Smith (Ph.D.)',
  "tab\tand  spaces",
];

describe("markdownLiteral: a value filled into Markdown renders as its text", () => {
  it.each(payloads)("%s", (payload) => {
    for (const context of contexts) {
      const rendered = replyHtml(filled(context, payload));
      expect(rendered, context).toBe(expected(context, payload.replace(/\s+/g, " ")));
      expect(rendered).not.toMatch(/<a |<img|<h\d>[^<]*ZQXJ/);
    }
  });

  it("holds for any string of Markdown's characters, in every context, and the text part shows it as typed", () => {
    const pieces = fc.constantFrom(
      ..."abcxyzABC019 .,:;!?@#&*_~`'\"()[]{}<>|\\/-+=%$^".split(""),
      "www.",
      "http://",
      "https://",
      "mailto:",
      "&amp;",
      "1.",
      "---",
      "a@b.co",
      "<b>",
    );
    const value = fc
      .array(pieces, { maxLength: 32 })
      .map((parts) => parts.join("").replace(/\s+/g, " ").trim())
      .filter((text) => text !== "");
    fc.assert(
      fc.property(value, fc.constantFrom(...contexts), (text, context) => {
        expect(replyHtml(filled(context, text))).toBe(expected(context, text));
        expect(markdownPlainText(filled(context, text))).toBe(
          context.replace(/\{\{\s*\w+\s*\}\}/g, () => text),
        );
      }),
      { numRuns: 2000 },
    );
  });

  it("leaves plain words as they are", () => {
    expect(markdownLiteral("Grace Hopper")).toBe("Grace Hopper");
    expect(markdownLiteral("Mary-Jane O'Brien, J. Smith")).toBe("Mary-Jane O'Brien, J. Smith");
    expect(markdownLiteral("VC-7K3Q9M")).toBe("VC-7K3Q9M");
  });
});

describe("markdownPlainText: the text part shows the words as typed", () => {
  it("resolves the escapes of a filled value, in every context", () => {
    for (const payload of payloads) {
      for (const context of contexts) {
        const value = payload.replace(/\s+/g, " ");
        const plain = context.replace(/\{\{\s*\w+\s*\}\}/g, () => value);
        expect(markdownPlainText(filled(context, payload))).toBe(plain);
      }
    }
  });

  it("keeps what staff typed, and backslashes in code", () => {
    const written =
      "Hello,\n\n**Bold** and [a link](https://verdant.example).\n\n`a\\*b`\n\n```\nx\\_y\n```\n\n    c\\*d";
    expect(markdownPlainText(written)).toBe(written);
    expect(markdownPlainText("1\\. Not a list, C:\\Users")).toBe("1. Not a list, C:\\Users");
  });
});
