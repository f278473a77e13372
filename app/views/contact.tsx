import type { PageCopy } from "../content/page-copy-schema.ts";
import type { ReactNode } from "react";
import Building2 from "lucide-react/icons/building-complex";
import FlaskConical from "lucide-react/icons/flask-conical";
import Globe2 from "lucide-react/icons/earth";
import Mail from "lucide-react/icons/mail";
import Sprout from "lucide-react/icons/sprout";
import Stethoscope from "lucide-react/icons/stethoscope";
import { EmailText } from "../components/ui/email-text.tsx";
import { Card } from "../components/ui/card.tsx";
import { IconTile } from "../components/ui/icon-tile.tsx";
import { PageHero } from "../components/ui/page-hero.tsx";
import { SectionHeading } from "../components/ui/section-heading.tsx";
import { Section } from "../components/ui/section.tsx";
import { departments } from "../content/departments.ts";
import { offices } from "../content/offices.ts";
import { pages } from "../content/pages.ts";
import { site } from "../content/site.ts";
import { pageMeta } from "../lib/seo.ts";

export const meta = () => pageMeta("contact");

// Decorative icons, in the order of the offices data.
const officeIcons = [Globe2, FlaskConical, Sprout, Stethoscope];

export default function ContactPage({
  copy,
  form,
  faq,
}: {
  copy: PageCopy<"contact">;
  form: ReactNode;
  faq: ReactNode;
}) {
  return (
    <>
      <PageHero
        hero="contact"
        title={pages.contact.title}
        tagline={copy.hero.tagline}
        lead={copy.hero.lead}
      />

      <Section labelledBy="form-heading">
        <div className="grid gap-12 lg:grid-cols-[3fr_2fr]">
          <div>
            <h2 id="form-heading" className="mb-6 text-2xl">
              {copy.form.title}
            </h2>
            {form}
          </div>
          <div>
            <h2 id="departments-heading" className="text-2xl">
              {copy.departments.title}
            </h2>
            <ul className="mt-6 flex flex-col gap-4">
              {departments.map((department) => (
                <li key={department.id}>
                  <Card title={department.title} titleAs="h3" className="p-5">
                    <p className="text-sm">{department.description}</p>
                    <a
                      href={`mailto:${department.email}`}
                      className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline underline-offset-4"
                    >
                      <Mail aria-hidden="true" className="size-4 shrink-0" />
                      <span className="min-w-0">
                        <EmailText address={department.email} />
                      </span>
                    </a>
                  </Card>
                </li>
              ))}
            </ul>
            <p className="mt-6 text-slate-700">
              {copy.departments.phoneBefore}{" "}
              <a href={site.phone.href} className="font-semibold text-brand-700 underline underline-offset-4">
                {site.phone.display}
              </a>
              {copy.departments.phoneAfter}
            </p>
          </div>
        </div>
      </Section>

      <Section tone="muted" labelledBy="offices-heading">
        <SectionHeading id="offices-heading" {...copy.offices} />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {offices.map((office, index) => (
            <li key={office.kind} className="flex">
              <Card
                className="w-full"
                title={office.kind}
                badge={<IconTile icon={officeIcons[index] ?? Building2} />}
              >
                <p className="font-semibold text-slate-900">{office.city}</p>
                <address className="text-sm not-italic">
                  {office.address.map((line) => (
                    <span key={line} className="block">
                      {line}
                    </span>
                  ))}
                </address>
                <p className="text-sm">{office.focus}</p>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section labelledBy="faq-heading">
        <SectionHeading id="faq-heading" {...copy.faq} />
        {faq}
      </Section>
    </>
  );
}
