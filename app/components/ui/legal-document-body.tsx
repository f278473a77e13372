import type { LegalSection } from "../../content/legal-documents.ts";
import { EmailText } from "./email-text.tsx";

// "1. Who we are and what these terms cover" -> "who-we-are-and-what-these-terms-cover".
const anchorOf = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/^\d+\.\s*/, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

// An address written in the text ("write to legal@…") becomes a link a reader can use.
const EMAIL = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/;

function withEmailLinks(paragraph: string) {
  return paragraph.split(EMAIL).map((part, index) =>
    index % 2 === 1 ? (
      <a
        key={index}
        href={`mailto:${part}`}
        className="font-medium text-brand-700 underline underline-offset-4"
      >
        <EmailText address={part} />
      </a>
    ) : (
      part
    ),
  );
}

/**
 * The full text of a legal document: numbered-looking sections with headings at the given level. With `anchored`
 * (the document's own page), each heading gets an id from its text, so links and site search can point to it.
 */
export function LegalDocumentBody({
  sections,
  headingLevel,
  anchored = false,
}: {
  sections: readonly LegalSection[];
  headingLevel: 2 | 3 | 4;
  anchored?: boolean;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="max-w-prose space-y-6">
      {sections.map((section) => (
        <section key={section.heading}>
          <Heading id={anchored ? anchorOf(section.heading) : undefined} className="font-sans text-lg">
            {section.heading}
          </Heading>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 32)} className="mt-2 text-slate-700">
              {withEmailLinks(paragraph)}
            </p>
          ))}
        </section>
      ))}
    </div>
  );
}
