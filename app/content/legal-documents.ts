import { legalDocuments } from "./generated/legal-documents.ts";
import type { LegalDocument } from "./schema.ts";

// The legal documents of the Legal and Compliance page: one Markdown file per document in content/legal/, each
// "## " heading starting a section. The Terms and Conditions are also published on their own page, /terms, which
// registration links to.
export { legalDocuments };
export type { LegalDocument, LegalSection } from "./schema.ts";

export const termsDocumentId = "terms-and-conditions";

const terms = legalDocuments.find((document) => document.id === termsDocumentId);
if (!terms)
  throw new Error(`content/legal/${termsDocumentId}.md is missing: /terms and registration need it`);
export const termsDocument: LegalDocument = terms;

/** "2025-01-15" -> "January 15, 2025", independent of the reader's time zone. */
export function formatLegalDate(isoDate: string): string {
  return new Date(`${isoDate}T12:00:00Z`).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
}
