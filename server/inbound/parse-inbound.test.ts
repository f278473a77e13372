import { describe, expect, it } from "vitest";
import { conversationTexts } from "../../contract/conversations.ts";
import { pathologicalEmail, rawEmail } from "../../tests/support/raw-email.ts";
import { tooDeepAt } from "./html-depth.ts";
import { htmlAsText, MAX_HTML, MAX_HTML_DEPTH, parseInbound, readHeaders } from "./parse-inbound.ts";

describe("htmlAsText", () => {
  it("turns HTML into text", async () => {
    expect(await htmlAsText("<p>Written in <b>HTML</b> only.</p>")).toBe("Written in HTML only.");
  });

  it("stops where the HTML nests too deeply, and says so", async () => {
    const html = `<p>Before the nesting.</p>${"<div>".repeat(MAX_HTML_DEPTH + 50)}hidden`;
    const text = await htmlAsText(html);
    expect(text).toContain("Before the nesting.");
    expect(text).not.toContain("hidden");
    expect(text).toContain(conversationTexts.htmlCut);
  });

  it("turns at most MAX_HTML characters into text", async () => {
    const paragraphs = Array.from({ length: 60_000 }, (_, index) => `<p>w${index}</p>`).join("");
    expect(paragraphs.length).toBeGreaterThan(MAX_HTML);
    const text = await htmlAsText(paragraphs);
    expect(text).toContain("w0");
    expect(text).not.toContain("w59999");
  });

  it("reads a 10 MB email of unclosed <div>s in a moment, not in minutes", async () => {
    const started = performance.now();
    const email = await parseInbound(pathologicalEmail(10_000_000));
    // Minutes before the bound (1 MB took 17.9 s); well under a second now, allowed ten on a loaded machine.
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(email.text).toBe(`(${conversationTexts.htmlCut})`);
  });
});

describe("tooDeepAt", () => {
  it("counts the elements that nest, as the parser builds them", () => {
    expect(tooDeepAt("<div><div><div>x", 2)).toBe(10);
    expect(tooDeepAt("<div><div></div><div></div></div>", 2)).toBe(-1);
    // Void elements, elements a sibling closes, comments and stray end tags open nothing.
    expect(tooDeepAt(`${"<br><p>x<li>y<!-- <div> -->".repeat(100)}</span>`, 2)).toBe(-1);
    // An end tag closes down to its element.
    expect(tooDeepAt("<div><b></div><div><div>", 2)).toBe(-1);
  });
});

describe("readHeaders", () => {
  it("reads the sender, subject, ids and Return-Path from the headers alone", async () => {
    const raw = await rawEmail({
      from: "Ada <Ada@Example.org>",
      subject: "Re: hello [VC-7K3Q9M]",
      inReplyTo: "<ack-1@verdant.example>",
      messageId: "<reply-1@example.org>",
      text: "Body.",
      headers: { "Return-Path": "<Bounces+ada@Lists.Example.net>" },
    });
    const { email, returnPath } = await readHeaders(raw);
    expect(email).toMatchObject({
      fromAddress: "ada@example.org",
      fromName: "Ada",
      subject: "Re: hello [VC-7K3Q9M]",
      messageId: "reply-1@example.org",
      answers: ["ack-1@verdant.example"],
      text: "",
    });
    expect(returnPath).toBe("bounces+ada@lists.example.net");
    expect(
      (await readHeaders(Buffer.from("Return-Path: <>\r\nFrom: a@example.org\r\n\r\nx"))).returnPath,
    ).toBe("<>");
    expect((await readHeaders(Buffer.from("From: a@example.org\r\n\r\nx"))).returnPath).toBeUndefined();
  });

  it("reads at most the first 64 kB of headers", async () => {
    const long = `X-Padding: ${"a".repeat(70 * 1024)}\r\nFrom: late@example.org\r\n\r\nx`;
    await expect(readHeaders(Buffer.from(`From: early@example.org\r\n${long}`))).resolves.toMatchObject({
      email: { fromAddress: "early@example.org" },
    });
    await expect(readHeaders(Buffer.from(long))).rejects.toThrow();
  });
});
