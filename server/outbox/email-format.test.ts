import { describe, expect, it } from "vitest";
import { escapeHtml, headerSafe, renderNotification } from "./email-format.ts";

describe("escapeHtml", () => {
  it("escapes the five HTML-significant characters", () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe(
      "&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;",
    );
  });

  it("leaves other text alone", () => {
    expect(escapeHtml("Grüße, 東京 — ok")).toBe("Grüße, 東京 — ok");
  });
});

describe("headerSafe", () => {
  it("keeps a header on one line so no header can be injected", () => {
    expect(headerSafe("Hello\r\nBcc: victim@example.org\n\tX")).toBe("Hello Bcc: victim@example.org X");
  });

  it("bounds the length", () => {
    expect(headerSafe("a".repeat(300), 10)).toHaveLength(10);
  });
});

describe("renderNotification", () => {
  const email = renderNotification("New contact message", "Subject <b>\r\nBcc: x@y.z", [
    { label: "Name", value: "<script>alert(1)</script>" },
    { label: "Empty", value: "" },
    { label: "Message", value: "line 1\nline <2>", multiline: true },
  ]);

  it("puts no visitor markup into the HTML part", () => {
    expect(email.html).not.toContain("<script>");
    expect(email.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(email.html).toContain("line 1\nline &lt;2&gt;");
    expect(email.html).not.toContain("<b>");
  });

  it("keeps the plain text part verbatim and skips empty fields", () => {
    expect(email.text).toContain("Name: <script>alert(1)</script>");
    expect(email.text).toContain("Message:\nline 1\nline <2>");
    expect(email.text).not.toContain("Empty");
  });

  it("gives a one-line subject", () => {
    expect(email.subject).toBe("Subject <b> Bcc: x@y.z");
  });
});
