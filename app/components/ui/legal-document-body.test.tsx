import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LegalDocumentBody } from "./legal-document-body.tsx";

describe("LegalDocumentBody", () => {
  it("makes an address in the text a mailto link, and leaves the sentence around it as it was", () => {
    const html = renderToStaticMarkup(
      <LegalDocumentBody
        headingLevel={2}
        sections={[
          {
            heading: "Contact",
            paragraphs: ["Questions go to legal@example.org. We answer within 30 days."],
          },
        ]}
      />,
    );
    expect(html).toContain('Questions go to <a href="mailto:legal@example.org"');
    // The address may wrap after its "@" and dots (EmailText), never inside a word.
    expect(html.replaceAll("<wbr/>", "")).toContain(">legal@example.org</a>. We answer within 30 days.");
  });
});
