import type { PageCopy } from "../content/page-copy-schema.ts";
import CheckCircle2 from "lucide-react/icons/circle-check";
import { Badge } from "../components/ui/badge.tsx";
import { ButtonLink } from "../components/ui/button.tsx";
import { tintFor } from "../components/ui/category-tint.ts";
import { PageHero } from "../components/ui/page-hero.tsx";
import { Section } from "../components/ui/section.tsx";
import { featuredInitiatives } from "../content/featured-initiatives.ts";
import { pages } from "../content/pages.ts";
import { withCount } from "../lib/count-in-words.ts";
import { pageMeta } from "../lib/seo.ts";

export const meta = () => pageMeta("featuredInitiatives");

export default function FeaturedInitiativesPage({ copy }: { copy: PageCopy<"featuredInitiatives"> }) {
  return (
    <>
      <PageHero
        title={pages.featuredInitiatives.title}
        hero="featuredInitiatives"
        tagline={copy.hero.tagline}
        lead={withCount(copy.hero.lead, featuredInitiatives.length)}
      />

      {featuredInitiatives.map((initiative, index) => {
        const headingId = `${initiative.id}-heading`;
        return (
          <Section
            key={initiative.id}
            id={initiative.id}
            tone={index % 2 === 1 ? "muted" : "white"}
            labelledBy={headingId}
          >
            <div className="grid gap-10 lg:grid-cols-[3fr_2fr]">
              <div>
                <Badge className={tintFor(initiative.category).badge}>{initiative.category}</Badge>
                <h2 id={headingId} className="mt-3 text-3xl sm:text-4xl">
                  {initiative.title}
                </h2>
                <p className="mt-2 text-lg font-medium text-brand-700">{initiative.tagline}</p>
                <p className="mt-5 max-w-prose text-lg text-slate-700">{initiative.description}</p>
                <h3 className="mt-8 text-xl">Key features</h3>
                <ul className="mt-4 space-y-3">
                  {initiative.features.map((feature) => (
                    <li key={feature} className="flex gap-3 text-slate-700">
                      <CheckCircle2 aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-600" />
                      <span>{feature}</span>
                    </li>
                  ))}
                </ul>
              </div>
              <div className="self-start rounded-(--radius-card) bg-brand-900 p-8 text-brand-50">
                <h3 className="text-xl text-white">Impact</h3>
                <dl className="mt-5 space-y-5">
                  {initiative.impact.map((item) => (
                    <div key={item.label} className="flex flex-col-reverse">
                      <dt className="text-sm text-brand-100">{item.label}</dt>
                      <dd className="text-3xl font-bold text-accent-300">{item.figure}</dd>
                    </div>
                  ))}
                </dl>
                <p className="mt-6 border-t border-brand-700 pt-4 text-sm text-brand-100">
                  <span className="font-semibold text-white">Status: </span>
                  {initiative.status}
                </p>
              </div>
            </div>
          </Section>
        );
      })}

      <Section labelledBy="next-heading">
        <div className="rounded-(--radius-card) border border-brand-200 bg-brand-50 p-8 sm:p-12">
          <h2 id="next-heading" className="text-3xl">
            {copy.closing.title}
          </h2>
          <p className="mt-4 max-w-2xl text-lg text-slate-700">{copy.closing.text}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to="/contact">{copy.closing.actions[0]}</ButtonLink>
            <ButtonLink to="/research" variant="secondary">
              {copy.closing.actions[1]}
            </ButtonLink>
          </div>
        </div>
      </Section>
    </>
  );
}
