import type { PageCopy } from "../content/page-copy-schema.ts";
import ArrowRight from "lucide-react/icons/arrow-right";
import { Link } from "../lib/navigation.tsx";
import { ButtonLink } from "../components/ui/button.tsx";
import { GridCardArt } from "../components/ui/grid-card-art.tsx";
import { PageHero } from "../components/ui/page-hero.tsx";
import { Section } from "../components/ui/section.tsx";
import { DividedList, dividedRow } from "../components/ui/divided-list.tsx";
import { fillGridItem, fillGridList, fillGridWide } from "../components/ui/fill-grid.ts";
import { SectionHeading } from "../components/ui/section-heading.tsx";
import { pages } from "../content/pages.ts";
import type { Service } from "../content/load.ts";
import type { ServiceStep } from "../content/schema.ts";
import { withCount } from "../lib/count-in-words.ts";
import { pageMeta } from "../lib/seo.ts";

export const meta = () => pageMeta("services");

export default function ServicesPage({
  copy,
  services,
  serviceProcess,
}: {
  copy: PageCopy<"services">;
  services: readonly Service[];
  serviceProcess: readonly ServiceStep[];
}) {
  return (
    <>
      <PageHero
        tagline={copy.hero.tagline}
        title={pages.services.title}
        hero="services"
        lead={copy.hero.lead}
        actions={<ButtonLink to="/contact">{copy.hero.action}</ButtonLink>}
      />
      <Section labelledBy="offerings-heading">
        <SectionHeading
          id="offerings-heading"
          eyebrow={withCount(copy.offerings.eyebrow, services.length)}
          title={copy.offerings.title}
          lead={copy.offerings.lead}
        />
        <ul className={fillGridList}>
          {services.map((service, index) => {
            return (
              <li
                key={service.slug}
                className={`${fillGridItem(index, services.length)} relative flex flex-col overflow-hidden rounded-(--radius-card) border border-slate-200 bg-surface shadow-(--shadow-raised) transition-shadow duration-150 focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-lg`}
              >
                <GridCardArt kind="service" slug={service.slug} wide={fillGridWide(index, services.length)} />
                <div className="flex flex-1 flex-col gap-4 p-6">
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
                    className="mt-auto inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-4 hover:underline"
                  >
                    {/* One inline run, the arrow tied to the last word: a title that wraps keeps it there, not at the edge. */}
                    <span>
                      Explore {service.title.split(" ").slice(0, -1).join(" ")}{" "}
                      <span className="whitespace-nowrap">
                        {service.title.split(" ").at(-1)}
                        <ArrowRight aria-hidden="true" className="ml-1.5 inline size-4 align-[-0.15em]" />
                      </span>
                    </span>
                  </Link>
                </div>
              </li>
            );
          })}
        </ul>
      </Section>
      <Section tone="muted" labelledBy="process-heading">
        <SectionHeading
          id="process-heading"
          eyebrow={copy.process.eyebrow}
          title={copy.process.title}
          lead={withCount(copy.process.lead, serviceProcess.length)}
        />
        <DividedList as="ol" columns={2}>
          {serviceProcess.map((step, index) => (
            <li key={step.title} className={`flex gap-4 ${dividedRow}`}>
              <span
                aria-hidden="true"
                className="flex size-10 shrink-0 items-center justify-center rounded-full border-2 border-accent-600 font-bold text-accent-700"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="text-lg leading-snug">
                  <span className="sr-only">Step {index + 1}: </span>
                  {step.title}
                </h3>
                <p className="mt-1 text-slate-700">{step.text}</p>
              </div>
            </li>
          ))}
        </DividedList>
        <div className="mt-10">
          <ButtonLink to="/contact">{copy.process.action}</ButtonLink>
        </div>
      </Section>
    </>
  );
}
