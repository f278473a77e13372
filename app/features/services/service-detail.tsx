import CircleCheck from "lucide-react/icons/circle-check";
import Download from "lucide-react/icons/download";
import FileText from "lucide-react/icons/file-text";
import { ButtonLink, buttonClasses } from "../../components/ui/button.tsx";
import { PageHero } from "../../components/ui/page-hero.tsx";
import { serviceContactLead } from "../../content/document-texts.ts";
import { Section } from "../../components/ui/section.tsx";
import { SectionHeading } from "../../components/ui/section-heading.tsx";
import type { Service } from "../../content/services.ts";

/** The one layout of the five service pages, fed by app/content/services.ts. */
export function ServiceDetail({ service }: { service: Service }) {
  const fileName = service.brochure.split("/").pop();
  return (
    <>
      <PageHero
        tagline={service.tagline}
        title={service.title}
        hero={service.pageKey}
        lead={service.description}
        actions={
          <>
            <ButtonLink to="/contact">Get Started</ButtonLink>
            {/* A plain link: the PDF is a static file, not a route; `download` keeps the visitor on the page. */}
            <a href={service.brochure} download={fileName} className={buttonClasses("inverse")}>
              <Download aria-hidden="true" className="size-4" />
              Download Brochure
              <span className="sr-only"> (PDF)</span>
            </a>
          </>
        }
      />
      <Section labelledBy="differentiators-heading">
        <SectionHeading
          id="differentiators-heading"
          eyebrow="Why work with us"
          title="What makes this service different"
        />
        <ul className="grid gap-6 md:grid-cols-2">
          {service.differentiators.map((item) => (
            <li
              key={item.title}
              className="rounded-(--radius-card) border border-slate-200 bg-surface p-6 shadow-(--shadow-raised)"
            >
              <h3 className="text-lg">{item.title}</h3>
              <p className="mt-2 text-slate-700">{item.text}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section tone="muted" labelledBy="deliverables-heading">
        <SectionHeading
          id="deliverables-heading"
          eyebrow="What you receive"
          title="Deliverables"
          lead="Everything below is handed over to you, documented, at the end of the engagement."
        />
        <ul className="grid gap-4 sm:grid-cols-2">
          {service.deliverables.map((deliverable) => (
            <li key={deliverable} className="flex gap-3 rounded-(--radius-control) bg-surface p-4">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
              <span>{deliverable}</span>
            </li>
          ))}
        </ul>
        <p className="mt-8 flex items-center gap-2 text-sm text-slate-700">
          <FileText aria-hidden="true" className="size-4 shrink-0" />
          The brochure (PDF, A4) sums up this page for sharing with your team.
        </p>
      </Section>
      <Section labelledBy="service-cta-heading">
        <div className="rounded-(--radius-card) bg-brand-900 p-8 text-white sm:p-12">
          <h2 id="service-cta-heading" className="text-3xl text-white">
            Ready to talk about {service.title}?
          </h2>
          <p className="mt-4 max-w-2xl text-brand-50">{serviceContactLead}</p>
          <div className="mt-8">
            <ButtonLink to="/contact">Contact Us Today</ButtonLink>
          </div>
        </div>
      </Section>
    </>
  );
}
