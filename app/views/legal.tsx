import type { PageCopy } from "../content/page-copy-schema.ts";
import type { ReactNode } from "react";
import Landmark from "lucide-react/icons/landmark";
import Mail from "lucide-react/icons/mail";
import ShieldCheck from "lucide-react/icons/shield-check";
import { buttonClasses } from "../components/ui/button.tsx";
import { Card } from "../components/ui/card.tsx";
import { IconTile } from "../components/ui/icon-tile.tsx";
import { PageHero } from "../components/ui/page-hero.tsx";
import { SectionHeading } from "../components/ui/section-heading.tsx";
import { Section } from "../components/ui/section.tsx";
import { fillGridItem, fillGridList } from "../components/ui/fill-grid.ts";
import {
  complianceStandards,
  governanceFeatures,
  legalDisclaimer,
  treatyMembership,
} from "../content/legal.ts";
import { pages } from "../content/pages.ts";
import { site } from "../content/site.ts";
import { pageMeta } from "../lib/seo.ts";

export const meta = () => pageMeta("legal");

export default function LegalPage({ copy, documents }: { copy: PageCopy<"legal">; documents: ReactNode }) {
  return (
    <>
      <PageHero hero="legal" title={pages.legal.title} tagline={copy.hero.tagline} lead={copy.hero.lead} />

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
        <ul className={fillGridList}>
          {governanceFeatures.map((feature, index) => (
            <li
              key={feature.title}
              className={`${fillGridItem(index, governanceFeatures.length)} rounded-(--radius-card) border border-slate-200 bg-surface p-6`}
            >
              <h3 className="text-lg">{feature.title}</h3>
              <p className="mt-2 text-slate-700">{feature.description}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section labelledBy="documents-heading">
        <SectionHeading id="documents-heading" {...copy.documents} />
        {documents}
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
            <h2 id="disclaimer-heading" className="font-sans text-xl">
              {copy.disclaimer.title}
            </h2>
            <p className="mt-3 text-slate-700">{legalDisclaimer}</p>
          </div>
        </div>
      </Section>
    </>
  );
}
