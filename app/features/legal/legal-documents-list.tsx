import FileText from "lucide-react/icons/file-text";
import { useState } from "react";
import { Link } from "../../lib/navigation.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import { Disclosure } from "../../components/ui/disclosure.tsx";
import { LegalDocumentBody } from "../../components/ui/legal-document-body.tsx";
import type { LegalDocument } from "../../content/schema.ts";
import { formatLegalDate, termsDocumentId } from "../../content/legal-format.ts";

/** The legal documents, each behind View Document, at most one open at a time: the Legal page's island. */
export function LegalDocumentsList({ legalDocuments }: { legalDocuments: readonly LegalDocument[] }) {
  const [openDocument, setOpenDocument] = useState<string | null>(null);
  return (
    <ul className="grid gap-4">
      {legalDocuments.map((document) => (
        <li
          key={document.id}
          id={document.id}
          className="rounded-(--radius-card) border border-slate-200 bg-surface px-6 pt-5 shadow-(--shadow-raised)"
        >
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="flex gap-3">
              <FileText aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-600" />
              <div>
                <h3 className="text-lg">{document.title}</h3>
                <p className="text-sm text-slate-700">{document.summary}</p>
              </div>
            </div>
            <Badge>
              {/* One inline run: the badge is a flex box, which would drop the space before <time>. */}
              <span>
                Last updated{" "}
                <time dateTime={document.lastUpdated}>{formatLegalDate(document.lastUpdated)}</time>
              </span>
            </Badge>
          </div>
          <Disclosure
            summary={
              <>
                {openDocument === document.id ? "Hide Document" : "View Document"}
                <span className="sr-only"> ({document.title})</span>
              </>
            }
            open={openDocument === document.id}
            onToggle={() => setOpenDocument((current) => (current === document.id ? null : document.id))}
            buttonClassName="mt-2 flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            <div className="border-t border-slate-200 pt-4">
              <LegalDocumentBody sections={document.sections} headingLevel={4} />
              {document.id === termsDocumentId ? (
                <p className="mt-6">
                  <Link to="/terms" className="font-semibold text-brand-700 underline underline-offset-4">
                    Open the Terms and Conditions as a page
                  </Link>
                </p>
              ) : null}
            </div>
          </Disclosure>
        </li>
      ))}
    </ul>
  );
}
