import { content } from "./load.ts";
import type { LegalDocument } from "./schema.ts";

const legalDocuments = content().legalDocuments;

// The legal documents of the Legal and Compliance page: one Markdown file per document in content/legal/, each
// "## " heading starting a section. The Terms and Conditions are also published on their own page, /terms, which
// registration links to.
export { legalDocuments };
export type { LegalDocument, LegalSection } from "./schema.ts";

import { termsDocumentId } from "./legal-format.ts";

export { formatLegalDate, termsDocumentId } from "./legal-format.ts";

const terms = legalDocuments.find((document) => document.id === termsDocumentId);
if (!terms)
  throw new Error(`content/legal/${termsDocumentId}.md is missing: /terms and registration need it`);
export const termsDocument: LegalDocument = terms;
