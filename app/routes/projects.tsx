import { PageHero } from "../components/ui/page-hero.tsx";
import { Section } from "../components/ui/section.tsx";
import { SectionHeading } from "../components/ui/section-heading.tsx";
import { ButtonLink } from "../components/ui/button.tsx";
import { copy } from "../content/generated/pages/projects.ts";
import { pageIllustration } from "../content/illustrations.ts";
import { pages } from "../content/pages.ts";
import { projects } from "../content/projects.ts";
import { ProjectsList } from "../features/projects/projects-list.tsx";
import { Island } from "../islands/island.tsx";
import { withCount } from "../lib/count-in-words.ts";
import { pageMeta } from "../lib/seo.ts";
import { islandsPage } from "../lib/hydration.ts";

// Only the filtered list is interactive: it is hydrated as an island, without React Router (app/islands).
export const handle = islandsPage;

export const meta = () => pageMeta("projects");

export default function ProjectsPage() {
  return (
    <>
      <PageHero
        tagline={copy.hero.tagline}
        title={pages.projects.title}
        illustration={pageIllustration("projects")}
        lead={withCount(copy.hero.lead, projects.length)}
      />
      <Section labelledBy="projects-heading">
        <SectionHeading id="projects-heading" {...copy.list} />
        <Island name="projects-list" component={ProjectsList} />
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
