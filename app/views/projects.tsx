import type { PageCopy } from "../content/page-copy-schema.ts";
import type { ReactNode } from "react";
import { PageHero } from "../components/ui/page-hero.tsx";
import { Section } from "../components/ui/section.tsx";
import { SectionHeading } from "../components/ui/section-heading.tsx";
import { ButtonLink } from "../components/ui/button.tsx";
import { pages } from "../content/pages.ts";
import { projects } from "../content/projects.ts";
import { withCount } from "../lib/count-in-words.ts";
import { pageMeta } from "../lib/seo.ts";

export const meta = () => pageMeta("projects");

export default function ProjectsPage({ copy, list }: { copy: PageCopy<"projects">; list: ReactNode }) {
  return (
    <>
      <PageHero
        tagline={copy.hero.tagline}
        title={pages.projects.title}
        hero="projects"
        lead={withCount(copy.hero.lead, projects.length)}
      />
      <Section labelledBy="projects-heading">
        <SectionHeading id="projects-heading" {...copy.list} />
        {list}
      </Section>
      <Section tone="muted" labelledBy="projects-partner-heading">
        <SectionHeading id="projects-partner-heading" title={copy.partner.title} lead={copy.partner.lead} />
        <div className="flex flex-wrap gap-3">
          <ButtonLink to="/contact">{copy.partner.actions[0]}</ButtonLink>
          <ButtonLink to="/services" variant="secondary">
            {copy.partner.actions[1]}
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
