import { ArrowRight, Blocks, Dna, Landmark, Salad, Tractor, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { ButtonLink } from "../components/ui/button.tsx";
import { PageHero } from "../components/ui/page-hero.tsx";
import { Section } from "../components/ui/section.tsx";
import { SectionHeading } from "../components/ui/section-heading.tsx";
import { pages } from "../content/pages.ts";
import { serviceProcess, services, type Service } from "../content/services.ts";
import { pageMeta } from "../lib/seo.ts";

export const meta = () => pageMeta("services");

const icons: Record<Service["slug"], LucideIcon> = {
  "bioai-platform": Blocks,
  "nutritional-health": Salad,
  "genomic-data": Dna,
  "decentralized-governance": Landmark,
  "precision-agtech": Tractor,
};

export default function ServicesPage() {
  return (
    <>
      <PageHero
        tagline="Work with us"
        title={pages.services.title}
        lead="We turn the tools we build for our own research into services for hospitals, cooperatives, biobanks, cities and companies: designed with you, handed over to you."
        actions={<ButtonLink to="/contact">Discuss your project</ButtonLink>}
      />
      <Section labelledBy="offerings-heading">
        <SectionHeading
          id="offerings-heading"
          eyebrow="Five offerings"
          title="What we offer"
          lead="Each service has its own page with differentiators, deliverables and a brochure to download."
        />
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {services.map((service) => {
            const Icon = icons[service.slug];
            return (
              <li
                key={service.slug}
                className="relative flex flex-col gap-4 rounded-(--radius-card) border border-slate-200 bg-white p-6 shadow-(--shadow-raised) transition-shadow duration-150 focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-lg"
              >
                <span className="flex size-12 items-center justify-center rounded-(--radius-control) bg-brand-50 text-brand-700">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h3 className="text-xl leading-snug">{service.title}</h3>
                <p className="text-slate-700">{service.summary}</p>
                <ul className="flex flex-wrap gap-2">
                  {service.features.map((feature) => (
                    <li
                      key={feature}
                      className="rounded-full bg-slate-100 px-3 py-1 text-xs font-medium text-slate-800"
                    >
                      {feature}
                    </li>
                  ))}
                </ul>
                <Link
                  to={service.link}
                  className="mt-auto inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline-offset-4 hover:underline"
                >
                  Explore {service.title}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              </li>
            );
          })}
        </ul>
      </Section>
      <Section tone="muted" labelledBy="process-heading">
        <SectionHeading
          id="process-heading"
          eyebrow="How we work"
          title="Our process"
          lead="Four steps, the same for every service, so you always know where a project stands."
        />
        <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {serviceProcess.map((step, index) => (
            <li key={step.title} className="rounded-(--radius-card) border border-slate-200 bg-white p-6">
              <span
                aria-hidden="true"
                className="flex size-10 items-center justify-center rounded-full bg-accent-400 font-bold text-slate-950"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg">
                <span className="sr-only">Step {index + 1}: </span>
                {step.title}
              </h3>
              <p className="mt-2 text-slate-700">{step.text}</p>
            </li>
          ))}
        </ol>
        <div className="mt-10">
          <ButtonLink to="/contact">Start with a discovery call</ButtonLink>
        </div>
      </Section>
    </>
  );
}
