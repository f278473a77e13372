import { FileText, Landmark, Mail, ShieldCheck } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Badge } from "../components/ui/badge.tsx";
import { buttonClasses } from "../components/ui/button.tsx";
import { Card } from "../components/ui/card.tsx";
import { Disclosure } from "../components/ui/disclosure.tsx";
import { IconTile } from "../components/ui/icon-tile.tsx";
import { LegalDocumentBody } from "../components/ui/legal-document-body.tsx";
import { PageHero } from "../components/ui/page-hero.tsx";
import { SectionHeading } from "../components/ui/section-heading.tsx";
import { Section } from "../components/ui/section.tsx";
import {
  complianceStandards,
  governanceFeatures,
  legalDisclaimer,
  treatyMembership,
} from "../content/legal.ts";
import { copy } from "../content/generated/pages/legal.ts";
import { formatLegalDate, legalDocuments, termsDocument } from "../content/legal-documents.ts";
import { pageIllustration } from "../content/illustrations.ts";
import { pages } from "../content/pages.ts";
import { site } from "../content/site.ts";
import { pageMeta } from "../lib/seo.ts";
import { hydratedPage } from "../lib/hydration.ts";

// Interactive beyond the header, so React Router hydrates it on load (ADR 0010).
export const handle = hydratedPage;

export const meta = () => pageMeta("legal");

export default function LegalPage() {
  const [openDocument, setOpenDocument] = useState<string | null>(null);
  return (
    <>
      <PageHero
        illustration={pageIllustration("legal")}
        title={pages.legal.title}
        tagline={copy.hero.tagline}
        lead={copy.hero.lead}
      />

      <Section labelledBy="standards-heading">
        <SectionHeading
          id="standards-heading"
          eyebrow={copy.standards.eyebrow}
          title={copy.standards.title}
          lead={copy.standards.lead}
        />
        <ul className="grid gap-6 md:grid-cols-3">
          {complianceStandards.map((standard) => (
            <li key={standard.title} className="flex">
              <Card className="w-full" title={standard.title} badge={<IconTile icon={ShieldCheck} />}>
                <p className="text-sm font-semibold text-brand-800">{standard.scope}</p>
                <p>{standard.description}</p>
              </Card>
            </li>
          ))}
        </ul>
        <div className="mt-10 flex flex-col gap-4 rounded-(--radius-card) border border-brand-200 bg-brand-50 p-6 sm:flex-row sm:items-start">
          <IconTile icon={Landmark} className="bg-surface text-brand-700" />
          <div>
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
              {copy.standards.treatyLabel}
            </p>
            <h3 className="mt-1 text-xl">{treatyMembership.title}</h3>
            <p className="mt-2 max-w-prose text-slate-700">{treatyMembership.description}</p>
          </div>
        </div>
      </Section>

      <Section tone="muted" labelledBy="governance-heading">
        <SectionHeading id="governance-heading" {...copy.governance} />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {governanceFeatures.map((feature) => (
            <li
              key={feature.title}
              className="rounded-(--radius-card) border border-slate-200 bg-surface p-6"
            >
              <h3 className="text-lg">{feature.title}</h3>
              <p className="mt-2 text-slate-700">{feature.description}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section labelledBy="documents-heading">
        <SectionHeading id="documents-heading" {...copy.documents} />
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
                  {document.id === termsDocument.id ? (
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
      </Section>

      <Section tone="muted" labelledBy="legal-contact-heading">
        <div className="grid gap-10 lg:grid-cols-2">
          <div>
            <h2 id="legal-contact-heading" className="text-3xl">
              {copy.contact.title}
            </h2>
            <p className="mt-4 text-lg text-slate-700">{copy.contact.text}</p>
            <a href={`mailto:${site.emails.legal}`} className={buttonClasses("primary", "mt-6 break-all")}>
              <Mail aria-hidden="true" className="size-4 shrink-0" />
              {site.emails.legal}
            </a>
          </div>
          <div className="rounded-(--radius-card) border border-slate-300 bg-surface p-6">
            <h2 id="disclaimer-heading" className="text-xl">
              {copy.disclaimer.title}
            </h2>
            <p className="mt-3 text-slate-700">{legalDisclaimer}</p>
          </div>
        </div>
      </Section>
    </>
  );
}
