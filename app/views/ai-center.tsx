import type { PageCopy } from "../content/page-copy-schema.ts";
import BrainCircuit from "lucide-react/icons/brain-circuit";
import Dna from "lucide-react/icons/dna";
import Earth from "lucide-react/icons/earth";
import Network from "lucide-react/icons/network";
import { ButtonLink } from "../components/ui/button.tsx";
import { Card } from "../components/ui/card.tsx";
import { DividedList, dividedRow } from "../components/ui/divided-list.tsx";
import { FigureBeside } from "../components/ui/figure-beside.tsx";
import { IconTile } from "../components/ui/icon-tile.tsx";
import { PageHero } from "../components/ui/page-hero.tsx";
import { SectionHeading } from "../components/ui/section-heading.tsx";
import { Section } from "../components/ui/section.tsx";
import { aiImpact, aiMethodologies, aiTechnologies } from "../content/ai-center.ts";
import { pages } from "../content/pages.ts";
import { withCount } from "../lib/count-in-words.ts";
import { pageMeta } from "../lib/seo.ts";

export const meta = () => pageMeta("aiCenter");

// Icons follow the order of aiTechnologies; they are decorative.
const technologyIcons = [Network, Dna, Earth, BrainCircuit];

export default function AiCenterPage({ copy }: { copy: PageCopy<"aiCenter"> }) {
  return (
    <>
      <PageHero
        title={pages.aiCenter.title}
        hero="aiCenter"
        tagline={copy.hero.tagline}
        lead={copy.hero.lead}
        actions={
          <>
            <ButtonLink to="/research">{copy.hero.actions[0]}</ButtonLink>
            <ButtonLink to="/careers" variant="inverse">
              {copy.hero.actions[1]}
            </ButtonLink>
          </>
        }
      />

      <Section labelledBy="technologies-heading">
        <SectionHeading
          id="technologies-heading"
          eyebrow={copy.technologies.eyebrow}
          title={withCount(copy.technologies.title, aiTechnologies.length)}
        />
        <ul className="grid gap-6 md:grid-cols-2">
          {aiTechnologies.map((technology, index) => (
            <li key={technology.title} className="flex">
              <Card
                className="w-full"
                title={technology.title}
                badge={<IconTile icon={technologyIcons[index] ?? Network} />}
              >
                <p>{technology.description}</p>
                <p className="text-sm">
                  <span className="font-semibold text-slate-900">Used for: </span>
                  {technology.applications.join("; ")}
                </p>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="muted" labelledBy="methods-heading">
        <SectionHeading
          id="methods-heading"
          eyebrow={copy.methods.eyebrow}
          title={copy.methods.title}
          lead={withCount(copy.methods.lead, aiMethodologies.length)}
        />
        <DividedList as="ol" columns={2}>
          {aiMethodologies.map((method) => (
            <li key={method.title} className={`flex gap-4 ${dividedRow}`}>
              <span
                aria-hidden="true"
                className="w-9 shrink-0 font-display text-2xl leading-none font-semibold text-accent-600 tabular-nums"
              >
                {method.step}
              </span>
              <div>
                <h3 className="text-lg leading-snug">{method.title}</h3>
                <p className="mt-1 text-slate-700">{method.description}</p>
              </div>
            </li>
          ))}
        </DividedList>
      </Section>

      <Section labelledBy="impact-heading">
        {/* The figures beside what they are about, not a third grid. */}
        <FigureBeside
          figureAfter
          figure={
            <ul className="divide-y divide-slate-200 border-y border-slate-200">
              {aiImpact.map((item) => (
                <li
                  key={item.label}
                  className="grid gap-x-6 py-4 sm:grid-cols-[8rem_minmax(0,1fr)] sm:items-baseline"
                >
                  <p className="font-display text-4xl font-semibold tracking-tight text-brand-700">
                    {item.figure}
                  </p>
                  <div>
                    <p className="font-semibold text-slate-900">{item.label}</p>
                    <p className="text-sm text-slate-600">{item.context}</p>
                  </div>
                </li>
              ))}
            </ul>
          }
        >
          <SectionHeading id="impact-heading" {...copy.impact} />
        </FigureBeside>
      </Section>
    </>
  );
}
