import type { LegalSection } from "../../content/legal-documents.ts";

/** The full text of a legal document: numbered-looking sections with headings at the given level. */
export function LegalDocumentBody({
  sections,
  headingLevel,
}: {
  sections: readonly LegalSection[];
  headingLevel: 2 | 3 | 4;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="max-w-prose space-y-6">
      {sections.map((section) => (
        <section key={section.heading}>
          <Heading className="text-lg">{section.heading}</Heading>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 32)} className="mt-2 text-slate-700">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </div>
  );
}
