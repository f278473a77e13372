import { Link } from "react-router";
import { LegalDocumentBody } from "../components/ui/legal-document-body.tsx";
import { PageHero } from "../components/ui/page-hero.tsx";
import { Section } from "../components/ui/section.tsx";
import { formatLegalDate, termsDocument } from "../content/legal-documents.ts";
import { pages } from "../content/pages.ts";
import { pageMeta } from "../lib/seo.ts";

export const meta = () => pageMeta("terms");

export default function TermsPage() {
  return (
    <>
      <PageHero
        title={pages.terms.title}
        lead={
          <>
            Last updated{" "}
            <time dateTime={termsDocument.lastUpdated}>{formatLegalDate(termsDocument.lastUpdated)}</time>.{" "}
            {termsDocument.summary}
          </>
        }
      />
      <Section>
        <LegalDocumentBody sections={termsDocument.sections} headingLevel={2} anchored />
        <p className="mt-10 max-w-prose text-slate-700">
          Our other policies, including the Privacy Policy and Cookie Policy, are on the{" "}
          <Link to="/legal" className="font-semibold text-brand-700 underline underline-offset-4">
            Legal and Compliance
          </Link>{" "}
          page.
        </p>
      </Section>
    </>
  );
}
