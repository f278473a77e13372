import type { PageCopy } from "../content/page-copy-schema.ts";
import BrainCircuit from "lucide-react/icons/brain-circuit";
import Dna from "lucide-react/icons/dna";
import Earth from "lucide-react/icons/earth";
import Network from "lucide-react/icons/network";
import { ButtonLink } from "../components/ui/button.tsx";
import { Card } from "../components/ui/card.tsx";
import { IconTile } from "../components/ui/icon-tile.tsx";
import { PageHero } from "../components/ui/page-hero.tsx";
import { SectionHeading } from "../components/ui/section-heading.tsx";
import { Section } from "../components/ui/section.tsx";
import { StatTile } from "../components/ui/stat-tile.tsx";
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
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {aiMethodologies.map((method) => (
            <li key={method.title} className="rounded-(--radius-card) border border-slate-200 bg-surface p-6">
              <p aria-hidden="true" className="text-3xl font-bold text-accent-600">
                {method.step}
              </p>
              <h3 className="mt-2 text-lg">{method.title}</h3>
              <p className="mt-2 text-slate-700">{method.description}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section labelledBy="impact-heading">
        <SectionHeading id="impact-heading" {...copy.impact} />
        <ul className="grid gap-6 sm:grid-cols-3">
          {aiImpact.map((item) => (
            <li key={item.label}>
              <StatTile figure={item.figure} label={item.label} context={item.context} />
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
