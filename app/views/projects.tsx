import type { PageCopy } from "../content/page-copy-schema.ts";
import type { ReactNode } from "react";
import { PageHero } from "../components/ui/page-hero.tsx";
import { FullBleedFigure } from "../components/ui/full-bleed-figure.tsx";
import { Section } from "../components/ui/section.tsx";
import { SectionHeading } from "../components/ui/section-heading.tsx";
import { ButtonLink } from "../components/ui/button.tsx";
import { pages } from "../content/pages.ts";
import { projects } from "../content/projects.ts";
import { withCount } from "../lib/count-in-words.ts";
import { pageMeta } from "../lib/seo.ts";

export const meta = () => pageMeta("projects");

/** The map of every project's places, drawn at build (app/files/figures/project-map.ts): wide and phone drawings. */
export interface ProjectsMapSvg {
  wide: string;
  narrow: string;
}

export default function ProjectsPage({
  copy,
  map,
  list,
}: {
  copy: PageCopy<"projects">;
  map: ProjectsMapSvg;
  list: ReactNode;
}) {
  const places = projects.reduce((sum, project) => sum + project.places.length, 0);
  return (
    <>
      <PageHero
        tagline={copy.hero.tagline}
        title={pages.projects.title}
        hero="projects"
        lead={withCount(copy.hero.lead, projects.length)}
      />
      {/* Where the work is, as wide as the window: a real map, one dot per place in its project's colour. */}
      <FullBleedFigure caption={withCount(copy.map.caption, places)}>
        <div className="hidden sm:block" dangerouslySetInnerHTML={{ __html: map.wide }} />
        <div className="sm:hidden" dangerouslySetInnerHTML={{ __html: map.narrow }} />
      </FullBleedFigure>
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
