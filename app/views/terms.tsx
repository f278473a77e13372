import type { PageCopy } from "../content/page-copy-schema.ts";
import { Link } from "../lib/navigation.tsx";
import { LegalDocumentBody } from "../components/ui/legal-document-body.tsx";
import { PageHero } from "../components/ui/page-hero.tsx";
import { Section } from "../components/ui/section.tsx";
import { formatLegalDate } from "../content/legal-format.ts";
import type { LegalDocument } from "../content/schema.ts";
import { pages } from "../content/pages.ts";
import { pageMeta } from "../lib/seo.ts";

export const meta = () => pageMeta("terms");

export default function TermsPage({
  copy,
  termsDocument,
}: {
  copy: PageCopy<"terms">;
  termsDocument: LegalDocument;
}) {
  return (
    <>
      <PageHero
        hero="terms"
        title={pages.terms.title}
        lead={
          <>
            Last updated{" "}
            <time dateTime={termsDocument.lastUpdated}>{formatLegalDate(termsDocument.lastUpdated)}</time>.{" "}
            {termsDocument.summary}
          </>
        }
      />
      <Section as="div">
        <LegalDocumentBody sections={termsDocument.sections} headingLevel={2} anchored />
        <p className="mt-10 max-w-prose text-slate-700">
          {copy.otherPolicies.before}{" "}
          <Link to="/legal" className="font-semibold text-brand-700 underline underline-offset-4">
            {copy.otherPolicies.link}
          </Link>{" "}
          {copy.otherPolicies.after}
        </p>
      </Section>
    </>
  );
}
